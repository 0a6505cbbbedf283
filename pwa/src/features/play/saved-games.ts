import type { LiveGameSummary } from '@sync/contract/play';

/** localStorage key of the last GET /games/self answer of a user, for the lobby offline. */
export const savedGamesKey = (userId: number) => `play.myGames.${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const isSummary = (value: unknown): value is LiveGameSummary =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'number' &&
  typeof (value as { black?: unknown }).black === 'object' &&
  typeof (value as { white?: unknown }).white === 'object';

/** Reads a saved answer; anything unreadable is nothing. */
export function parseSavedGames(text: string | null): LiveGameSummary[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isSummary) : [];
  } catch {
    return [];
  }
}

export function readSavedGames(userId: number): LiveGameSummary[] {
  try {
    return parseSavedGames(storage()?.getItem(savedGamesKey(userId)) ?? null);
  } catch {
    return [];
  }
}

export function saveGames(userId: number, games: readonly LiveGameSummary[]): void {
  try {
    storage()?.setItem(savedGamesKey(userId), JSON.stringify(games));
  } catch {
    // storage full or blocked: the lobby just shows nothing offline
  }
}
