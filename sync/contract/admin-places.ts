import type { LocationKind } from '@domain/location/location-tree';
import type { SuggestionReason } from '@domain/location/place-match';
import type { LocationItem } from './locations';

/** Places (issue 16): imported place texts that matched no city, and the cities themselves. */

/** The likely place of an unmatched text, and why it is suggested. */
export interface PlaceSuggestionItem {
  location: LocationItem;
  /** name: same normalised name; transliteration: same in Latin letters; similar: a few typos */
  reason: SuggestionReason;
}

/** A tournament whose imported place text matched no city. */
export interface UnmatchedTournament {
  id: number;
  title: string;
  titleLatin: string;
  startDate: string;
  locationText: string;
  /** the country the row is placed in meanwhile, null when the file named none */
  country: LocationItem | null;
}

/** A player whose imported place text matched no city. */
export interface UnmatchedPlayer {
  id: number;
  lastName: string;
  firstName: string;
  lastNameLatin: string;
  firstNameLatin: string;
  locationText: string;
  country: LocationItem | null;
}

/** The rows that share one raw place text, with the place suggested for all of them. */
export interface UnmatchedPlaceGroup<Row> {
  text: string;
  suggestion: PlaceSuggestionItem | null;
  rows: Row[];
}

/** GET /admin/tournaments/locations and GET /admin/players/locations. */
export interface UnmatchedPlaces<Row> {
  groups: UnmatchedPlaceGroup<Row>[];
  /** the number of rows over all groups */
  total: number;
}

/** PATCH /admin/tournaments/locations/by-text (and /admin/players/…): every row with `text`. */
export interface PlaceTextFix {
  text: string;
  location: number;
}

/** The answer of a place fix: how many rows now have the place. */
export interface PlaceFixResult {
  updated: number;
  location: LocationItem;
}

/** POST /admin/locations: a region under a country, or a city under a country or a region. */
export interface LocationCreate {
  kind: Exclude<LocationKind, 'country'>;
  parentId: number;
  /** Russian (Cyrillic) name */
  name: string;
  /** English (Latin) name */
  nameLatin: string;
}

/** PATCH /admin/locations/{id}: the name in one or both languages (ru = name, en = nameLatin). */
export interface LocationRename {
  name?: string;
  nameLatin?: string;
}

/** What points at a location: GET /admin/locations/{id}/usage, and what a merge moved. */
export interface LocationUsageCounts {
  players: number;
  tournaments: number;
  accounts: number;
  /** cities of a region */
  children: number;
}

/** POST /admin/locations/{id}/merge/{into}: the duplicate is gone, its rows moved over. */
export interface LocationMergeResult {
  into: LocationItem;
  moved: LocationUsageCounts;
}
