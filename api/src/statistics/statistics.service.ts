import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { PlayersStatistics, TournamentsStatistics } from '@sync/contract/statistics';
import { LocationTreeCache } from '../locations/location-tree.cache';
import { readDataRevision } from '../sync/data-revision';
import { AnswerCache } from '../common/cache/answer-cache';
import type { PlayersStatisticsQueryDto } from './dto/players-statistics-query.dto';
import type { TournamentsStatisticsQueryDto } from './dto/tournaments-statistics-query.dto';
import { LatestFacts, type Loaded } from './latest-facts';
import { loadPlayersFacts, type PlayersFacts } from './players-facts';
import { countRatedGames, loadRatedGamesFacts, type RatedGamesFacts } from './rated-games-facts';
import { playersStatistics } from './players-statistics';
import { RevisionWatcher } from './revision-watcher';
import { filterKey, hasRatingRange, toStatisticsFilter } from './statistics-filter';
import { countTournaments, loadTournamentsFacts, type TournamentsFacts } from './tournaments-facts';
import { tournamentsStatistics } from './tournaments-statistics';

/** Answers kept per kind of statistics. */
const CACHE_CAPACITY = 200;
/** A load of facts longer than this makes the next requests wait no longer than PATIENCE_MS. */
const SLOW_LOAD_MS = 1000;
/** How long a request waits for the facts of a new revision before it is answered from the last. */
const PATIENCE_MS = 300;
/** How often the data revision is read to warm the facts after a change made elsewhere. */
const WATCH_MS = 1000;

/** The rated games' facts and the tournaments facts their indices point into. */
interface RatedFacts {
  tournaments: TournamentsFacts;
  games: RatedGamesFacts;
}

/**
 * GET /players/statistics and /tournaments/statistics. SQL aggregates the data once per revision
 * of the global sync counter (every import and every edit of players, tournaments or locations
 * moves it) into facts per player, per tournament and per rated game; each filter is then counted
 * from the facts, and its answer kept until the revision moves. The facts are loaded in the
 * background as soon as the revision moves (watched every WATCH_MS, and at start). A request that
 * comes before they are ready waits for them, or, when loading them takes seconds (a big
 * database: the last load took over SLOW_LOAD_MS), at most PATIENCE_MS, and is then answered
 * from the facts of the revision before (not kept): an import never makes the pages wait long.
 */
@Injectable()
export class StatisticsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly playersFacts = new LatestFacts<PlayersFacts>(PATIENCE_MS, SLOW_LOAD_MS);
  private readonly tournamentsFacts = new LatestFacts<TournamentsFacts>(PATIENCE_MS, SLOW_LOAD_MS);
  private readonly ratedFacts = new LatestFacts<RatedFacts>(PATIENCE_MS, SLOW_LOAD_MS);
  private readonly playersAnswers = new AnswerCache<PlayersStatistics>(CACHE_CAPACITY);
  private readonly tournamentsAnswers = new AnswerCache<TournamentsStatistics>(CACHE_CAPACITY);
  private readonly watcher = new RevisionWatcher(
    () => this.revision(),
    (revision) => this.warm(revision),
    WATCH_MS,
  );

  constructor(
    private readonly em: EntityManager,
    private readonly locations: LocationTreeCache,
  ) {}

  onApplicationBootstrap(): void {
    this.watcher.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.watcher.stop();
  }

  async players(query: PlayersStatisticsQueryDto): Promise<PlayersStatistics> {
    // Read first, so that nothing is kept under a revision older than the data it was read from.
    const revision = await this.revision();
    const tree = await this.locations.get();
    const filter = toStatisticsFilter(query, tree);
    // Ages and experience count from the current year: a new year asks anew.
    const year = new Date().getFullYear();
    const facts = await this.playersFacts.get(revision, () => loadPlayersFacts(this.em));
    return this.answer(this.playersAnswers, revision, facts, `${year} ${filterKey(filter)}`, () =>
      playersStatistics(this.em, facts.value, filter, tree, year),
    );
  }

  async tournaments(query: TournamentsStatisticsQueryDto): Promise<TournamentsStatistics> {
    const revision = await this.revision();
    const filter = toStatisticsFilter(query, await this.locations.get());
    if (!hasRatingRange(filter)) {
      const facts = await this.tournamentsFacts.get(revision, () => this.loadTournaments());
      return this.answer(this.tournamentsAnswers, revision, facts, filterKey(filter), () =>
        Promise.resolve(tournamentsStatistics(countTournaments(facts.value, filter))),
      );
    }
    const facts = await this.ratedFacts.get(revision, () => this.loadRated(revision));
    return this.answer(this.tournamentsAnswers, revision, facts, filterKey(filter), () =>
      Promise.resolve(
        tournamentsStatistics(countRatedGames(facts.value.tournaments, facts.value.games, filter)),
      ),
    );
  }

  /** An answer from facts of the asked revision is kept; one from older facts is not. */
  private answer<A>(
    cache: AnswerCache<A>,
    revision: number,
    facts: Loaded<unknown>,
    key: string,
    compute: () => Promise<A>,
  ): Promise<A> {
    if (facts.revision < revision) return compute();
    return cache.get(String(revision), key, compute);
  }

  /** Loads every kind of facts of `revision`, one after the other. */
  private async warm(revision: number): Promise<void> {
    await this.playersFacts.warm(revision, () => loadPlayersFacts(this.em));
    await this.tournamentsFacts.warm(revision, () => this.loadTournaments());
    await this.ratedFacts.warm(revision, () => this.loadRated(revision));
  }

  private loadTournaments(): Promise<TournamentsFacts> {
    return loadTournamentsFacts(this.em);
  }

  private async loadRated(revision: number): Promise<RatedFacts> {
    const tournaments = await this.tournamentsFacts.warm(revision, () => this.loadTournaments());
    return { tournaments, games: await loadRatedGamesFacts(this.em, tournaments) };
  }

  private revision(): Promise<number> {
    return readDataRevision(this.em);
  }
}
