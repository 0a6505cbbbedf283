import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { BotKind, LiveGameState } from '@sync/contract/play';
import type { PlayColour } from '@domain/play/types';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { DEFAULT_BOTS_SETTINGS } from '../../common/config/bots-config';
import { ApiError } from '../../common/errors/api-error';
import { knexOf } from '../../common/sql/knex-of';
import { RealtimeBus } from '../../common/realtime/bus';
import { ChatService } from '../chat/chat.service';
import type { FoldedGame } from '../live-games/game-fold';
import { GAMES_CHANNEL } from '../live-games/game-messages';
import { DeadStonesGuesser } from '../live-games/dead-stones';
import { LiveGamesService, type PlayerAction } from '../live-games/live-games.service';
import { BotAccountsLookup } from './bot-accounts-lookup';
import { BotBrain } from './bot-brain';
import { botLine, type BotLine } from './bot-chat';
import { BotClaims } from './bot-claims';
import { botDuty, type BotDuty } from './bot-duty';
import { BotMoveQueue } from './bot-move-queue';
import { togglesTowards } from './removal-review';

interface Seat {
  botId: number;
  kind: BotKind;
  colour: PlayColour;
  opponentId: number | null;
}

/**
 * The bots as players: whenever a game a bot plays in changes (on any instance), the bot does
 * what it owes (answers an undo request, moves, reviews the dead stones, says goodbye) through
 * the same LiveGamesService as people. One instance answers each step (BotClaims); a step whose
 * instance died is answered after its claim lapses (the clocks' leader looks again: BotSweeper).
 * A move waits its turn for an engine (BotMoveQueue); while it waits the bot's clock is held,
 * and the wait is not charged to it.
 */
