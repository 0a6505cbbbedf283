import { PLAY_SOCKET_CLOSE, type PlaySocketRefusal } from '@sync/contract/play';

/**
 * After the server refused the socket (the game's audience is full, too many connections from
 * this address...) the next attempt waits this long: reconnecting at once would only be refused
 * again, and adds to the load that made the server refuse.
 */
export const REFUSED_RETRY_MS = 60_000;

const REFUSALS = new Map<number, PlaySocketRefusal>(
  Object.entries(PLAY_SOCKET_CLOSE).map(([refusal, code]) => [code, refusal as PlaySocketRefusal]),
);

/** The server's refusal a close code stands for; null for a connection that merely dropped. */
export function refusalOf(code: number | undefined): PlaySocketRefusal | null {
  return code === undefined ? null : (REFUSALS.get(code) ?? null);
}

/** The play texts' key explaining a refusal to the user. */
export function refusalTextKey(refusal: PlaySocketRefusal): `game.refusal.${PlaySocketRefusal}` {
  return `game.refusal.${refusal}`;
}
