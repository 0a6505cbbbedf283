import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { activeSince } from '@sync/contract/players';
import { AnswerCache } from '../common/cache/answer-cache';
import { readDataRevision } from '../sync/data-revision';
import type { PlayersQueryDto } from './dto/players-query.dto';
import type { JsonAnswer } from './json-answer';
import { PlayersService } from './players.service';

/** Lists kept per data revision (each at most 200 players, about 150 KB). */
const CAPACITY = 64;

/** Tags of this process: a new server may answer the same revision differently. */
const BOOT = Date.now().toString(36);

/**
 * The query's own parameters in a fixed order; `active` counts from today, so the day it starts
 * from is part of it.
 */
export function listKey(query: PlayersQueryDto, now: Date): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (query.active !== undefined) entries.push(['since', activeSince(query.active, now)]);
  return JSON.stringify(entries);
}

/**
 * GET /players answers as JSON, kept per (data revision, query) until the revision moves: a
 * request costs one read of the counter when its list is known. The tag names the revision, so a
 * client holding the list gets 304 until the data changes.
 */
@Injectable()
export class PlayersListAnswers {
  private readonly answers = new AnswerCache<JsonAnswer>(CAPACITY);

  constructor(
    private readonly em: EntityManager,
    private readonly players: PlayersService,
  ) {}

  async get(query: PlayersQueryDto): Promise<JsonAnswer> {
    // Read first, so that nothing is kept under a revision older than the data it was read from.
    const revision = String(await readDataRevision(this.em));
    const key = listKey(query, new Date());
    return this.answers.get(revision, key, async () => {
      const page = await this.players.list(query);
      const since = query.active === undefined ? '' : `.${activeSince(query.active, new Date())}`;
      return { body: Buffer.from(JSON.stringify(page)), etag: `W/"${BOOT}.${revision}${since}"` };
    });
  }
}
