import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { ApiError } from '../common/errors/api-error';
import { fetchFirst } from '../common/sql/rows';
import { GameRecord } from './game-record.entity';
import { Game } from './game.entity';
import { GamesService } from './games.service';
import { isGameRecord, STANDARD_BOARD_SIZE } from './sgf-check';
import { sgfFileName, type SgfFileName } from './sgf-file-name';

export interface GameRecordFile {
  sgf: string;
  fileName: SgfFileName;
}

/**
 * SGF records of games. A record and its game's hasSgf flag change together in one transaction,
 * so the flag the lists filter on is true exactly when a record exists.
 */
@Injectable()
export class GameRecordService {
  constructor(
    private readonly em: EntityManager,
    private readonly games: GamesService,
  ) {}

  async file(gameId: number): Promise<GameRecordFile> {
    const game = await this.games.get(gameId);
    const row = await fetchFirst<{ sgf: string }>(
      this.em.getKnex()('game_record').select('sgf').where('game_id', gameId),
    );
    if (!row) throw new ApiError('gameRecordNotFound');
    return { sgf: row.sgf, fileName: sgfFileName(game) };
  }

  /** Stores (or replaces) a game's record; text that is not an SGF game for its board is refused. */
  async save(gameId: number, sgf: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const game = await em.findOne(Game, gameId, { populate: ['tournament'] });
      if (!game) throw new ApiError('gameNotFound');
      if (!isGameRecord(sgf, game.tournament?.boardSize ?? STANDARD_BOARD_SIZE)) {
        throw new ApiError('badParameters');
      }
      await em.upsert(GameRecord, { game, sgf, updatedAt: new Date() });
      game.hasSgf = true;
    });
  }

  async remove(gameId: number): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const game = await em.findOne(Game, gameId);
      if (!game) throw new ApiError('gameNotFound');
      await em.nativeDelete(GameRecord, { game: gameId });
      game.hasSgf = false;
    });
  }
}
