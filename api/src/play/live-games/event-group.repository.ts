import type { EntityManager } from '@mikro-orm/knex';
import { isPostgres } from '../../common/sql/db-values';
import type { LoggedEvent } from './game-log';
import { eventRowOf, appendEvents } from './live-game-events.repository';
import { writeSummary, type GameSummary } from './live-game.repository';

/** One game's next event and the summary it leaves, to be made durable. */
export interface EventWrite {
  gameId: number;
  event: LoggedEvent;
  summary: GameSummary;
}

/**
 * Several games' next events and their summaries, all or nothing. On PostgreSQL one statement
 * (the insert in a WITH, the summaries' update from a VALUES list): one round trip, committed by
 * itself. Elsewhere one transaction of an insert and an update a game. A taken key throws
 * MikroORM's UniqueConstraintViolationException, and nothing is written.
 */
export async function writeEventGroup(
  em: EntityManager,
  writes: readonly EventWrite[],
): Promise<void> {
  if (!isPostgres(em)) {
    await em.fork().transactional(async (trx) => {
      await appendEvents(trx, writes);
      for (const { gameId, summary } of writes) await writeSummary(trx, gameId, summary);
    });
    return;
  }
  // the insert written out, its columns the typed row's: knex's builder quoted every column of
  // every row again, a large share of what the server allocates under load
  const rows = writes.map(({ gameId, event }) => eventRowOf(gameId, event));
  const columns = Object.keys(rows[0]) as (keyof (typeof rows)[number])[];
  const row = `(${columns.map(() => '?').join(', ')})`;
  const insert = `insert into live_game_event (${columns.join(', ')}) values ${rows.map(() => row).join(', ')}`;
  const values = writes.map(() => '(?::int, ?, ?::int, ?::int, ?, ?, ?::timestamptz)').join(', ');
  const summaries = writes.flatMap(({ gameId, summary: s }) => [
    gameId,
    s.phase,
    s.seq,
    s.moveCount,
    s.result,
    s.endReason,
    s.finishedAt === null ? null : new Date(s.finishedAt),
  ]);
  try {
    await em
      .getKnex()
      .raw(
        `with inserted as (${insert}) update live_game as g set phase = v.phase, seq = v.seq, ` +
          `move_count = v.move_count, result = v.result, end_reason = v.end_reason, ` +
          `finished_at = v.finished_at from (values ${values}) ` +
          `as v(id, phase, seq, move_count, result, end_reason, finished_at) where g.id = v.id`,
        [...rows.flatMap((event) => columns.map((column) => event[column])), ...summaries],
      );
  } catch (error) {
    throw em.getDriver().convertException(error as Error);
  }
}
