import { useLiveQuery } from 'dexie-react-hooks';
import type { NameScript } from '@domain/format';
import { db, type StoredTournament } from '@pwa/lib/db';
import {
  queryPinnedTournaments,
  queryTournaments,
  tournamentsReplica,
  tournamentYears,
  type TournamentFilter,
  type TournamentQueryResult,
  type TournamentsReplica,
} from './tournaments.repo';
import type { TournamentsView } from './tournaments-url';

export interface TournamentsList {
  /** the last answer; kept while a new one is computed, so the list does not flash */
  result: TournamentQueryResult | undefined;
  /** the shown answer is for other filters or a smaller limit than asked */
  pending: boolean;
}

export function viewFilter(view: TournamentsView, admin: boolean): TournamentFilter {
  return { ...view, title: view.title.trim(), admin };
}

/** The tournament list live from IndexedDB (for the public, or the admin's view): it follows the sync as pages arrive. */
export function useTournaments(
  view: TournamentsView,
  script: NameScript,
  limit: number,
  admin: boolean,
): TournamentsList {
  const filter = viewFilter(view, admin);
  const key = JSON.stringify([filter, script, limit]);
  const answer = useLiveQuery(
    async () => ({ key, result: await queryTournaments(db, filter, script, limit) }),
    [key],
  );
  return { result: answer?.result, pending: answer?.key !== key };
}

/** The pinned tournaments of the view, live from IndexedDB. */
export function usePinnedTournaments(
  view: TournamentsView,
  script: NameScript,
  admin: boolean,
): StoredTournament[] | undefined {
  const filter = viewFilter(view, admin);
  const key = JSON.stringify([filter, script]);
  return useLiveQuery(async () => queryPinnedTournaments(db, filter, script), [key]);
}

export function useTournamentsReplica(): TournamentsReplica | undefined {
  return useLiveQuery(async () => tournamentsReplica(db), []);
}

export function useTournamentYears(): { first: number; last: number } | null | undefined {
  return useLiveQuery(async () => tournamentYears(db), []);
}
