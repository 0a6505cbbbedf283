import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { Page } from '@sync/contract/common';
import type { GameDetail, GameSummary } from '@sync/contract/games';
import { ApiError } from '../common/errors/api-error';
import { fetchFirst } from '../common/sql/rows';
import type { GamesQueryDto } from './dto/games-query.dto';
import { queryGames, type GamesFilter } from './games.query';
import { STANDARD_BOARD_SIZE } from './sgf-check';

@Injectable()
export class GamesService {
  constructor(private readonly em: EntityManager) {}

  async list(query: GamesQueryDto): Promise<Page<GameSummary>> {
    return this.page({
      player1: query.player1,
      player2: query.player2,
      tournament: query.tournament,
      hasSgf: query.has_sgf,
      // scheduled pairings only when asked
      scheduled: query.scheduled ?? false,
      minDate: query.min_date,
      maxDate: query.max_date,
      order: query.order,
      limit: query.limit,
      offset: query.offset,
    });
  }

  async page(filter: GamesFilter): Promise<Page<GameSummary>> {
    const { items, total } = await queryGames(this.em, filter);
    return { items, total, limit: filter.limit, offset: filter.offset };
  }

  async get(id: number): Promise<GameDetail> {
    const {
      items: [game],
    } = await queryGames(this.em, { id, order: 'desc', limit: 1, offset: 0 });
    if (!game) throw new ApiError('gameNotFound');
    const tournament = game.tournament
      ? await fetchFirst<{ board_size: number; time_control: string | null }>(
          this.em
            .getKnex()('tournament')
            .select('board_size', 'time_control')
            .where('id', game.tournament.id),
        )
      : undefined;
    return {
      ...game,
      boardSize: tournament?.board_size ?? STANDARD_BOARD_SIZE,
      timeControl: tournament?.time_control ?? null,
    };
  }
}
