import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { Page } from '@sync/api/common';
import type { GameSummary } from '@sync/api/games';
import type { GamesQueryDto } from './dto/games-query.dto';
import { queryGames, type GamesFilter } from './games.query';

@Injectable()
export class GamesService {
  constructor(private readonly em: EntityManager) {}

  async list(query: GamesQueryDto): Promise<Page<GameSummary>> {
    return this.page({
      player1: query.player1,
      player2: query.player2,
      tournament: query.tournament,
      hasSgf: query.has_sgf,
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
}
