import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { rankSortScore } from '@domain/rating/rank';
import { tournamentCounts } from '@domain/tournament/tournament-statistics';
import type { Page } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';
import type {
  TournamentDetail,
  TournamentPerformance,
  TournamentStatistics,
  TournamentSummary,
} from '@sync/contract/tournaments';
import { ApiError } from '../common/errors/api-error';
import { fetchFirst } from '../common/sql/rows';
import { GamesService } from '../games/games.service';
import { LocationTreeCache } from '../locations/location-tree.cache';
import { playerRefsByIds } from '../players/players.repository';
import type { TournamentsQueryDto } from './dto/tournaments-query.dto';
import { TOURNAMENT_COLUMNS, toTournamentSummary, type TournamentRow } from './tournament-row';
import { tournamentPerformance } from './tournament-performance';
import { loadCrosstableGames, loadStandingRows } from './tournament-rows.query';
import { tournamentStandings } from './tournament-standings';
import { queryTournaments } from './tournaments-list.query';

const MAX_TOURNAMENT_GAMES = 100_000;

@Injectable()
export class TournamentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly locations: LocationTreeCache,
    private readonly games: GamesService,
  ) {}

  async list(query: TournamentsQueryDto): Promise<Page<TournamentSummary>> {
    const tree = await this.locations.get();
    const { rows, total } = await queryTournaments(this.em, query, tree);
    return {
      items: rows.map((row) => toTournamentSummary(row, tree)),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }

  async get(id: number): Promise<TournamentDetail> {
    const row = await this.findRow(id);
    const standings = await loadStandingRows(this.em, id);
    const games = await loadCrosstableGames(this.em, id);
    const tree = await this.locations.get();
    const description = await this.description(id);
    return {
      ...toTournamentSummary(row, tree),
      description,
      standings: tournamentStandings(standings, games, row.rounds),
    };
  }

  async tournamentGames(id: number): Promise<GameSummary[]> {
    await this.findRow(id);
    const page = await this.games.page({
      tournament: id,
      order: 'asc',
      limit: MAX_TOURNAMENT_GAMES,
      offset: 0,
    });
    return page.items;
  }

  async statistics(id: number): Promise<TournamentStatistics> {
    await this.findRow(id);
    const standings = await loadStandingRows(this.em, id);
    const games = await loadCrosstableGames(this.em, id);
    const counts = tournamentCounts(
      standings.map((s) => ({ rank: s.rank, ratingBefore: s.rating_before })),
      games,
      rankSortScore,
    );
    return { tournamentId: id, ...counts };
  }

  async performance(id: number, playerId: number): Promise<TournamentPerformance> {
    const tournament = await this.findRow(id);
    const standings = await loadStandingRows(this.em, id);
    if (!standings.some((s) => s.player_id === playerId)) throw new ApiError('playerNotFound');
    const games = await loadCrosstableGames(this.em, id);
    const listed = new Set(standings.map((s) => s.player_id));
    const outsiders = games
      .flatMap((g) =>
        g.blackId === playerId ? [g.whiteId] : g.whiteId === playerId ? [g.blackId] : [],
      )
      .filter((opponent) => !listed.has(opponent));
    return tournamentPerformance(
      { id, federation: tournament.federation, endDate: tournament.end_date },
      playerId,
      standings,
      games,
      await playerRefsByIds(this.em, outsiders),
    );
  }

  private async findRow(id: number): Promise<TournamentRow> {
    const row = await fetchFirst<TournamentRow>(
      this.em.getKnex()('tournament').select(TOURNAMENT_COLUMNS).where({ id }),
    );
    if (!row) throw new ApiError('tournamentNotFound');
    return row;
  }

  private async description(id: number): Promise<string | null> {
    const row = await fetchFirst<{ description: string | null }>(
      this.em.getKnex()('tournament').select('description').where({ id }),
    );
    return row?.description ?? null;
  }
}
