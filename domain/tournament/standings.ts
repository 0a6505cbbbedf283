import { placesByTiebreaks, tiebreakOrder, type Tiebreaks } from './tiebreaks';

export interface StandingEntry {
  key: string;
  points: number;
  /** Tie-break: higher is placed first. */
  strength: number;
}

/**
 * Places by points, then strength, both descending; equal entries keep their input order and
 * still get distinct places. An approximation for files that do not store final places.
 */
export function placesByPoints(entries: readonly StandingEntry[]): Map<string, number> {
  const order = entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        b.entry.points - a.entry.points || b.entry.strength - a.entry.strength || a.index - b.index,
    );
  return new Map(order.map(({ entry }, i) => [entry.key, i + 1]));
}

/**
 * The standing order by tie-breaks: the players a tournament places (`placed`), by
 * `placesByTiebreaks`, then the others (withdrawn, never placed) without a place, in their order.
 */
export function standingOrder(
  players: ReadonlyArray<{ id: number; placed: boolean }>,
  scores: ReadonlyMap<number, Tiebreaks>,
): Array<{ id: number; place: number | null }> {
  const placed = placesByTiebreaks(
    players.filter((p) => p.placed).map((p) => p.id),
    scores,
    tiebreakOrder(scores.values()),
  );
  const unplaced = players.filter((p) => !p.placed).map((p) => ({ id: p.id, place: null }));
  return [...placed, ...unplaced];
}
