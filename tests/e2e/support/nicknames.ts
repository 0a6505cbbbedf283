import type { Page, PlayerRef } from '@sync/contract/common';
import type { PlayerSummary } from '@sync/contract/players';
import { apiGet } from './api';

/** GET /players pages this long (the API's most). */
const PAGE = 200;

/**
 * Every player's nickname by id, from GET /players (the API's answers about games and
 * tournaments name players without one; the app takes it from the replicated players).
 */
export async function nicknamesById(): Promise<ReadonlyMap<number, string>> {
  const nicknames = new Map<number, string>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await apiGet<Page<PlayerSummary>>(`players?limit=${PAGE}&offset=${offset}`);
    for (const player of page.items) {
      const nickname = player.nickname?.trim();
      if (nickname) nicknames.set(player.id, nickname);
    }
    if (page.items.length < PAGE || offset + PAGE >= page.total) return nicknames;
  }
}

/** How a list names a player in English: Latin 'Last First' (else the Cyrillic name). */
export function latinName(player: PlayerRef): string {
  const latin = [player.lastNameLatin, player.firstNameLatin].filter(Boolean).join(' ');
  const cyrillic = [player.lastName, player.firstName].filter(Boolean).join(' ');
  return latin || cyrillic || '—';
}

/** The name and, beside it, the nickname when the player has one: 'Last First (nickname)'. */
export function latinNameWithNickname(
  player: PlayerRef,
  nicknames: ReadonlyMap<number, string>,
): string {
  const nickname = nicknames.get(player.id);
  return nickname ? `${latinName(player)} (${nickname})` : latinName(player);
}
