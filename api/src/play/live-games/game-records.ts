import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { ApiError } from '../../common/errors/api-error';
import { knexOf } from '../../common/sql/knex-of';

/** A finished live game's SGF, written when it ended. */
@Injectable()
export class GameRecords {
  constructor(private readonly em: EntityManager) {}

  async sgf(gameId: number): Promise<{ sgf: string; fileName: string }> {
    const row = (await knexOf(this.em.fork())('live_game')
      .select('sgf')
      .where({ id: gameId })
      .first()) as { sgf: string | null } | undefined;
    if (!row) throw new ApiError('gameNotFound');
    if (!row.sgf) throw new ApiError('gameNotRecorded');
    return { sgf: row.sgf, fileName: `online-${gameId}.sgf` };
  }
}
