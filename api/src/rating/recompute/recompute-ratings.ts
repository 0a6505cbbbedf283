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

/** Where a recompute is: its phase and how far through it (0..1). */
export interface RecomputeProgress {
  phase: 'load' | 'compute' | 'write';
  fraction: number;
}

export interface RecomputeOptions {
  /** Runs first inside the transaction, e.g. to mark a tournament ended so that it counts. */
  prepare?: (em: EntityManager) => Promise<void>;
  /** Told as the work advances; the last call ('write', 1) comes before the commit. */
  onProgress?: (progress: RecomputeProgress) => void;
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
export async function recomputeRatings(
  em: EntityManager,
  options: RecomputeOptions = {},
): Promise<RecomputeReport> {
  const started = performance.now();
  const report = options.onProgress ?? (() => undefined);
  return em.transactional(async (tem) => {
    await options.prepare?.(tem);
    const knex = knexOf(tem);
    report({ phase: 'load', fraction: 0 });
    const [inputs, loadMs] = await timed(() => loadRatingInputs(knex));
    const computeStarted = performance.now();
    const results = {} as Record<RatingSystemId, HistoryResult>;
    let games = 0;
    let tournaments = 0;
    let entries = 0;
    for (const [index, federation] of RATING_SYSTEM_IDS.entries()) {
      report({ phase: 'compute', fraction: index / RATING_SYSTEM_IDS.length });
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
    report({ phase: 'write', fraction: 0 });
    const [[written, playersChanged], writeMs] = await timed(async () => {
      const tournamentsWritten = await writeTournamentRatings(knex, results, inputs);
      report({ phase: 'write', fraction: 0.5 });
      return [
        tournamentsWritten,
        await writeCurrentRatings(tem, knex, results, inputs.lastTournament),
      ] as const;
    });
    report({ phase: 'write', fraction: 1 });
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
