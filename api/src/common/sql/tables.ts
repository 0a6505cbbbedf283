import type { Knex } from '@mikro-orm/knex';
import type { Tables } from 'knex/types/tables';
import type { ChatEvent, EndReason, GamePhase, TimeClass } from '@sync/contract/play';
import type { PlayColour } from '@domain/play/types';

/*
 * The typed table map for knex: `knex('live_game')` (and `knexOf(em)('live_game')`) builds a
 * query whose columns are checked, so a misspelt table or column fails the type check. Each row
 * type is the table as the drivers return it (SQLite: dates as ms numbers, booleans as 0/1;
 * PostgreSQL: bigints as strings), its insert type what the code writes (`dbDate`, `dbBool`).
 * The columns follow the migrations and the entities (play/live-games/live-game.entities.ts).
 */

/** A datetime column as read: a Date (PostgreSQL), ms (SQLite) or text. */
export type DbTime = Date | string | number;
/** A datetime column as written: `dbDate(em, ms)`. */
export type DbTimeValue = Date | number;
/** A boolean column: 0/1 on SQLite. */
export type DbBool = boolean | number;
/** A bigint column: a string on PostgreSQL. */
export type DbBigint = number | string;

export interface LiveGameRow {
  id: number;
  challenge_id: number | null;
  black_id: number | null;
  white_id: number | null;
  /** ChallengeSettings as JSON */
  settings: string;
  time_class: TimeClass;
  ranked: DbBool;
  phase: GamePhase;
  seq: number;
  move_count: number;
  result: string | null;
  end_reason: EndReason | null;
  started_at: DbTime;
  finished_at: DbTime | null;
  sgf: string | null;
  offline_client_id: string | null;
}

export type LiveGameInsert = Omit<
  LiveGameRow,
  'id' | 'started_at' | 'finished_at' | 'result' | 'end_reason' | 'sgf' | 'offline_client_id'
> &
  Partial<Pick<LiveGameRow, 'result' | 'end_reason' | 'sgf' | 'offline_client_id'>> & {
    started_at: DbTimeValue;
    finished_at?: DbTimeValue | null;
  };

export interface LiveGameEventRow {
  id: DbBigint;
  game_id: number;
  seq: number;
  kind: string;
  actor: PlayColour | null;
  client_seq: DbBigint | null;
  /** the event's fields beyond kind, actor and time, as JSON */
  payload: string;
  at_ms: DbBigint;
}

export type LiveGameEventInsert = Omit<LiveGameEventRow, 'id'>;

export interface LiveGameChatRow {
  id: number;
  game_id: number;
  user_id: number | null;
  name: string;
  text: string;
  move_number: number;
  created_at: DbTime;
  event: ChatEvent | null;
}

export type LiveGameChatInsert = Omit<LiveGameChatRow, 'id' | 'created_at'> & {
  created_at: DbTimeValue;
};

declare module 'knex/types/tables' {
  interface Tables {
    live_game: Knex.CompositeTableType<LiveGameRow, LiveGameInsert, Partial<LiveGameInsert>>;
    live_game_event: Knex.CompositeTableType<LiveGameEventRow, LiveGameEventInsert>;
    live_game_chat: Knex.CompositeTableType<LiveGameChatRow, LiveGameChatInsert>;
  }
}

/** The tables of the map. */
export type TableName = keyof Tables;
