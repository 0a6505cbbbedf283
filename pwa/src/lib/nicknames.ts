/** A player reference that may carry a nickname (API answers name players without one). */
export interface NicknamedRef {
  id: number;
  nickname?: string | null;
}

/** The nicknames of the given players by id: only those that have one, trimmed. */
export function nicknamesOf(
  players: ReadonlyArray<NicknamedRef | undefined>,
): ReadonlyMap<number, string> {
  const nicknames = new Map<number, string>();
  for (const player of players) {
    const nickname = player?.nickname?.trim();
    if (player && nickname) nicknames.set(player.id, nickname);
  }
  return nicknames;
}

/**
 * The reference with its nickname: its own when it carries one, else the one in `nicknames`
 * (the replicated players'), else none.
 */
export function withNickname<T extends NicknamedRef>(
  player: T,
  nicknames: ReadonlyMap<number, string>,
): T & { nickname: string | null } {
  return { ...player, nickname: player.nickname?.trim() || nicknames.get(player.id) || null };
}
