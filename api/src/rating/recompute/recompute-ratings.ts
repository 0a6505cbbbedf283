import type { EntityManager } from '@mikro-orm/knex';
import { computeRatingHistory, type HistoryResult } from '@domain/rating/history';
import { RATING_SYSTEM_IDS, ratingSystemAt } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { knexOf } from '../../common/sql/knex-of';
import { loadRatingInputs } from './load-rating-inputs';
import { writeCurrentRatings } from './write-current-ratings';
import { writeTournamentRatings } from './write-tournament-ratings';

export interface RecomputeReport {
  games: number;
  tournaments: number;
  entries: number;
  /** Tournaments whose stored ratings were rewritten, players whose current ratings changed. */
  tournamentsRewritten: number;
  playersChanged: number;
  /** Where the time went: reading, the rating formulas, writing; and in all. */
  loadMs: number;
  computeMs: number;
  writeMs: number;
  totalMs: number;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/**
 * Recomputes every federation's ratings from scratch, in date order, in one transaction.
 * Deterministic: running it twice writes nothing the second time.
 */
export async function recomputeRatings(em: EntityManager): Promise<RecomputeReport> {
  const started = performance.now();
  return em.transactional(async (tem) => {
    const knex = knexOf(tem);
    const [inputs, loadMs] = await timed(() => loadRatingInputs(knex));
    const computeStarted = performance.now();
    const results = {} as Record<RatingSystemId, HistoryResult>;
    let games = 0;
    let tournaments = 0;
    let entries = 0;
    for (const federation of RATING_SYSTEM_IDS) {
      const events = inputs.events[federation];
      // each tournament with the formula in force on its date (egf changed in 2021)
      const systemAt = (date: number) => ratingSystemAt(federation, date);
      results[federation] = computeRatingHistory(systemAt, events);
      entries += results[federation].entries.length;
      for (const event of events) {
        if (event.kind !== 'tournament') continue;
        tournaments += 1;
        games += event.games.length;
      }
    }
    const computeMs = performance.now() - computeStarted;
    const [[written, playersChanged], writeMs] = await timed(
      async () =>
        [
          await writeTournamentRatings(knex, results, inputs),
          await writeCurrentRatings(tem, knex, results, inputs.lastTournament),
        ] as const,
    );
    return {
      games,
      tournaments,
      entries,
      tournamentsRewritten: written.rewritten + written.cleared,
      playersChanged,
      loadMs,
      computeMs,
      writeMs,
      totalMs: performance.now() - started,
    };
  });
}
