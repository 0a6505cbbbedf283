import { useLiveQuery } from 'dexie-react-hooks';
import { LocationTree } from '@domain/location/location-tree';
import { db, type GoDatabase } from './db';

/** The replicated country > region > city tree from IndexedDB (empty before the first sync). */
export async function loadLocationTree(
  database: Pick<GoDatabase, 'locations'>,
): Promise<LocationTree> {
  return new LocationTree(await database.locations.toArray());
}

/** The place tree live from IndexedDB (it fills in with the first sync); undefined while read. */
export function useLocationTree(): LocationTree | undefined {
  return useLiveQuery(async () => loadLocationTree(db), []);
}
