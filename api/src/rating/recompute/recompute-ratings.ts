import type { EntityManager } from '@mikro-orm/knex';
import { computeRatingHistory, type HistoryResult } from '@domain/rating/history';
import { getRatingSystem, RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { knexOf } from '../../common/sql/knex-of';
import { loadRatingEvents } from './load-rating-events';
import { writeCurrentRatings } from './write-current-ratings';
import { writeRatingHistory } from './write-rating-history';

export interface RecomputeReport {
  games: number;
  tournaments: number;
  entries: number;
  playersChanged: number;
  /** Time spent in the rating formulas alone, and in the whole run (reads and writes included). */
  computeMs: number;
  totalMs: number;
}

/**
 * Recomputes every federation's ratings from scratch, in date order, in one transaction:
 * deterministic, so running it twice changes nothing the second time.
 */
export async function recomputeRatings(em: EntityManager): Promise<RecomputeReport> {
  const started = performance.now();
  return em.transactional(async (tem) => {
    const knex = knexOf(tem);
    const report: RecomputeReport = { games: 0, tournaments: 0, entries: 0, playersChanged: 0, computeMs: 0, totalMs: 0 };
    const results = {} as Record<RatingSystemId, HistoryResult>;
    for (const federation of RATING_SYSTEM_IDS) {
      const events = await loadRatingEvents(knex, federation);
      const computeStarted = performance.now();
      const result = computeRatingHistory(getRatingSystem(federation), events);
      report.computeMs += performance.now() - computeStarted;
      for (const event of events) {
        if (event.kind !== 'tournament') continue;
        report.tournaments += 1;
        report.games += event.games.length;
      }
      report.entries += result.entries.length;
      await writeRatingHistory(knex, federation, result);
      results[federation] = result;
    }
    report.playersChanged = await writeCurrentRatings(tem, knex, results);
    report.totalMs = performance.now() - started;
    return report;
  });
}
