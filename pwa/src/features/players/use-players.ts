import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '@pwa/lib/db';
import { playersReplica, tournamentTitles, type PlayersReplica } from './players.repo';
import { queryPlayers } from '@pwa/lib/players-query/query-players';
import { countPlayers } from '@pwa/lib/players-query/count-players';
import { activeSince } from '@sync/contract/players';
import { titleIn } from '@domain/format';
import type {
  NameScript,
  PlayerFilter,
  PlayerQueryResult,
  PlayerSort,
} from '@pwa/lib/players-query/players-query';
import type { PlayersView } from './players-url';

export interface PlayersList {
  /** the last answer; kept while a new one is computed, so the table does not flash */
  result: PlayerQueryResult | undefined;
  /** the shown answer is for other filters or a smaller limit than asked */
  pending: boolean;
}

export function viewFilter(view: PlayersView): PlayerFilter {
  return {
    federation: view.federation,
    minRating: view.minRating,
    maxRating: view.maxRating,
    minDeviation: view.minDeviation,
    maxDeviation: view.maxDeviation,
    names: view.names,
    locations: view.locations,
    activeSince: view.active === null ? null : activeSince(view.active, new Date()),
  };
}

/** The players list live from IndexedDB: it follows the sync as pages arrive. */
export function usePlayers(view: PlayersView, script: NameScript, limit: number): PlayersList {
  const key = JSON.stringify([view, script, limit]);
  const query = useMemo(() => {
    const sort: PlayerSort = { key: view.sort, direction: view.direction, script };
    return { filter: viewFilter(view), sort };
  }, [view, script]);
  const answer = useLiveQuery(
    async () => ({ key, result: await queryPlayers(db, query.filter, query.sort, limit) }),
    [key],
  );
  return { result: answer?.result, pending: answer?.key !== key };
}

/** How many players match the view's filters (undefined while counting). */
export function usePlayersCount(view: PlayersView): number | undefined {
  const key = JSON.stringify(viewFilter(view));
  const answer = useLiveQuery(
    async () => ({ key, count: await countPlayers(db, viewFilter(view)) }),
    [key],
  );
  return answer?.key === key ? answer.count : undefined;
}

export function usePlayersReplica(): PlayersReplica | undefined {
  return useLiveQuery(async () => playersReplica(db), []);
}

/** Titles of the shown players' last tournaments, in the script, when replicated. */
export function useTournamentTitles(
  ids: readonly number[],
  script: NameScript,
): ReadonlyMap<number, string> {
  const key = ids.join(',');
  const titles = useLiveQuery(
    async () => tournamentTitles(db, key ? key.split(',').map(Number) : []),
    [key],
  );
  return useMemo(() => {
    const out = new Map<number, string>();
    for (const [id, title] of titles ?? []) out.set(id, titleIn(title, script));
    return out;
  }, [titles, script]);
}
