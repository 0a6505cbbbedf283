import { placesByTiebreaks, tiebreakOrder, type Tiebreaks } from './tiebreaks';

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
