import type { EntityManager } from '@mikro-orm/knex';
import type { PlayColour } from '@domain/play/types';
import { tableOf } from '../../common/sql/knex-of';
import type { LiveGameEventRow } from '../../common/sql/tables';
import type { LoggedEvent } from './game-log';

/*
 * The SQL of `live_game_event`, a game's log: one row per accepted action, unique by
 * (game_id, seq) and by (game_id, actor, client_seq). Those keys are the authority over a game
 * across instances: a second event of the same step, or a resend, fails its insert.
 */

const EVENT_COLUMNS = [
  'seq',
  'kind',
  'actor',
  'client_seq',
  'payload',
  'at_ms',
] as const satisfies readonly (keyof LiveGameEventRow)[];

type EventRow = Pick<LiveGameEventRow, (typeof EVENT_COLUMNS)[number]>;

/** The game's events after `afterSeq`, in order. */
export async function readEventsAfter(
  em: EntityManager,
  gameId: number,
  afterSeq: number,
): Promise<LoggedEvent[]> {
  const rows: EventRow[] = await tableOf(em, 'live_game_event')
    .select(...EVENT_COLUMNS)
    .where({ game_id: gameId } satisfies Partial<LiveGameEventRow>)
    .andWhere('seq', '>', afterSeq)
    .orderBy('seq');
  return rows.map(loggedEventOf);
}

/** Whether the player's action with this clientSeq is logged already (a resend). */
export async function hasClientSeq(
  em: EntityManager,
  gameId: number,
  actor: PlayColour,
  clientSeq: number,
): Promise<boolean> {
  const row = await tableOf(em, 'live_game_event')
    .first('seq')
    .where({ game_id: gameId, actor, client_seq: clientSeq } satisfies Partial<LiveGameEventRow>);
  return row !== undefined;
}

/**
 * Logs the event as the game's next step; within the caller's transaction, with the game's
 * summary (live-game.repository.ts). A taken (game, seq) or (game, actor, clientSeq) throws
 * MikroORM's UniqueConstraintViolationException.
 */
export async function appendEvent(
  em: EntityManager,
  gameId: number,
  event: Omit<LoggedEvent, 'payload'> & { payload: object },
): Promise<void> {
  await appendEvents(em, [{ gameId, event }]);
}

/** Several games' events in one statement (a group commit), refused by appendEvent's keys. */
export async function appendEvents(
  em: EntityManager,
  events: readonly { gameId: number; event: Omit<LoggedEvent, 'payload'> & { payload: object } }[],
): Promise<void> {
  const rows = events.map(({ gameId, event }) => eventRowOf(gameId, event));
  try {
    await tableOf(em, 'live_game_event').insert(rows);
  } catch (error) {
    // knex's own error, as the ORM's: a taken key is a UniqueConstraintViolationException
    throw em.getDriver().convertException(error as Error);
  }
}

/** The row an event is stored as. */
export function eventRowOf(
  gameId: number,
  event: Omit<LoggedEvent, 'payload'> & { payload: object },
): Omit<LiveGameEventRow, 'id'> {
  return {
    game_id: gameId,
    seq: event.seq,
    kind: event.kind,
    actor: event.actor,
    client_seq: event.clientSeq,
    payload: JSON.stringify(event.payload),
    at_ms: event.at,
  };
}

function loggedEventOf(row: EventRow): LoggedEvent {
  return {
    seq: Number(row.seq),
    kind: row.kind,
    actor: row.actor,
    clientSeq: row.client_seq === null ? null : Number(row.client_seq),
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    at: Number(row.at_ms),
  };
}
