import type {
  MergePreview,
  MergeResult,
  NameLanguage,
  PlayerNameChange,
  PlayerNames,
} from '@sync/contract/admin-players';
import type { GoDatabase, StoredPlayer } from '@pwa/lib/db';
import { http } from '@pwa/lib/http';
// The one query over the replicated players, shared by the players list and the pickers.
import { queryPlayers } from '@pwa/lib/players-query/query-players';

/** The admins' player names and merges API (issue 16). */

export function renamePlayer(
  id: number,
  lang: NameLanguage,
  name: PlayerNameChange,
): Promise<PlayerNames> {
  return http
    .patch(`admin/profile/rename/${id}`, { searchParams: { lang }, json: name })
    .json<PlayerNames>();
}

export function fetchMergePreview(duplicate: number, kept: number): Promise<MergePreview> {
  return http.get(`admin/players/${duplicate}/merge/${kept}`).json<MergePreview>();
}

export function mergePlayers(duplicate: number, kept: number): Promise<MergeResult> {
  return http.post(`admin/players/${duplicate}/merge/${kept}`).json<MergeResult>();
}

/** Players on this device whose name matches the text, strongest first. */
export async function findPlayers(db: GoDatabase, text: string): Promise<StoredPlayer[]> {
  if (!text.trim()) return [];
  const { players } = await queryPlayers(
    db,
    { names: [text] },
    { key: 'rating', direction: 'desc' },
    10,
  );
  return players;
}
