import type { RatingSystemId } from '@domain/rating/types';
import { normalizeName } from '@domain/text/normalize-name';
import { RATING_FIELDS, ratingOf } from '@sync/rating-of';
import type { StoredPlayer } from '@pwa/lib/db';

/** The columns the players list sorts by. */
export const PLAYER_SORT_KEYS = [
  'id',
  'name',
  'rating',
  'deviation',
  'rank',
  'country',
  'city',
  'startDate',
  'lastUpdate',
  'lastTournament',
] as const;
export type PlayerSortKey = (typeof PLAYER_SORT_KEYS)[number];

export type SortDirection = 'asc' | 'desc';

/** Which spelling of names the list shows and sorts by. */
import type { NameScript } from '@domain/format/names';

export type { NameScript };

export interface PlayerSort {
  key: PlayerSortKey;
  direction: SortDirection;
  /** names and place names sorted in this script (default cyrillic) */
  script?: NameScript;
}

export interface PlayerFilter {
  /** whose rating and deviation the range filters and sorts use (default rgf) */
  federation?: RatingSystemId;
  minRating?: number | null;
  maxRating?: number | null;
  minDeviation?: number | null;
  maxDeviation?: number | null;
  /** a player matches if any term matches */
  names?: readonly string[];
  /** location ids; a player matches if any of them is on the player's location path */
  locations?: readonly number[];
  /** YYYY-MM-DD: only players whose last tournament started on or after it */
  activeSince?: string | null;
}

export interface PlayerQueryResult {
  players: StoredPlayer[];
  /** more players match than `limit` */
  hasMore: boolean;
}

/** The indexed columns of the players table a range filter or a sort can use. */
export type PlayerIndex =
  | 'rgfRating'
  | 'rgfDeviation'
  | 'egfRating'
  | 'glickoRating'
  | 'glickoDeviation'
  | 'rankScore'
  | 'startDate'
  | 'lastUpdate'
  | 'lastTournamentDate';

/** The compound indexes of the Name sort: last name, then first name, in a script. */
export type NameIndex = '[lastName+firstName]' | '[lastNameLatin+firstNameLatin]';

/** The index a sort walks. */
export type SortIndex = PlayerIndex | NameIndex;

/** A sort key as IndexedDB orders it (a name is [last name, first name]). */
export type SortValue = number | string | [string, string];

export function ratingIndex(federation: RatingSystemId): PlayerIndex {
  return RATING_FIELDS[federation].rating;
}

/** null where the system has no deviation (egf). */
export function deviationIndex(federation: RatingSystemId): PlayerIndex | null {
  return RATING_FIELDS[federation].deviation;
}

export function playerRating(player: StoredPlayer, federation: RatingSystemId): number | null {
  return ratingOf(player, federation)?.rating ?? null;
}

export function playerDeviation(player: StoredPlayer, federation: RatingSystemId): number | null {
  const field = RATING_FIELDS[federation].deviation;
  return field ? player[field] : null;
}

/** The index a sort walks; country and city are sorted through the locations instead. */
export function sortIndex(sort: PlayerSort, federation: RatingSystemId): SortIndex | null {
  switch (sort.key) {
    case 'rating':
      return ratingIndex(federation);
    case 'deviation':
      return deviationIndex(federation);
    case 'rank':
      return 'rankScore';
    case 'name':
      return (sort.script ?? 'cyrillic') === 'cyrillic'
        ? '[lastName+firstName]'
        : '[lastNameLatin+firstNameLatin]';
    case 'startDate':
      return 'startDate';
    case 'lastUpdate':
      return 'lastUpdate';
    case 'lastTournament':
      return 'lastTournamentDate';
    default:
      return null;
  }
}

/**
 * The value of an indexed column as IndexedDB orders it, or null when the player has none
 * (null is not a key; a rank score of 0 means no declared rank).
 */
export function indexValue(player: StoredPlayer, index: SortIndex): SortValue | null {
  if (index === '[lastName+firstName]' || index === '[lastNameLatin+firstNameLatin]') {
    const [last, first] =
      index === '[lastName+firstName]'
        ? [player.lastName, player.firstName]
        : [player.lastNameLatin, player.firstNameLatin];
    return typeof last === 'string' && typeof first === 'string' ? [last, first] : null;
  }
  const value = player[index];
  if (index === 'rankScore') return typeof value === 'number' && value > 0 ? value : null;
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

export interface NameTerm {
  /** the whole term, normalised */
  text: string;
  /** its longest word: candidates are the players with a name word starting with it */
  longestWord: string;
  /**
   * words some name word must start with for the term to match: the longest one and every word
   * after the first (a search text holding 'a b c' has words 'b' and 'c...')
   */
  prefixWords: string[];
}

/** Name filter terms, normalised; empty ones dropped, repeats merged. */
export function nameTerms(names: readonly string[] | undefined): NameTerm[] {
  const texts = new Set((names ?? []).map(normalizeName).filter(Boolean));
  return [...texts].map((text) => {
    const words = text.split(' ');
    const longestWord = words.reduce((a, b) => (b.length > a.length ? b : a), '');
    return { text, longestWord, prefixWords: [...new Set([longestWord, ...words.slice(1)])] };
  });
}

export interface RangeFilter {
  index: PlayerIndex;
  /** numbers for ratings and deviations, YYYY-MM-DD for dates */
  min: number | string | null;
  max: number | string | null;
}

function isSet(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The rating and deviation range filters that are set, on the federation's columns. */
export function rangeFilters(filter: PlayerFilter): RangeFilter[] {
  const federation = filter.federation ?? 'rgf';
  const ranges: RangeFilter[] = [];
  if (isSet(filter.minRating) || isSet(filter.maxRating)) {
    ranges.push({
      index: ratingIndex(federation),
      min: isSet(filter.minRating) ? filter.minRating : null,
      max: isSet(filter.maxRating) ? filter.maxRating : null,
    });
  }
  const deviation = deviationIndex(federation);
  if (deviation && (isSet(filter.minDeviation) || isSet(filter.maxDeviation))) {
    ranges.push({
      index: deviation,
      min: isSet(filter.minDeviation) ? filter.minDeviation : null,
      max: isSet(filter.maxDeviation) ? filter.maxDeviation : null,
    });
  }
  if (filter.activeSince) {
    ranges.push({ index: 'lastTournamentDate', min: filter.activeSince, max: null });
  }
  return ranges;
}

function inRange(value: unknown, range: RangeFilter): boolean {
  if (typeof value !== 'number' && typeof value !== 'string') return false;
  const { min, max } = range;
  if (min !== null && (typeof min !== typeof value || value < min)) return false;
  return max === null || (typeof max === typeof value && value <= max);
}

function matchesTerm(player: StoredPlayer, term: NameTerm): boolean {
  return (
    player.nameWords.some((word) => word.startsWith(term.longestWord)) &&
    player.searchText.includes(term.text)
  );
}

/** Whether a player passes the whole filter: the rule the index reads only narrow down to. */
export function playerMatches(
  player: StoredPlayer,
  ranges: readonly RangeFilter[],
  terms: readonly NameTerm[],
  locations: ReadonlySet<number>,
): boolean {
  return (
    ranges.every((range) => inRange(player[range.index], range)) &&
    (terms.length === 0 || terms.some((term) => matchesTerm(player, term))) &&
    (locations.size === 0 || player.locationPath.some((id) => locations.has(id)))
  );
}
