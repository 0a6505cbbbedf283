import type { LobbyPresenceInfo } from '@sync/contract/play';
import { isRecord } from '@domain/guards/is-record';

/** The lobby stream's 'presence' event, or null when it is not one. */
export function readLobbyPresence(data: string): LobbyPresenceInfo | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.online !== 'number' || !isRecord(value.lobby)) return null;
  const { count, names } = value.lobby;
  if (typeof count !== 'number' || !Array.isArray(names)) return null;
  if (!names.every((name) => typeof name === 'string')) return null;
  return { online: value.online, lobby: { count, names } };
}
