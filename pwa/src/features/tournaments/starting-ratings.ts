import { useLiveQuery } from 'dexie-react-hooks';
import { isRatingSystemId } from '@domain/rating/systems';
import type { TournamentDetail, TournamentStanding } from '@sync/contract/tournaments';
import { ratingOf, type CurrentRatings } from '@sync/rating-of';
import { db } from '@pwa/lib/db';

/** Where a rating shown as a player's starting rating comes from. */
export type StartingSource = 'before' | 'declared' | 'current';

export interface StartingRating {
  rating: number;
  source: StartingSource;
}

/**
 * A player's rating at the start of the tournament: the computed rating before it, else the one
 * declared at registration, else (a tournament not rated yet) the player's current rating.
 */
export function startingRating(
  standing: Pick<TournamentStanding, 'ratingBefore' | 'declaredRating'>,
  current: number | undefined,
): StartingRating | null {
  if (standing.ratingBefore !== null) return { rating: standing.ratingBefore, source: 'before' };
  if (standing.declaredRating !== null)
    return { rating: standing.declaredRating, source: 'declared' };
  return current === undefined ? null : { rating: current, source: 'current' };
}

/** The current ratings of the players of a tournament not rated yet, in its rating system. */
export function currentRatings(
  players: ReadonlyArray<(CurrentRatings & { id: number }) | undefined>,
  federation: string,
): Map<number, number> {
  const ratings = new Map<number, number>();
  if (!isRatingSystemId(federation)) return ratings;
  for (const player of players) {
    const current = player && ratingOf(player, federation);
    if (player && current) ratings.set(player.id, current.rating);
  }
  return ratings;
}

const NONE: ReadonlyMap<number, number> = new Map();

/**
 * The replicated players' current ratings for a tournament in progress (its ratings are computed
 * when it ends); none for an ended tournament, whose ratings before are the starting ones.
 */
export function useCurrentRatings(detail: TournamentDetail): ReadonlyMap<number, number> {
  const pending = detail.status !== 'ended';
  const ids = detail.standings.map((standing) => standing.player.id);
  const key = pending ? ids.join(',') : '';
  return (
    useLiveQuery(
      async () =>
        pending ? currentRatings(await db.players.bulkGet(ids), detail.federation) : NONE,
      [key, detail.federation],
    ) ?? NONE
  );
}
