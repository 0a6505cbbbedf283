import { formatPercent } from '@domain/format';
import type { LocationCount, RankCount, TournamentsStatistics } from '@sync/contract/statistics';

/** Tournaments and games of every year from the first to the last, years without any as 0. */
export function everyYear(byYear: TournamentsStatistics['byYear']): {
  years: number[];
  tournaments: number[];
  games: number[];
} {
  const out = { years: [] as number[], tournaments: [] as number[], games: [] as number[] };
  if (byYear.length === 0) return out;
  const known = new Map(byYear.map((row) => [row.year, row]));
  const first = Math.min(...known.keys());
  const last = Math.max(...known.keys());
  for (let year = first; year <= last; year += 1) {
    const row = known.get(year);
    out.years.push(year);
    out.tournaments.push(row?.tournaments ?? 0);
    out.games.push(row?.games ?? 0);
  }
  return out;
}

/** Ranks from the weakest to the strongest (the API's order, made sure of). */
export function weakestFirst(byRank: readonly RankCount[]): RankCount[] {
  return [...byRank].sort((a, b) => a.sortKey - b.sortKey);
}

/** The places with the most players first; ties by id, as the API orders them. */
export function largestFirst(places: readonly LocationCount[]): LocationCount[] {
  return [...places].sort((a, b) => b.count - a.count || a.id - b.id);
}

export interface Slice {
  label: string;
  value: number;
  /** of the total, 0..1 */
  share: number;
}

/** A pie's slices: the parts with a value, each with its share of the total. */
export function slices(parts: ReadonlyArray<{ label: string; value: number }>): Slice[] {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  if (total === 0) return [];
  return parts
    .filter((part) => part.value > 0)
    .map((part) => ({ ...part, share: part.value / total }));
}

/**
 * Which category labels an axis can show without overlapping: every `step`-th, where each label
 * needs `labelWidth` pixels of the `axisWidth` available.
 */
export function labelStep(count: number, axisWidth: number, labelWidth: number): number {
  if (count <= 0 || axisWidth <= 0) return 1;
  return Math.max(1, Math.ceil((count * labelWidth) / axisWidth));
}

/**
 * A share as a whole percent in the reader's language, with one decimal when it would round to 0
 * ('0.3%'), and '<0.1%' below that.
 */
export function percent(share: number, language: string): string {
  const value = share * 100;
  return formatPercent(share, value > 0 && value < 0.5 ? 1 : 0, language);
}

/** A label cut short with '…' to fit `width`, as `measure` (pixels of a text) tells. */
export function fitLabel(label: string, width: number, measure: (text: string) => number): string {
  if (measure(label) <= width) return label;
  let low = 0;
  let high = label.length;
  // the longest prefix that fits with the ellipsis
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${label.slice(0, middle)}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${label.slice(0, low).trimEnd()}…`;
}
