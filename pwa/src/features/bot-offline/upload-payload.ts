import { listItems } from '@domain/play/growing-list';
import type { BoardSize } from '@domain/play/types';
import type { OfflineBotGameUpload } from '@sync/contract/play';
import type { OfflineBotGame } from './offline-game';
import { foldGame, isFromPosition } from './offline-game';

/**
 * What POST /games/offline receives for a finished game on the device; null while the game is
 * still on (only finished games are uploaded), and for a game from a set-up position, which the
 * server's games (starting from an empty board) cannot hold: it stays on the device.
 */
export function uploadPayloadOf(record: OfflineBotGame): OfflineBotGameUpload | null {
  if (isFromPosition(record)) return null;
  const game = foldGame(record);
  if (game.phase !== 'finished' || !game.result || !game.endReason || !game.finishedAt) {
    return null;
  }
  return {
    clientId: record.id,
    boardSize: game.settings.boardSize as BoardSize,
    rules: game.settings.rules,
    komi: game.settings.komi,
    handicap: game.settings.handicapStones.length,
    colour: record.userColour,
    botRank: record.rank,
    botStyle: record.style,
    timeControl: game.settings.clock,
    moves: listItems(game.moves),
    ...(game.endReason === 'score' ? { dead: [...(game.removal?.dead ?? [])] } : {}),
    result: game.result,
    endReason: game.endReason,
    startedAt: new Date(game.startedAt).toISOString(),
    finishedAt: new Date(game.finishedAt).toISOString(),
  };
}
