import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { PlayersStatistics, TournamentsStatistics } from '@sync/contract/statistics';
import { fetchFirst } from '../common/sql/rows';
import { LocationTreeCache } from '../locations/location-tree.cache';
import { AnswerCache } from './answer-cache';
import type { PlayersStatisticsQueryDto } from './dto/players-statistics-query.dto';
import type { TournamentsStatisticsQueryDto } from './dto/tournaments-statistics-query.dto';
import { loadPlayersFacts, type PlayersFacts } from './players-facts';
import { countRatedGames, loadRatedGamesFacts, type RatedGamesFacts } from './rated-games-facts';
import { playersStatistics } from './players-statistics';
import { RevisionMemo } from './revision-memo';
import { filterKey, hasRatingRange, toStatisticsFilter } from './statistics-filter';
import { countTournaments, loadTournamentsFacts, type TournamentsFacts } from './tournaments-facts';
import { tournamentsStatistics } from './tournaments-statistics';

/** Answers kept per kind of statistics. */
const CACHE_CAPACITY = 200;

/**
 * GET /players/statistics and /tournaments/statistics. SQL aggregates the data once per revision
 * of the global sync counter (every import and every edit of players, tournaments or locations
 * moves it) into facts per player and per tournament; each filter is then counted from the
 * facts, and its answer kept until the revision moves.
 */
@Injectable()
export class StatisticsService {
  private readonly playersFacts = new RevisionMemo<PlayersFacts>();
  private readonly tournamentsFacts = new RevisionMemo<TournamentsFacts>();
  private readonly ratedGamesFacts = new RevisionMemo<RatedGamesFacts>();
  private readonly playersAnswers = new AnswerCache<PlayersStatistics>(CACHE_CAPACITY);
  private readonly tournamentsAnswers = new AnswerCache<TournamentsStatistics>(CACHE_CAPACITY);

  constructor(
    private readonly em: EntityManager,
    private readonly locations: LocationTreeCache,
  ) {}

  async players(query: PlayersStatisticsQueryDto): Promise<PlayersStatistics> {
    // Read first, so that nothing is kept under a revision older than the data it was read from.
    const revision = await this.revision();
    const tree = await this.locations.get();
    const filter = toStatisticsFilter(query, tree);
    // Ages and experience count from the current year: a new year asks anew.
    const year = new Date().getFullYear();
    return this.playersAnswers.get(revision, `${year} ${filterKey(filter)}`, async () => {
      const facts = await this.playersFacts.get(revision, () => loadPlayersFacts(this.em));
      return playersStatistics(this.em, facts, filter, tree, year);
    });
  }

  async tournaments(query: TournamentsStatisticsQueryDto): Promise<TournamentsStatistics> {
    const revision = await this.revision();
    const filter = toStatisticsFilter(query, await this.locations.get());
    return this.tournamentsAnswers.get(revision, filterKey(filter), async () => {
      const facts = await this.tournamentsFacts.get(revision, () => loadTournamentsFacts(this.em));
      if (!hasRatingRange(filter)) return tournamentsStatistics(countTournaments(facts, filter));
      const games = await this.ratedGamesFacts.get(revision, () =>
        loadRatedGamesFacts(this.em, facts),
      );
      return tournamentsStatistics(countRatedGames(facts, games, filter));
    });
  }

  private async revision(): Promise<string> {
    const row = await fetchFirst<{ value: number | string }>(
      this.em.getKnex()('sync_counter').select('value').where('id', 1),
    );
    return String(row?.value ?? 0);
  }
}
