import type { LocationKind } from '@domain/location/location-tree';

export interface LocationItem {
  id: number;
  parentId: number | null;
  kind: LocationKind;
  name: string;
  nameLatin: string;
  code: string | null;
}

/** A location with how many players (or tournaments) it holds, its descendants included. */
export interface LocationUsage extends LocationItem {
  count: number;
}
