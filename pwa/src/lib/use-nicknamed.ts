import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './db';
import { nicknamesOf, withNickname, type NicknamedRef } from './nicknames';

const NONE: ReadonlyMap<number, string> = new Map();

/**
 * Gives the player references of an API answer (which name players without their nicknames) the
 * nicknames of the replicated players, so a list can show the name and the nickname beside it.
 * Until the players are replicated, a reference keeps no nickname.
 */
export function useNicknamed(
  ids: readonly number[],
): <T extends NicknamedRef>(player: T) => T & { nickname: string | null } {
  const unique = [...new Set(ids)];
  const key = unique.join(',');
  const nicknames =
    useLiveQuery(async () => nicknamesOf(await db.players.bulkGet(unique)), [key]) ?? NONE;
  return useCallback(
    <T extends NicknamedRef>(player: T) => withNickname(player, nicknames),
    [nicknames],
  );
}
