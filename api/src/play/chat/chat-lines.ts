import type { EntityManager } from '@mikro-orm/knex';
import type { ChatEvent, ChatLine } from '@sync/contract/play';
import { dbDate, insertedId } from '../../common/sql/db-values';
import { knexOf } from '../../common/sql/knex-of';

interface ChatRow {
  id: number;
  user_id: number | null;
  name: string;
  text: string;
  move_number: number;
  created_at: Date | string | number;
  event: string | null;
}

/** A line to store: a player's or observer's words, or the server's line for an event. */
export interface NewChatLine {
  gameId: number;
  userId: number | null;
  name: string;
  text: string;
  moveNumber: number;
  at: number;
  event?: ChatEvent;
}

export async function readChat(em: EntityManager, gameId: number): Promise<ChatLine[]> {
  const rows = (await knexOf(em)('live_game_chat')
    .select('id', 'user_id', 'name', 'text', 'move_number', 'created_at', 'event')
    .where({ game_id: gameId })
    .orderBy('id')) as ChatRow[];
  return rows.map(chatLineOf);
}

/** Stores a line within the caller's transaction and answers it as sent to the players. */
export async function insertChatLine(em: EntityManager, line: NewChatLine): Promise<ChatLine> {
  const row = {
    game_id: line.gameId,
    user_id: line.userId,
    name: line.name,
    text: line.text,
    move_number: line.moveNumber,
    created_at: dbDate(em, line.at),
    event: line.event ?? null,
  };
  const rows: unknown[] = await knexOf(em)('live_game_chat').insert(row).returning('id');
  return chatLineOf({ ...row, id: insertedId(rows), created_at: line.at });
}

function chatLineOf(row: ChatRow): ChatLine {
  const line: ChatLine = {
    id: Number(row.id),
    userId: row.user_id === null ? 0 : Number(row.user_id),
    name: row.name,
    text: row.text,
    moveNumber: Number(row.move_number),
    at: new Date(row.created_at).toISOString(),
  };
  return row.event === null ? line : { ...line, event: row.event as ChatEvent };
}
