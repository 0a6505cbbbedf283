import { normalizeName } from '../text/normalize-name';
import { transliterate } from '../text/transliterate';

/** A city (or region) a place text may name. */
export interface PlaceCandidate {
  id: number;
  name: string;
  nameLatin: string;
  /** the country the place lies in, null when none */
  countryId: number | null;
}

export type SuggestionReason = 'name' | 'transliteration' | 'similar';

export interface PlaceSuggestion {
  id: number;
  reason: SuggestionReason;
}

/** The forms a place is found by: its two names normalised, and the Cyrillic one in Latin. */
export function placeKeys(name: string, nameLatin: string): string[] {
  return unique([normalizeName(name), normalizeName(nameLatin), latinKey(name)]);
}

/** The normalised name in Latin letters ('Москва' and 'Moskva' both give 'moskva'). */
export function latinKey(text: string): string {
  return normalizeName(transliterate(text));
}

/**
 * The candidate an imported text names for sure: the same normalised name, or the same name in
 * Latin letters, among the candidates of that country. The lowest id wins among duplicates.
 */
export function matchPlace(
  text: string,
  countryId: number | null,
  candidates: readonly PlaceCandidate[],
): PlaceCandidate | null {
  const own = candidates.filter((c) => c.countryId === countryId);
  const found = suggestPlace(text, countryId, own, { similar: false });
  return found ? own.find((c) => c.id === found.id)! : null;
}

/**
 * The likely place of an unmatched text: the same normalised name first, then the same name in
 * Latin letters, then (unless `similar` is false) the nearest Latin spelling within a few typos.
 * Candidates of the text's own country come first at each step.
 */
export function suggestPlace(
  text: string,
  countryId: number | null,
  candidates: readonly PlaceCandidate[],
  options: { similar?: boolean } = {},
): PlaceSuggestion | null {
  const name = normalizeName(text);
  const latin = latinKey(text);
  if (!latin) return null;
  const ordered = [...candidates].sort(
    (a, b) => Number(b.countryId === countryId) - Number(a.countryId === countryId) || a.id - b.id,
  );
  const byName = ordered.find(
    (c) => normalizeName(c.name) === name || normalizeName(c.nameLatin) === name,
  );
  if (byName) return { id: byName.id, reason: 'name' };
  const byLatin = ordered.find((c) => placeKeys(c.name, c.nameLatin).includes(latin));
  if (byLatin) return { id: byLatin.id, reason: 'transliteration' };
  if (options.similar === false) return null;
  const allowed = allowedTypos(latin);
  let best: { candidate: PlaceCandidate; distance: number } | null = null;
  for (const candidate of ordered) {
    for (const key of placeKeys(candidate.name, candidate.nameLatin)) {
      const distance = editDistance(latin, key, allowed);
      if (distance <= allowed && (!best || distance < best.distance)) {
        best = { candidate, distance };
      }
    }
  }
  return best ? { id: best.candidate.id, reason: 'similar' } : null;
}

/** One typo per four letters, at least one and at most three. */
export function allowedTypos(key: string): number {
  return Math.min(3, Math.max(1, Math.floor(key.length / 4)));
}

/** Levenshtein distance; anything above `limit` is answered as limit + 1. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return Math.min(previous[b.length], limit + 1);
}

/** A place name an admin may type: letters, spaces, dashes, apostrophes and dots. */
export function isValidPlaceName(value: string): boolean {
  const name = value.trim();
  return name.length > 0 && name.length <= 200 && /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u.test(name);
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((v) => v !== ''))];
}
