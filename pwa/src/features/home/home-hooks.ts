import { useLiveQuery } from 'dexie-react-hooks';
import { db, type StoredTournament } from '@pwa/lib/db';
import { homeCounts, recentTournaments, upcomingTournaments, type HomeCounts } from './home.repo';

/** Players and tournaments on this device, live while the sync fills them. */
export function useHomeCounts(): HomeCounts | undefined {
  return useLiveQuery(async () => homeCounts(db), []);
}

export function useRecentTournaments(): StoredTournament[] | undefined {
  return useLiveQuery(async () => recentTournaments(db), []);
}

export function useUpcomingTournaments(): StoredTournament[] | undefined {
  return useLiveQuery(async () => upcomingTournaments(db), []);
}
