import type { LocationNode } from '@domain/location/location-tree';

/** A location as the API serves it: the node of the country > region > city tree. */
export type LocationItem = LocationNode;

/** A location with how many players (or tournaments) it holds, its descendants included. */
export interface LocationUsage extends LocationItem {
  count: number;
}
