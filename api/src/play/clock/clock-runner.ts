import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { nextDeadline } from '@domain/play/game-flow';
import { ApiError } from '../../common/errors/api-error';
import { RealtimeBus } from '../../common/realtime/bus';
import { GAMES_CHANNEL } from '../live-games/game-messages';
import { gameIdsInPlay } from '../live-games/live-game.repository';
import { LiveGamesService } from '../live-games/live-games.service';
import { Leadership } from '../../common/realtime/leadership';
import type { FoldedGame } from '../live-games/game-fold';
import { DeadlineTimer } from './deadline-timer';
import { readHeartbeat, writeHeartbeat } from './heartbeat';

const HEARTBEAT_MS = 1000;
/** A gap between heartbeats longer than this was downtime, which no clock is charged for. */
export const DOWNTIME_AFTER_MS = 1500;
/**
 * How often the leader looks for games in play it has no timer for: every start is announced,
 * this catches a game whose announcement was lost (the bus down at that moment).
 */
export const CLOCK_SWEEP_MS = 5000;

/**
 * Runs the clocks on the leading instance: each live game's next deadline (a timeout, an
 * abandonment) from the game's start, all on one timer (DeadlineTimer), even with nobody connected; after downtime,
 * each game's clock resumes without charging it. Other instances only serve moves.
 */
@Injectable()
export class ClockRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ClockRunner');
  private readonly timers = new DeadlineTimer<number>((gameId) => void this.fire(gameId));
  private heartbeat: NodeJS.Timeout | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly games: LiveGamesService,
    private readonly bus: RealtimeBus,
    private readonly leadership: Leadership,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.bus.subscribe(GAMES_CHANNEL, (message) => {
      const news = message;
      if (news.type === 'state' && this.leadership.isLeader()) {
        this.schedule(news.gameId, news.state.seq);
      }
    });
    this.leadership.start(
      () => void this.lead(),
      () => this.follow(),
    );
  }

  /** A clean stop is a sign of life: a restart charges the clocks up to here. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    const leading = this.heartbeat !== null && this.timers.size > 0;
    this.follow();
    if (leading) await this.writeBeat();
  }

  private async lead(): Promise<void> {
    try {
      const em = this.em.fork();
      const lastSign = await readHeartbeat(em);
      const now = Date.now();
      await writeHeartbeat(em, now);
      this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
      this.heartbeat.unref();
      const down = lastSign !== null && now - lastSign > DOWNTIME_AFTER_MS;
      if (down) this.logger.log(`Clocks resume after ${now - lastSign}ms without a leader`);
      // every game in play, a move made or not
      for (const id of await this.gamesInPlay()) {
        if (down) await this.resumeAfterDowntime(id, lastSign, now);
        this.schedule(id);
      }
      this.sweeper = setInterval(() => void this.sweep(), CLOCK_SWEEP_MS);
      this.sweeper.unref();
    } catch (error) {
      this.logger.error(`Taking over the clocks failed: ${String(error)}`);
    }
  }

  private gamesInPlay(): Promise<number[]> {
    return gameIdsInPlay(this.em.fork());
  }

  /** Times the games in play this leader has not heard of. */
  private async sweep(): Promise<void> {
    try {
      for (const id of await this.gamesInPlay()) {
        if (!this.timers.has(id)) this.schedule(id);
      }
    } catch (error) {
      this.logger.warn(`Looking for games in play: ${String(error)}`);
    }
  }

  private async resumeAfterDowntime(gameId: number, lastSign: number, now: number) {
    const game = await this.games.game(gameId);
    const from = Math.max(lastSign, game.lastEventAt);
    if (now - from <= DOWNTIME_AFTER_MS) return;
    try {
      await this.games.serverAct(gameId, { kind: 'clock-resume', from, at: now });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  private follow(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.sweeper) clearInterval(this.sweeper);
    this.heartbeat = null;
    this.sweeper = null;
    this.timers.clear();
  }

  /** Only while games are in play: the heartbeat matters for their clocks alone. */
  private async beat(): Promise<void> {
    if (this.timers.size > 0) await this.writeBeat();
  }

  private async writeBeat(): Promise<void> {
    try {
      await writeHeartbeat(this.em.fork(), Date.now());
    } catch (error) {
      this.logger.warn(`Heartbeat: ${String(error)}`);
    }
  }

  /** (Re)sets the game's deadline from its state, at least as new as `seq`. */
  schedule(gameId: number, seq = 0): void {
    // the game as this instance keeps it (each announcement folds into it first): no promise a move
    const kept = this.games.keptAtLeast(gameId, seq);
    if (kept) return this.place(kept);
    void this.games
      .gameAtLeast(gameId, seq)
      .then((game) => this.place(game))
      .catch((error: unknown) => this.logger.warn(`Game ${gameId}: ${String(error)}`));
  }

  private place(game: FoldedGame): void {
    if (this.stopped || !this.leadership.isLeader()) return;
    const gameId = game.meta.id;
    const known = this.timers.has(gameId);
    const deadline = nextDeadline(game.flow);
    if (!deadline) return this.timers.delete(gameId);
    // the first game in play after none: the heartbeat, idle until now, is fresh again
    if (!known && this.timers.size === 0) void this.writeBeat();
    this.timers.set(gameId, deadline.at);
  }

  private async fire(gameId: number): Promise<void> {
    try {
      const game = await this.games.gameAtLeast(gameId, 0);
      const deadline = nextDeadline(game.flow);
      if (!deadline) return;
      if (Date.now() < deadline.at) return this.place(game);
      await this.games.serverAct(gameId, {
        kind: deadline.kind,
        colour: deadline.colour,
        at: Date.now(),
      });
    } catch (error) {
      // a move came first: the game goes on, with a new deadline
      if (!(error instanceof ApiError)) this.logger.warn(`Game ${gameId}: ${String(error)}`);
      this.schedule(gameId);
    }
  }
}
