import type { EntityManager } from '@mikro-orm/knex';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { knexOf } from '../../common/sql/knex-of';
import { ChallengeEvent, type ChallengeEventKind } from './challenge-event.entity';
import { channel } from '../../common/realtime/bus';

/** A nudge: the challenge log has news (the message says nothing more). */
export const CHALLENGES_CHANNEL = channel<Record<string, never>>('challenges');

/** Any number of its own: the key of the lock that orders the log's writers. */
const LOG_LOCK_KEY = 7_346_120;

/**
 * Writes a lobby change into the log within the caller's transaction. On PostgreSQL the writers
 * take turns until their commit, so ids become visible in their order and a reader that has seen
 * id n never meets a smaller id later (SQLite writes one transaction at a time anyway). Call it
 * after the transaction's other writes, so that no writer waits for a row while holding the turn.
 */
export async function appendChallengeEvent(
  em: EntityManager,
  kind: ChallengeEventKind,
  challengeId: number,
  now: Date,
): Promise<void> {
  if (em.getPlatform() instanceof PostgreSqlPlatform) {
    await knexOf(em).raw('select pg_advisory_xact_lock(?)', [LOG_LOCK_KEY]);
  }
  await em.insert(ChallengeEvent, { kind, challengeId, createdAt: now });
}

/** The log after `afterId`, oldest first. */
export function eventsAfter(
  em: EntityManager,
  afterId: number,
  upToId = Number.MAX_SAFE_INTEGER,
): Promise<ChallengeEvent[]> {
  return em.find(
    ChallengeEvent,
    { id: { $gt: afterId, $lte: upToId } },
    { orderBy: { id: 'asc' }, disableIdentityMap: true },
  );
}

export async function lastEventId(em: EntityManager): Promise<number> {
  const [last] = await em.find(
    ChallengeEvent,
    {},
    { fields: ['id'], orderBy: { id: 'desc' }, limit: 1, disableIdentityMap: true },
  );
  return last?.id ?? 0;
}

export async function eventExists(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(ChallengeEvent, { id })) > 0;
}

/** Forgets the events written before `before`. */
export async function pruneEvents(em: EntityManager, before: Date): Promise<void> {
  await em.nativeDelete(ChallengeEvent, { createdAt: { $lt: before } });
}
