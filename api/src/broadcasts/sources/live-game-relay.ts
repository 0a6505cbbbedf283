import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { LiveGameState } from '@sync/contract/play';
import { knexOf } from '../../common/sql/knex-of';
import { RealtimeBus } from '../../common/realtime/bus';
import { Leadership } from '../../common/realtime/leadership';
import { GAMES_CHANNEL } from '../../play/live-games/game-messages';
import { LiveGamesService } from '../../play/live-games/live-games.service';
import { BroadcastMovesService } from '../broadcast-moves.service';
import { liveGameLine } from './live-game-line';

/** How long the list of relayed boards is trusted: a board made since is seen this much later. */
const BOARDS_CACHE_MS = 1000;
/** Every relayed game is read again this often: news missed (a restart, a new leader) is caught. */
export const RELAY_CATCH_UP_MS = 10_000;

/** Unfinished relayed boards' ids by their live game's id. */
type RelayedBoards = Map<number, number[]>;

/**
 * Relays live games of our server to the boards following them (`live_game_id`, no result yet):
 * each state a game's news carries is handed to BroadcastMovesService.followSource, for the
 * game's boards in turn, one state of a game at a time (a newer one arriving meanwhile waits;
 * an older one is dropped). Only the clocks' leader relays, so instances do not repeat the work;
 * at start and every RELAY_CATCH_UP_MS it reads every relayed game afresh.
 */
@Injectable()
export class LiveGameRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LiveGameRelay');
  /** the newest state of each game not yet relayed */
  private readonly waiting = new Map<number, LiveGameState>();
  /** each game's relaying in progress */
  private readonly relaying = new Map<number, Promise<void>>();
  /** the state seq each game was last relayed at */
  private readonly relayedSeq = new Map<number, number>();
  private boards: { at: number; byGame: RelayedBoards } | null = null;
  private loading: Promise<RelayedBoards> | null = null;
  private catchingUp: Promise<void> | null = null;
  /**
   * games with news that no board relayed at the last look, looked at again shortly (their ids
   * only: nearly all are games nobody relays, and a state kept a second for each would outlive
   * the young generation; a game a new board matches is read then)
   */
  private readonly unmatched = new Set<number>();
  private lookAgain: NodeJS.Timeout | null = null;
  private lookingAgain: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly bus: RealtimeBus,
    private readonly leadership: Leadership,
    private readonly games: LiveGamesService,
    private readonly moves: BroadcastMovesService,
  ) {}

  onApplicationBootstrap(): void {
    this.unsubscribe = this.bus.subscribe(GAMES_CHANNEL, (message) => {
      const news = message;
      if (news.type === 'state' && this.leadership.isLeader()) {
        void this.relayedBoards(false).then(
          (byGame) => {
            if (byGame.has(news.gameId)) this.offer(news.gameId, news.state);
            else this.lookAgainLater(news.gameId);
          },
          (error: unknown) => this.logger.warn(`Reading relayed boards: ${String(error)}`),
        );
      }
    });
    this.timer = setInterval(() => this.catchUp(), RELAY_CATCH_UP_MS);
    this.timer.unref();
    this.catchUp();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    if (this.lookAgain) clearTimeout(this.lookAgain);
    await Promise.allSettled([
      this.catchingUp,
      this.lookingAgain,
      this.loading,
      ...this.relaying.values(),
    ]);
  }

  /** Reads every relayed game as it stands now (on the leader, one catch-up at a time). */
  private catchUp(): void {
    if (this.catchingUp || this.stopped || !this.leadership.isLeader()) return;
    this.catchingUp = this.readAll()
      .catch((error: unknown) => this.logger.warn(`Catching up relayed games: ${String(error)}`))
      .finally(() => (this.catchingUp = null));
  }

  private async readAll(): Promise<void> {
    const byGame = await this.relayedBoards(true);
    for (const gameId of this.relayedSeq.keys()) {
      if (!byGame.has(gameId)) this.relayedSeq.delete(gameId);
    }
    for (const gameId of byGame.keys()) {
      if (this.stopped) return;
      await this.offerAsItStands(gameId);
    }
  }

  private relayedBoards(fresh: boolean): Promise<RelayedBoards> {
    if (!fresh && this.boards && Date.now() - this.boards.at < BOARDS_CACHE_MS) {
      return Promise.resolve(this.boards.byGame);
    }
    this.loading ??= this.loadBoards().finally(() => (this.loading = null));
    return this.loading;
  }

  private async loadBoards(): Promise<RelayedBoards> {
    const at = Date.now();
    const rows = (await knexOf(this.em.fork())('broadcast_board')
      .select('id', 'live_game_id')
      .whereNotNull('live_game_id')
      .whereNull('result')
      .orderBy('id')) as { id: number; live_game_id: number }[];
    const byGame: RelayedBoards = new Map();
    for (const row of rows) {
      const gameId = Number(row.live_game_id);
      byGame.set(gameId, [...(byGame.get(gameId) ?? []), Number(row.id)]);
    }
    this.boards = { at, byGame };
    return byGame;
  }

  /**
   * The list of boards may predate a board just made for this game: its news is looked at again
   * with the next list, so a new board follows within BOARDS_CACHE_MS, not at the next catch-up.
   */
  private lookAgainLater(gameId: number): void {
    this.unmatched.add(gameId);
    if (this.lookAgain || this.stopped) return;
    this.lookAgain = setTimeout(() => {
      this.lookAgain = null;
      this.lookingAgain = this.matchUnmatched()
        .catch((error: unknown) => this.logger.warn(`Reading relayed boards: ${String(error)}`))
        .finally(() => (this.lookingAgain = null));
    }, BOARDS_CACHE_MS);
    this.lookAgain.unref();
  }

  private async matchUnmatched(): Promise<void> {
    const news = [...this.unmatched];
    this.unmatched.clear();
    const byGame = await this.relayedBoards(true);
    for (const gameId of news) {
      if (!byGame.has(gameId) || this.stopped) continue;
      await this.offerAsItStands(gameId);
    }
  }

  /** Reads the game and offers its state (a game that cannot be read is left to the next look). */
  private async offerAsItStands(gameId: number): Promise<void> {
    try {
      this.offer(gameId, await this.games.state(gameId));
    } catch (error) {
      this.logger.warn(`Live game ${gameId}: ${String(error)}`);
    }
  }

  private offer(gameId: number, state: LiveGameState): void {
    const newest = Math.max(this.relayedSeq.get(gameId) ?? -1, this.waiting.get(gameId)?.seq ?? -1);
    if (state.seq < newest || this.stopped) return;
    this.waiting.set(gameId, state);
    if (this.relaying.has(gameId)) return;
    const relaying = this.drain(gameId).finally(() => this.relaying.delete(gameId));
    this.relaying.set(gameId, relaying);
  }

  private async drain(gameId: number): Promise<void> {
    for (let state = this.take(gameId); state; state = this.take(gameId)) {
      const line = liveGameLine(state);
      const byGame = await this.relayedBoards(false).catch(() => this.boards?.byGame);
      for (const boardId of byGame?.get(gameId) ?? []) {
        try {
          await this.moves.followSource(boardId, line);
        } catch (error) {
          this.logger.warn(`Board ${boardId} relaying game ${gameId}: ${String(error)}`);
        }
      }
      this.relayedSeq.set(gameId, state.seq);
      if (line.result !== null) this.relayedSeq.delete(gameId);
    }
  }

  private take(gameId: number): LiveGameState | undefined {
    const state = this.waiting.get(gameId);
    this.waiting.delete(gameId);
    return state;
  }
}
