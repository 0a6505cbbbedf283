import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { ApiError } from '../../common/errors/api-error';
import { readRecord } from './live-game.repository';

/** A finished live game's SGF, written when it ended. */
@Injectable()
export class GameRecords {
  constructor(private readonly em: EntityManager) {}

  async sgf(gameId: number): Promise<{ sgf: string; fileName: string }> {
    const row = await readRecord(this.em.fork(), gameId);
    if (!row) throw new ApiError('gameNotFound');
    if (!row.sgf) throw new ApiError('gameNotRecorded');
    return { sgf: row.sgf, fileName: `online-${gameId}.sgf` };
  }
}
