import { LocationTree } from '@domain/location/location-tree';
import type { GoDatabase } from '@pwa/lib/db';

/** The replicated country > region > city tree, for the place filter. */
export async function loadLocationTree(db: Pick<GoDatabase, 'locations'>): Promise<LocationTree> {
  return new LocationTree(await db.locations.toArray());
}
