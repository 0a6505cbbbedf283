import { useLiveQuery } from 'dexie-react-hooks';
import type { LocationTree } from '@domain/location/location-tree';
import { db } from '@pwa/lib/db';
import { loadLocationTree } from './statistics.repo';

/** The place tree live from IndexedDB (it fills in with the first sync); undefined while read. */
export function useLocationTree(): LocationTree | undefined {
  return useLiveQuery(async () => loadLocationTree(db), []);
}
