import type { EntityManager } from '@mikro-orm/knex';
import { fetchFirst } from '../common/sql/rows';
import type { BroadcastBoardRow, BroadcastRow } from './broadcast.entities';

/**
 * The tournament's game row a finished board is: same tournament and round, the same two
 * players in either colour order (a pairing file may have them the other way round). Null when
 * the broadcast names no tournament or round, or a player is not known.
 */
export async function tournamentGameOf(
  em: EntityManager,
  broadcast: Pick<BroadcastRow, 'tournamentId' | 'round'>,
  board: Pick<BroadcastBoardRow, 'blackPlayerId' | 'whitePlayerId'>,
): Promise<number | null> {
  const { tournamentId, round } = broadcast;
  const { blackPlayerId: black, whitePlayerId: white } = board;
  if (tournamentId === null || round === null || black === null || white === null) return null;
  const row = await fetchFirst<{ id: number }>(
    em
      .getKnex()('game')
      .select('id')
      .where({ tournament_id: tournamentId, round })
      .whereRaw('((black_id = ? and white_id = ?) or (black_id = ? and white_id = ?))', [
        black,
        white,
        white,
        black,
      ])
      .orderBy('id'),
  );
  return row ? Number(row.id) : null;
}
