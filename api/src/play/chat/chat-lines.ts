import type { EntityManager } from '@mikro-orm/knex';
import type { ChatLine } from '@sync/contract/play';
import { knexOf } from '../../common/sql/knex-of';

interface ChatRow {
  id: number;
  user_id: number | null;
  name: string;
  text: string;
  move_number: number;
  created_at: Date | string | number;
}

export async function readChat(em: EntityManager, gameId: number): Promise<ChatLine[]> {
  const rows = (await knexOf(em)('live_game_chat')
    .select('id', 'user_id', 'name', 'text', 'move_number', 'created_at')
    .where({ game_id: gameId })
    .orderBy('id')) as ChatRow[];
  return rows.map(chatLineOf);
}

export function chatLineOf(row: ChatRow): ChatLine {
  return {
    id: Number(row.id),
    userId: row.user_id === null ? 0 : Number(row.user_id),
    name: row.name,
    text: row.text,
    moveNumber: Number(row.move_number),
    at: new Date(row.created_at).toISOString(),
  };
}
