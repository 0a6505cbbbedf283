import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { RatingSystemId } from '@domain/rating/types';
import type { Page } from '@sync/contract/common';
import type {
  HistorySource,
  PlayerSummary,
  PlayerTournament,
  RatingHistory,
} from '@sync/contract/players';
import { ApiError } from '../common/errors/api-error';
import { fetchFirst, fetchRows } from '../common/sql/rows';
import { LocationTreeCache } from '../locations/location-tree.cache';
import type { PlayersQueryDto } from './dto/players-query.dto';
import { PLAYER_COLUMNS, toPlayerSummary, type PlayerRow } from './player-row';
import { queryPlayers } from './players-list.query';

interface HistoryRow {
  date: string;
  rating: number;
  deviation: number | null;
  volatility: number | null;
  tournament_id: number | null;
  title: string | null;
  source: 'tournament' | 'list';
}

interface PlayerTournamentRow {
  tournament_id: number;
  title: string;
  title_latin: string;
  start_date: string;
  end_date: string;
  federation: string;
  place: number | null;
  wins: number | null;
  rank: string | null;
  rating_before: number | null;
  rating_after: number | null;
  deviation_before: number | null;
  deviation_after: number | null;
  games: number | string;
}

const num = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

@Injectable()
export class PlayersService {
  constructor(
    private readonly em: EntityManager,
    private readonly locations: LocationTreeCache,
  ) {}

  async list(query: PlayersQueryDto): Promise<Page<PlayerSummary>> {
    const tree = await this.locations.get();
    const { rows, total } = await queryPlayers(this.em, query, tree);
    return {
      items: rows.map((row) => toPlayerSummary(row, tree, query.federation)),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async get(id: number, federation: RatingSystemId = 'rgf'): Promise<PlayerSummary> {
    const row = await this.findRow(id);
    return toPlayerSummary(row, await this.locations.get(), federation);
  }

  async findRow(id: number): Promise<PlayerRow> {
    const row = await fetchFirst<PlayerRow>(
      this.em.getKnex()('player').select(PLAYER_COLUMNS).where({ id }),
    );
    if (!row) throw new ApiError('playerNotFound');
    return row;
  }

  async ratingHistory(id: number, federation: HistorySource): Promise<RatingHistory> {
    await this.findRow(id);
    const rows = await fetchRows<HistoryRow>(
      this.em
        .getKnex()('rating_entry as r')
        .leftJoin('tournament as t', 't.id', 'r.tournament_id')
        .select(
          'r.date',
          'r.rating',
          'r.deviation',
          'r.volatility',
          'r.tournament_id',
          't.title',
          'r.source',
        )
        .where({ 'r.player_id': id, 'r.federation': federation })
        .orderBy([{ column: 'r.date' }, { column: 'r.id' }]),
    );
    return {
      playerId: id,
      federation,
      points: rows.map((row) => ({
        date: row.date,
        rating: Number(row.rating),
        deviation: num(row.deviation),
        volatility: num(row.volatility),
        tournamentId: row.tournament_id,
        tournamentTitle: row.title,
        source: row.source,
      })),
    };
  }

  async tournaments(id: number): Promise<PlayerTournament[]> {
    await this.findRow(id);
    const knex = this.em.getKnex();
    const games = knex('game as g')
      .count('*')
      .whereRaw('g.tournament_id = tp.tournament_id')
      .andWhere((w) => {
        void w.where('g.black_id', id).orWhere('g.white_id', id);
      })
      .whereNot('g.result', 'unplayed');
    const rows = await fetchRows<PlayerTournamentRow>(
      knex('tournament_player as tp')
        .join('tournament as t', 't.id', 'tp.tournament_id')
        .select(
          'tp.tournament_id',
          't.title',
          't.title_latin',
          't.start_date',
          't.end_date',
          't.federation',
          'tp.place',
          'tp.wins',
          'tp.rank',
          'tp.rating_before',
          'tp.rating_after',
          'tp.deviation_before',
          'tp.deviation_after',
          games.as('games'),
        )
        .where('tp.player_id', id)
        .orderBy([
          { column: 't.end_date', order: 'desc' },
          { column: 't.id', order: 'desc' },
        ]),
    );
    return rows.map((row) => ({
      tournamentId: row.tournament_id,
      title: row.title,
      titleLatin: row.title_latin,
      startDate: row.start_date,
      endDate: row.end_date,
      federation: row.federation,
      place: row.place,
      wins: num(row.wins),
      games: Number(row.games),
      rank: row.rank,
      ratingBefore: num(row.rating_before),
      ratingAfter: num(row.rating_after),
      deviationBefore: num(row.deviation_before),
      deviationAfter: num(row.deviation_after),
    }));
  }
}
