import type { OfflineBotGameUpload, OfflineBotGameUploaded } from '@sync/contract/play';
import type { BotGamesRepo } from './bot-offline.repo';
import { uploadPayloadOf } from './upload-payload';

/**
 * Sends every finished, not yet uploaded game to the server, oldest first; stops at the first
 * failure (offline, signed out) and leaves the rest for the next try. Resolves with how many went.
 */
export async function uploadFinishedGames(
  repo: BotGamesRepo,
  send: (body: OfflineBotGameUpload) => Promise<OfflineBotGameUploaded>,
): Promise<number> {
  const games = (await repo.toUpload()).sort((a, b) => a.createdAt - b.createdAt);
  let sent = 0;
  for (const game of games) {
    const body = uploadPayloadOf(game);
    if (!body) continue;
    try {
      const { gameId } = await send(body);
      await repo.markUploaded(game.id, gameId);
      sent += 1;
    } catch {
      break;
    }
  }
  return sent;
}
