import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import type { ChatLine, LiveGameState } from '@sync/contract/play';
import { gameDelta } from '@sync/game-delta';
import {
  applyEvent,
  FLOW_REASONS,
  nextDeadline,
  type FlowEvent,
  type LiveGameFlow,
} from '@domain/play/game-flow';
import type { PlayColour } from '@domain/play/types';
import { ApiError } from '../../common/errors/api-error';
import { RealtimeBus } from '../../common/realtime/bus';
import { PlayerCardsService } from '../cards/player-cards.service';
import { seatCards } from '../cards/seat-cards';
import { ObserverRegistry } from '../observers/observer-registry';
import { eventOf, type ActOptions, type PlayerAction, type ServerEvent } from './action-event';
import { DeadStonesGuesser } from './dead-stones';
import { EventCommits } from './event-commits';
import { announces, writeEventLine } from './event-lines';
import { FinishedGameWriter } from './finished-game-writer';
import { foldEvents, startFold, type FoldedGame } from './game-fold';
import type { LoggedEvent } from './game-log';
import { GAMES_CHANNEL, type GameMessage } from './game-messages';
import { appendEvent, hasClientSeq, readEventsAfter } from './live-game-events.repository';
import { readGameMeta, summaryOf, writeSummary } from './live-game.repository';
import { stateView, type GameCards } from './state-view';

export type { ActOptions, PlayerAction, ServerEvent } from './action-event';

const CACHE_LIMIT = 5000;
const WRITE_ATTEMPTS = 5;

/** The game this instance keeps refused an action: it may be behind, so read it and decide again. */
class RefusedOnKnownGame extends Error {}

interface Decision {
  event: FlowEvent;
  clientSeq: number | null;
}

/**
 * The server's authority over live games: every action is checked by the game's fold, written as
 * one event in one transaction, and only then sent to anyone (through the bus, to every
 * instance). Each instance keeps the games it has seen folded in memory, with the events it
 * writes and those the others announce. An action is decided on the game as kept, without a
 * read: the database is the authority, as the event's key (game, seq) refuses a second event
 * of the same step, so a game kept behind is read and the action decided again; a refusal is
 * never given on a kept game without that read either.
 */
