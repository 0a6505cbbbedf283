import type { EntityManager } from '@mikro-orm/knex';
import type { ChallengeSettings, TimeClass } from '@sync/contract/play';
import type { FlowEvent } from '@domain/play/game-flow';
import type { PlayColour } from '@domain/play/types';
import { knexOf } from '../../common/sql/knex-of';

/** The kind of a game's first event; every other kind is one of domain/play's FlowEvent kinds. */
export const START_EVENT = 'start';

/** What a game is beyond its events: who plays, the settings, when it began. */
export interface GameMeta {
  id: number;
  blackId: number | null;
  whiteId: number | null;
  settings: ChallengeSettings;
  timeClass: TimeClass;
  ranked: boolean;
  startedAt: number;
}

export interface LoggedEvent {
  seq: number;
  kind: string;
  actor: PlayColour | null;
  clientSeq: number | null;
  payload: Record<string, unknown>;
  at: number;
}

interface GameRow {
  id: number;
  black_id: number | null;
  white_id: number | null;
  settings: string;
  time_class: TimeClass;
  ranked: boolean | number;
  started_at: Date | string | number;
}

interface EventRow {
  seq: number;
  kind: string;
  actor: PlayColour | null;
  client_seq: number | string | null;
  payload: string;
  at_ms: number | string;
}

export async function readGameMeta(em: EntityManager, gameId: number): Promise<GameMeta | null> {
  const row = (await knexOf(em)('live_game')
    .select('id', 'black_id', 'white_id', 'settings', 'time_class', 'ranked', 'started_at')
    .where({ id: gameId })
    .first()) as GameRow | undefined;
  if (!row) return null;
  return {
    id: Number(row.id),
    blackId: row.black_id === null ? null : Number(row.black_id),
    whiteId: row.white_id === null ? null : Number(row.white_id),
    settings: JSON.parse(row.settings) as ChallengeSettings,
    timeClass: row.time_class,
    ranked: Boolean(row.ranked),
    startedAt: new Date(row.started_at).getTime(),
  };
}

export async function readEventsAfter(
  em: EntityManager,
  gameId: number,
  afterSeq: number,
): Promise<LoggedEvent[]> {
  const rows = (await knexOf(em)('live_game_event')
    .select('seq', 'kind', 'actor', 'client_seq', 'payload', 'at_ms')
    .where({ game_id: gameId })
    .andWhere('seq', '>', afterSeq)
    .orderBy('seq')) as EventRow[];
  return rows.map((row) => ({
    seq: Number(row.seq),
    kind: row.kind,
    actor: row.actor,
    clientSeq: row.client_seq === null ? null : Number(row.client_seq),
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    at: Number(row.at_ms),
  }));
}

export async function hasClientSeq(
  em: EntityManager,
  gameId: number,
  actor: PlayColour,
  clientSeq: number,
): Promise<boolean> {
  const row: unknown = await knexOf(em)('live_game_event')
    .select('seq')
    .where({ game_id: gameId, actor, client_seq: clientSeq })
    .first();
  return row !== undefined;
}

export async function appendEvent(
  em: EntityManager,
  gameId: number,
  event: Omit<LoggedEvent, 'payload'> & { payload: object },
): Promise<void> {
  await knexOf(em)('live_game_event').insert({
    game_id: gameId,
    seq: event.seq,
    kind: event.kind,
    actor: event.actor,
    client_seq: event.clientSeq,
    payload: JSON.stringify(event.payload),
    at_ms: event.at,
  });
}

/** The event as the game's fold reads it; null for the start, which is not a step. */
export function toFlowEvent(event: LoggedEvent): FlowEvent | null {
  if (event.kind === START_EVENT) return null;
  return { ...event.payload, kind: event.kind, actor: event.actor, at: event.at } as FlowEvent;
}