@Injectable()
export class BotPlayer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BotPlayer');
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  /** removal phases (game:seq of its start) where the bot already asked for its own marking */
  private readonly reviewed = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private readonly holdMs: number;

  constructor(
    private readonly em: EntityManager,
    private readonly games: LiveGamesService,
    private readonly chat: ChatService,
    private readonly bus: RealtimeBus,
    private readonly accounts: BotAccountsLookup,
    private readonly brain: BotBrain,
    private readonly claims: BotClaims,
    private readonly deadStones: DeadStonesGuesser,
    private readonly queue: BotMoveQueue,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
  ) {
    this.holdMs = (config.bots ?? DEFAULT_BOTS_SETTINGS).queueHoldMs;
  }

  onApplicationBootstrap(): void {
    this.unsubscribe = this.bus.subscribe(GAMES_CHANNEL, (message) => {
      const news = message;
      if (news.type === 'state') this.consider(news.gameId, news.state);
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    await Promise.allSettled([...this.running]);
  }

  /** Looks at the game and lets its bot act if it owes something; returns at once. */
  consider(gameId: number, state?: LiveGameState): void {
    // people's games (most news) are passed over at once: the cards mark a bot
    if (this.stopped || (state && !state.black.bot && !state.white.bot)) return;
    const work = this.answer(gameId, state)
      .catch((error: unknown) => {
        if (!this.stopped) this.logger.warn(`Bot in game ${gameId}: ${String(error)}`);
      })
      .finally(() => this.running.delete(work));
    this.running.add(work);
  }

  private async answer(gameId: number, state?: LiveGameState): Promise<void> {
    const bots = await this.accounts.all();
    const game = await this.games.gameAtLeast(gameId, state?.seq ?? 0);
    const seat = this.seatOf(game, bots);
    if (!seat) return;
    const duty = botDuty(game.flow, seat.colour);
    if (duty === null) return;
    await this.claims.holding(claimKey(game, duty), () => this.perform(game, seat, duty));
  }

  private seatOf(game: FoldedGame, bots: Map<number, BotKind>): Seat | null {
    const { blackId, whiteId } = game.meta;
    for (const [colour, id, opponentId] of [
      ['black', blackId, whiteId],
      ['white', whiteId, blackId],
    ] as const) {
      const kind = id === null ? undefined : bots.get(id);
      if (kind && id !== null) return { botId: id, kind, colour, opponentId };
    }
    return null;
  }

  private async perform(game: FoldedGame, seat: Seat, duty: Exclude<BotDuty, null>) {
    switch (duty) {
      case 'undo-accept':
        return this.act(game, seat, { kind: 'undo-accept' });
      case 'move':
        if (game.flow.moves.length <= 1) await this.say(game, seat, 'hello');
        return this.move(game, seat);
      case 'review-removal':
        return this.reviewRemoval(game, seat);
      case 'farewell':
        this.brain.forget(game.meta.id);
        return this.say(game, seat, 'farewell');
    }
  }

  /** Waits for an engine (the clock held meanwhile), thinks and plays. */
  private async move(game: FoldedGame, seat: Seat): Promise<void> {
    const rank = await this.opponentRank(game, seat);
    const ticket = this.queue.enter(seat.kind, seat.opponentId ?? 0);
    let settled: Promise<void> | null = null;
    try {
      if (ticket.waiting) await this.holdClock(game, seat);
      const queuedMs = await ticket.granted;
      const thought = await this.brain.move(game, seat.kind, rank, queuedMs);
      settled = thought.settled;
      await this.act(game, seat, thought.move, queuedMs);
    } finally {
      // the engine is free for the next move once it has finished with this one
      if (settled) void settled.then(() => ticket.release());
      else ticket.release();
    }
  }

  private async holdClock(game: FoldedGame, seat: Seat): Promise<void> {
    const hold = { kind: 'hold', colour: seat.colour, at: Date.now(), maxMs: this.holdMs } as const;
    try {
      await this.games.serverAct(game.meta.id, hold);
    } catch (error) {
      // held already (the move is asked again), or the turn is over
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /** The first time in a removal phase the bot marks what it sees; after that it accepts. */
  private async reviewRemoval(game: FoldedGame, seat: Seat): Promise<void> {
    const removal = game.flow.removal;
    if (!removal) return;
    const phase = `${game.meta.id}:${game.flow.moves.length}`;
    if (!this.reviewed.has(phase)) {
      this.reviewed.add(phase);
      const wanted = await this.deadStones.guess(game.flow);
      const toggles = togglesTowards(game.flow.position, removal.dead, wanted);
      if (toggles.length > 0) return this.act(game, seat, { kind: 'removal', points: toggles });
    }
    return this.act(game, seat, { kind: 'accept' });
  }

  private async act(
    game: FoldedGame,
    seat: Seat,
    action: PlayerAction,
    queuedMs?: number,
  ): Promise<void> {
    try {
      // the step it answers is its sequence number: a second instance's answer to it plays nothing
      await this.games.act(game.meta.id, seat.botId, action, { clientSeq: game.seq, queuedMs });
    } catch (error) {
      // the game moved on meanwhile (the opponent resigned, a clock ran out): nothing to do
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /** Says hello once at the start and goodbye once at the end (it looks at the chat first). */
  private async say(game: FoldedGame, seat: Seat, line: BotLine): Promise<void> {
    const lines = await this.chat.lines(game.meta.id);
    const own = lines.filter((l) => l.userId === seat.botId);
    // the language the opponent's page showed at the challenge, else their profile's
    const language = game.meta.settings.language ?? (await this.languageOf(seat.opponentId));
    const text = botLine(line, language);
    if (line === 'hello' ? own.length > 0 : own.at(-1)?.text === text) return;
    const card = (await this.games.view(game))[seat.colour];
    await this.chat.post(game.meta.id, { id: seat.botId, name: card.name }, text);
  }

  private async languageOf(userId: number | null): Promise<string | null> {
    if (userId === null) return null;
    const row = await knexOf(this.em.fork())<{ language: string | null }>('app_user')
      .where({ id: userId })
      .first('language');
    return row?.language ?? null;
  }

  private async opponentRank(game: FoldedGame, seat: Seat): Promise<string> {
    const view = await this.games.view(game);
    return view[seat.colour === 'black' ? 'white' : 'black'].rank || '?';
  }
}

/**
 * One instance answers each step. A move is claimed for the whole turn, so that the news of the
 * bot's own clock hold (a new step) does not start the same move again.
 */
function claimKey(game: FoldedGame, duty: Exclude<BotDuty, null>): string {
  const { id } = game.meta;
  if (duty !== 'move') return `${id}:${game.seq}`;
  return `${id}:move:${game.flow.moves.length}:${game.flow.turnStartedAt}`;
}
