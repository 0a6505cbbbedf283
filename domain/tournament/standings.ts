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
