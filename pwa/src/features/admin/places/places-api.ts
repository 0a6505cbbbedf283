import type {
  LocationCreate,
  LocationMergeResult,
  LocationRename,
  LocationUsageCounts,
  PlaceFixResult,
  UnmatchedPlaces,
  UnmatchedPlayer,
  UnmatchedTournament,
} from '@sync/contract/admin-places';
import type { LocationItem } from '@sync/contract/locations';
import { http } from '@pwa/lib/http';

/** The admins' places API (issue 16): unmatched place texts and the cities themselves. */

export type PlaceRowKind = 'tournaments' | 'players';

export interface UnmatchedRows {
  tournaments: UnmatchedTournament;
  players: UnmatchedPlayer;
}

export function fetchUnmatched<K extends PlaceRowKind>(
  kind: K,
): Promise<UnmatchedPlaces<UnmatchedRows[K]>> {
  return http.get(`admin/${kind}/locations`).json<UnmatchedPlaces<UnmatchedRows[K]>>();
}

export function fixOne(kind: PlaceRowKind, id: number, location: number): Promise<PlaceFixResult> {
  return http.patch(`admin/${kind}/${id}/location/${location}`).json<PlaceFixResult>();
}

export function fixText(
  kind: PlaceRowKind,
  text: string,
  location: number,
): Promise<PlaceFixResult> {
  return http
    .patch(`admin/${kind}/locations/by-text`, { json: { text, location } })
    .json<PlaceFixResult>();
}

export function createLocation(input: LocationCreate): Promise<LocationItem> {
  return http.post('admin/locations', { json: input }).json<LocationItem>();
}

export function renameLocation(id: number, input: LocationRename): Promise<LocationItem> {
  return http.patch(`admin/locations/${id}`, { json: input }).json<LocationItem>();
}

export function locationUsage(id: number): Promise<LocationUsageCounts> {
  return http.get(`admin/locations/${id}/usage`).json<LocationUsageCounts>();
}

export function mergeLocation(id: number, into: number): Promise<LocationMergeResult> {
  return http.post(`admin/locations/${id}/merge/${into}`).json<LocationMergeResult>();
}
