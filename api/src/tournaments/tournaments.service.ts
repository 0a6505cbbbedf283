import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { outcomeFor, ratedScoreForBlack } from '@domain/game/game-result';
import { rankSortScore } from '@domain/rating/rank';
import { getRatingSystem, isRatingSystemId } from '@domain/rating/systems';
import { roundCells } from '@domain/tournament/crosstable';
import { tournamentCounts } from '@domain/tournament/tournament-statistics';
import type { Page } from '@sync/api/common';
import type { GameSummary } from '@sync/api/games';
import type {
  TournamentDetail,
  TournamentPerformance,
  TournamentStatistics,
  TournamentSummary,
} from '@sync/api/tournaments';
import { ApiError } from '../common/errors/api-error';
import { fetchFirst } from '../common/sql/rows';
import { GamesService } from '../games/games.service';
import { LocationTreeCache } from '../locations/location-tree.cache';
import type { TournamentsQueryDto } from './dto/tournaments-query.dto';
import { TOURNAMENT_COLUMNS, toTournamentSummary, type TournamentRow } from './tournament-row';
import { loadCrosstableGames, loadStandingRows, type StandingRow } from './tournament-rows.query';
import { queryTournaments } from './tournaments-list.query';

const MAX_TOURNAMENT_GAMES = 100_000;

const playerRef = (row: StandingRow) => ({
  id: row.player_id,
  lastName: row.last_name,
  firstName: row.first_name,
  lastNameLatin: row.last_name_latin,
  firstNameLatin: row.first_name_latin,
});

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
    const places = new Map(standings.map((s) => [s.player_id, s.place]));
    const cells = roundCells(places, games, row.rounds);
    return {
      ...toTournamentSummary(row, tree),
      description,
      standings: standings.map((s) => ({
        place: s.place,
        player: playerRef(s),
        rank: s.rank,
        wins: s.wins,
        declaredRating: s.declared_rating,
        ratingBefore: s.rating_before,
        ratingAfter: s.rating_after,
        deviationBefore: s.deviation_before,
        deviationAfter: s.deviation_after,
        rounds: cells.get(s.player_id) ?? [],
      })),
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
    const me = standings.find((s) => s.player_id === playerId);
    if (!me) throw new ApiError('playerNotFound');
    const byId = new Map(standings.map((s) => [s.player_id, s]));
    const system = isRatingSystemId(tournament.federation)
      ? getRatingSystem(tournament.federation)
      : null;
    const state = (row: StandingRow | undefined) =>
      row?.rating_before === null || row?.rating_before === undefined
        ? null
        : { rating: row.rating_before, deviation: row.deviation_before, volatility: null };
    const myState = state(me);
    const games = (await loadCrosstableGames(this.em, id))
      .filter((g) => g.blackId === playerId || g.whiteId === playerId)
      .map((game) => {
        const color = game.blackId === playerId ? ('black' as const) : ('white' as const);
        const opponent = byId.get(color === 'black' ? game.whiteId : game.blackId);
        const opponentState = state(opponent);
        const handicap = color === 'black' ? game.handicap : -game.handicap;
        const outcome = outcomeFor(game.result, color);
        // only games that count for ratings: no forfeits, double losses or unplayed pairings
        const expected =
          system && myState && opponentState && ratedScoreForBlack(game.result) !== null
            ? system.expectedScore(myState, opponentState, handicap)
            : null;
        return {
          round: game.round,
          opponent: opponent
            ? playerRef(opponent)
            : { id: 0, lastName: '', firstName: '', lastNameLatin: '', firstNameLatin: '' },
          opponentRating: opponent?.rating_before ?? null,
          color: game.colorsKnown ? color : null,
          handicap: game.handicap,
          result: game.result,
          outcome,
          expected,
        };
      });
    const rated = games.filter((g) => g.expected !== null);
    return {
      tournamentId: id,
      playerId,
      federation: tournament.federation,
      ratingBefore: me.rating_before,
      ratingAfter: me.rating_after,
      change:
        me.rating_before !== null && me.rating_after !== null
          ? me.rating_after - me.rating_before
          : null,
      score: rated.reduce(
        (sum, g) => sum + (g.outcome === 'win' ? 1 : g.outcome === 'draw' ? 0.5 : 0),
        0,
      ),
      expectedScore: rated.reduce((sum, g) => sum + (g.expected ?? 0), 0),
      games,
    };
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
