import type { TournamentDetail } from '@sync/contract/tournaments';
import { cacheKey, fetchAndStore, type Fetcher } from '@pwa/lib/cached-api';
import type { GoDatabase } from '@pwa/lib/db';

/** The API paths the tournament page reads (and so the keys its answers are cached under). */
export const tournamentPaths = {
  detail: (id: number) => `tournaments/${id}`,
  games: (id: number) => `tournaments/${id}/games`,
  statistics: (id: number) => `tournaments/${id}/statistics`,
  performance: (id: number, playerId: number) => `tournaments/${id}/performance/${playerId}`,
};

/** Everything the page of `detail` can show: the detail, games, statistics, each performance. */
export function offlinePaths(detail: Pick<TournamentDetail, 'id' | 'standings'>): string[] {
  const id = detail.id;
  const players = [...new Set(detail.standings.map((standing) => standing.player.id))];
  return [
    tournamentPaths.detail(id),
    tournamentPaths.games(id),
    tournamentPaths.statistics(id),
    ...players.map((player) => tournamentPaths.performance(id, player)),
  ];
}

export interface SaveProgress {
  /** answers stored so far */
  done: number;
  /** answers to store in all */
  total: number;
}

export interface SaveOptions {
  /** the request (the app's http instance when left out) */
  fetcher?: Fetcher;
  signal?: AbortSignal;
  onProgress?: (progress: SaveProgress) => void;
  /** requests at a time */
  concurrency?: number;
}

const DEFAULT_CONCURRENCY = 4;

/** Runs `work` on every item, `limit` at a time; the first failure stops taking new items. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next];
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * Stores the whole tournament in the cache table: the detail first (it names the players), then
 * the games, statistics and every player's performance. Rejects with the first failure; what
 * was stored until then stays.
 */
export async function saveTournamentOffline(
  db: Pick<GoDatabase, 'cache'>,
  id: number,
  options: SaveOptions = {},
): Promise<SaveProgress> {
  const { fetcher, signal, onProgress, concurrency = DEFAULT_CONCURRENCY } = options;
  const { value: detail } = await fetchAndStore<TournamentDetail>(
    db,
    tournamentPaths.detail(id),
    fetcher,
    Date.now,
    signal,
  );
  const rest = offlinePaths(detail).slice(1);
  const progress = { done: 1, total: rest.length + 1 };
  onProgress?.({ ...progress });
  await eachLimited(rest, concurrency, async (path) => {
    signal?.throwIfAborted();
    await fetchAndStore(db, path, fetcher, Date.now, signal);
    progress.done += 1;
    onProgress?.({ ...progress });
  });
  return progress;
}

/** Whether the cache holds every answer the page of tournament `id` reads. */
export async function isSavedOffline(db: Pick<GoDatabase, 'cache'>, id: number): Promise<boolean> {
  const entry = await db.cache.get(cacheKey(tournamentPaths.detail(id)));
  if (!entry) return false;
  const keys = offlinePaths(entry.value as TournamentDetail).map(cacheKey);
  const entries = await db.cache.bulkGet(keys);
  return entries.every((found) => found !== undefined);
}
