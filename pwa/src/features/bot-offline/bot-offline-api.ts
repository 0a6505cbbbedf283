import type { OfflineBotGameUpload, OfflineBotGameUploaded } from '@sync/contract/play';
import { http } from '@pwa/lib/http';

/** POST /games/offline: idempotent by clientId (the same game again answers the same id). */
export async function uploadOfflineGame(
  body: OfflineBotGameUpload,
): Promise<OfflineBotGameUploaded> {
  return http.post('games/offline', { json: body }).json<OfflineBotGameUploaded>();
}