@Injectable()
export class LiveGamesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveGames');
  private readonly games = new Map<number, FoldedGame>();
  private readonly cards = new Map<number, GameCards>();
  private unsubscribe: (() => void) | null = null;
  /** the plain events' group commit */
  readonly commits: EventCommits;

  constructor(
    private readonly em: EntityManager,
    private readonly bus: RealtimeBus,
    private readonly playerCards: PlayerCardsService,
    private readonly observers: ObserverRegistry,
    private readonly deadStones: DeadStonesGuesser,
    private readonly finisher: FinishedGameWriter,
  ) {
    this.commits = new EventCommits(em);
  }

  onModuleInit(): void {
    this.unsubscribe = this.bus.subscribe(GAMES_CHANNEL, (message) => {
      if (message.type === 'state' && message.event) this.heard(message.gameId, message.event);
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** The game as it stands (404 for an unknown id). */
  async game(gameId: number): Promise<FoldedGame> {
    return this.refresh(this.em.fork(), gameId);
  }

  /** The game when this instance already knows it up to `seq` (no query), else as it stands. */
  async gameAtLeast(gameId: number, seq: number): Promise<FoldedGame> {
    return this.keptAtLeast(gameId, seq) ?? this.game(gameId);
  }

  /** The game as this instance keeps it when that is up to `seq`, else undefined. */
  keptAtLeast(gameId: number, seq: number): FoldedGame | undefined {
    const known = this.games.get(gameId);
    return known && known.seq >= seq ? known : undefined;
  }

  async state(gameId: number, now = Date.now()): Promise<LiveGameState> {
    const game = await this.game(gameId);
    return this.view(game, now);
  }

  async view(game: FoldedGame, now = Date.now()): Promise<LiveGameState> {
    return stateView(game, await this.cardsOf(game), this.observers.of(game.meta.id), now);
  }

  colourOf(game: FoldedGame, userId: number): PlayColour | null {
    if (game.meta.blackId === userId) return 'black';
    if (game.meta.whiteId === userId) return 'white';
    return null;
  }

  /**
   * A player's action; 409 with the reason when the game refuses it. Gives the game as folded
   * after it (the socket answers without a state: watchers get the change from the announcement).
   */
  async act(
    gameId: number,
    userId: number,
    action: PlayerAction,
    options: ActOptions = {},
  ): Promise<FoldedGame> {
    const before = await this.enforceDeadline(gameId);
    const colour = this.colourOf(before, userId);
    if (!colour) {
      throw new ApiError('illegalAction', {
        message: FLOW_REASONS.notAPlayer,
        refusal: 'notAPlayer',
      });
    }
    const proposal = await this.proposalFor(before, action);
    return this.write(gameId, async (current, em, read) => {
      // a resend on a kept game is refused by the rules or by the key (game, actor, clientSeq),
      // and then decided again here on the game as read
      if (
        read &&
        options.clientSeq !== undefined &&
        (await hasClientSeq(em, gameId, colour, options.clientSeq))
      ) {
        return null;
      }
      const at = Date.now();
      return {
        event: eventOf(action, colour, at, options, current.flow, proposal),
        clientSeq: options.clientSeq ?? null,
      };
    });
  }

  /**
   * Tells every instance (the clocks' leader, the bots, watchers) of a game just started, once
   * its transaction committed: its clock runs from its start, before anybody moves.
   */
  async announceStart(gameId: number): Promise<void> {
    try {
      await this.announce(await this.game(gameId));
    } catch (error) {
      // the game stands; the clocks' leader finds it on its next look (ClockRunner's sweep)
      this.logger.warn(`Could not announce the start of game ${gameId}: ${String(error)}`);
    }
  }

  /**
   * What the server does by itself: a timeout, an abandonment, clocks resumed after downtime, a
   * bot's clock held while its move waits for an engine.
   */
  async serverAct(gameId: number, event: ServerEvent): Promise<FoldedGame> {
    return this.write(gameId, () => Promise.resolve({ event, clientSeq: null }));
  }

  /** Ends the game first when its clock ran out (or it was abandoned) before this request. */
  private async enforceDeadline(gameId: number): Promise<FoldedGame> {
    const game = this.games.get(gameId) ?? (await this.game(gameId));
    const deadline = nextDeadline(game.flow);
    if (!deadline || deadline.at > Date.now()) return game;
    try {
      return await this.serverAct(gameId, {
        kind: deadline.kind,
        colour: deadline.colour,
        at: Date.now(),
      });
    } catch (error) {
      if (error instanceof ApiError) return this.game(gameId);
      throw error;
    }
  }

  /**
   * Appends the event `decide` returns (or nothing, for null) after the game's last one, in one
   * transaction. The first attempt decides on the game as kept (`read` false); a second event of
   * the same step (another instance's, or a resend's) or a refusal makes it read the game and
   * try again.
   */
  private async write(
    gameId: number,
    decide: (game: FoldedGame, em: EntityManager, read: boolean) => Promise<Decision | null>,
  ): Promise<FoldedGame> {
    for (let attempt = 1; ; attempt++) {
      try {
        const known = attempt === 1 ? this.games.get(gameId) : undefined;
        const grouped = known && (await this.writeGrouped(known, decide));
        if (grouped) return grouped;
        const written = await this.em.fork().transactional(async (em) => {
          const kept = attempt === 1 ? this.games.get(gameId) : undefined;
          const game = kept ?? (await this.refresh(em, gameId));
          const decision = await decide(game, em, kept === undefined);
          if (!decision) return { game, before: game, logged: null, logLine: null };
          const result = applyEvent(game.flow, decision.event);
          if (!result.ok) {
            if (kept) throw new RefusedOnKnownGame();
            throw new ApiError('illegalAction', { message: result.reason, refusal: result.code });
          }
          const next = nextOf(game, result.game, decision);
          const logged = loggedOf(next.seq, decision);
          await appendEvent(em, gameId, logged);
          await writeSummary(em, gameId, summaryOf(next.flow, next.seq));
          const logLine = await writeEventLine(em, next, decision.event, () =>
            this.cardsOf(next, em),
          );
          if (next.flow.phase === 'finished') {
            await this.finisher.finish(em, next, await this.cardsOf(next, em));
          }
          return { game: next, before: game, logged, logLine };
        });
        if (!written.logged) return written.game;
        this.remember(written.game);
        await this.announce(written.game, written.before, written.logged);
        if (written.logLine) await this.announceLine(gameId, written.logLine);
        return written.game;
      } catch (error) {
        const again =
          error instanceof RefusedOnKnownGame ||
          error instanceof UniqueConstraintViolationException;
        if (again && attempt < WRITE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  /**
   * The write of a plain event on a kept game (neither a log line nor the game's end, which
   * write more in their transaction) through the group commit; undefined for the others.
   */
  private async writeGrouped(
    game: FoldedGame,
    decide: (game: FoldedGame, em: EntityManager, read: boolean) => Promise<Decision | null>,
  ): Promise<FoldedGame | undefined> {
    const decision = await decide(game, this.em, false);
    if (!decision) return game;
    if (announces(decision.event)) return undefined;
    const result = applyEvent(game.flow, decision.event);
    if (!result.ok) throw new RefusedOnKnownGame();
    if (result.game.phase === 'finished') return undefined;
    const next = nextOf(game, result.game, decision);
    const logged = loggedOf(next.seq, decision);
    await this.commits.commit({
      gameId: game.meta.id,
      event: logged,
      summary: summaryOf(next.flow, next.seq),
    });
    this.remember(next);
    await this.announce(next, game, logged);
    return next;
  }

  /** Another instance's event, folded into the game kept here when it is the next one. */
  private heard(gameId: number, event: LoggedEvent): void {
    const known = this.games.get(gameId);
    if (!known || known.seq !== event.seq - 1) return;
    try {
      this.remember(foldEvents(known, [event]));
    } catch (error) {
      // kept as it was: the next action reads the game
      this.logger.warn(`Game ${gameId} event ${event.seq} did not fold: ${String(error)}`);
    }
  }

  private async refresh(em: EntityManager, gameId: number): Promise<FoldedGame> {
    let game = this.games.get(gameId);
    if (!game) {
      const meta = await readGameMeta(em, gameId);
      if (!meta) throw new ApiError('gameNotFound');
      game = startFold(meta);
    }
    const events = await readEventsAfter(em, gameId, game.seq);
    if (events.length > 0) {
      game = foldEvents(game, events);
      this.remember(game);
    }
    return game;
  }

  private remember(game: FoldedGame): void {
    const known = this.games.get(game.meta.id);
    if (known && known.seq >= game.seq) return;
    this.games.delete(game.meta.id);
    this.games.set(game.meta.id, game);
    if (this.games.size > CACHE_LIMIT) {
      const oldest = this.games.keys().next().value;
      if (oldest !== undefined) {
        this.games.delete(oldest);
        this.cards.delete(oldest);
      }
    }
  }

  /** The game after an event (`before` it and the event as logged), or just started. */
  private async announce(
    game: FoldedGame,
    before?: FoldedGame,
    event?: LoggedEvent,
  ): Promise<void> {
    // the clocks as they stood at each event: only the one the event stopped changed; the
    // observers as last told (each instance's sockets are sent their own count)
    const cards = await this.cardsOf(game);
    const observers = this.observers.lastTold(game.meta.id);
    const state = stateView(game, cards, observers, game.lastEventAt);
    const delta = before
      ? gameDelta(stateView(before, cards, observers, before.lastEventAt), state)
      : null;
    const message: GameMessage = {
      type: 'state',
      gameId: game.meta.id,
      state,
      delta,
      event: event ?? null,
    };
    try {
      await this.bus.publish(GAMES_CHANNEL, message);
    } catch (error) {
      // written already; watchers catch up from the next message or their reconnect
      this.logger.warn(`Could not announce game ${game.meta.id}: ${String(error)}`);
    }
  }

  private async announceLine(gameId: number, line: ChatLine): Promise<void> {
    const message: GameMessage = { type: 'chat', gameId, lines: [line] };
    try {
      await this.bus.publish(GAMES_CHANNEL, message);
    } catch (error) {
      // written already: a watcher reads it with the chat when it next joins
      this.logger.warn(`Could not announce a log line of game ${gameId}: ${String(error)}`);
    }
  }

  /** Within a transaction, pass its `em`: on SQLite another connection would wait for it. */
  private async cardsOf(game: FoldedGame, em?: EntityManager): Promise<GameCards> {
    const known = this.cards.get(game.meta.id);
    if (known) return known;
    const { blackId, whiteId } = game.meta;
    const found = await this.playerCards.cards(
      [blackId, whiteId].filter((id): id is number => id !== null),
      em ?? this.em.fork(),
    );
    const cards = seatCards(game.meta, found);
    this.cards.set(game.meta.id, cards);
    return cards;
  }

  /**
   * The dead stones proposed when this pass ends play, guessed before the transaction (a Monte
   * Carlo guess takes a moment); used only if the position is still the one it was made for.
   */
  private async proposalFor(
    game: FoldedGame,
    action: PlayerAction,
  ): Promise<(flow: LiveGameFlow) => string[] | undefined> {
    if (action.kind !== 'pass' || game.flow.position.consecutivePasses !== 1) {
      return () => undefined;
    }
    const guessedFor = game.flow.position;
    const dead = await this.deadStones.guess(game.flow, guessedFor);
    return (flow) => (flow.position === guessedFor ? dead : undefined);
  }
}

/** The game after the decided event. */
function nextOf(game: FoldedGame, flow: LiveGameFlow, decision: Decision): FoldedGame {
  return { meta: game.meta, flow, seq: game.seq + 1, lastEventAt: decision.event.at };
}

/** The event as the game's log keeps it. */
function loggedOf(seq: number, decision: Decision): LoggedEvent {
  const { kind, at, ...rest } = decision.event;
  const { actor = null, ...payload } = rest as { actor?: PlayColour };
  return { seq, kind, actor, clientSeq: decision.clientSeq, payload, at };
}
