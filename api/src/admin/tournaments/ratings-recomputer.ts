import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/knex';
import {
  recomputeRatings,
  type RecomputeOptions,
  type RecomputeReport,
} from '../../rating/recompute/recompute-ratings';

/**
 * The whole-history ratings recompute as a provider, so that tests can hold it back or make it
 * fail (the change it made is then rolled back: it is one transaction).
 */
@Injectable()
export class RatingsRecomputer {
  run(em: EntityManager, options: RecomputeOptions): Promise<RecomputeReport> {
    return recomputeRatings(em, options);
  }
}
