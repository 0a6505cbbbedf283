import { listItems } from '@domain/play/growing-list';
import { Injectable, Logger } from '@nestjs/common';
import type { BotKind } from '@sync/contract/play';
import { modernMove } from '@domain/bots/modern-move';
import { gnugoLevelFor, isBeginner, MODERN_RANKS, modernStrengthFor } from '@domain/bots/ranks';
import { shouldResign, type ResignationFacts } from '@domain/bots/resignation';
import { DEFAULT_BOT_STYLE, type BotStyle, type NetQuery } from '@domain/bots/types';
import type { BoardSize, PlayColour } from '@domain/play/types';
import type { FoldedGame } from '../live-games/game-fold';
import { BotEngines } from './bot-engines';
import { serverSearchBudgetMs, thinkingBudgetMs } from './thinking-budget';

/** The most recent winrates kept per game (the resignation rule looks at the last few). */
const WINRATES_KEPT = 12;

export type BotMove = { kind: 'move'; move: string } | { kind: 'pass' } | { kind: 'resign' };

export interface BotThought {
  move: BotMove;
  /** settles when the engines are done with this move (GNU Go may answer after the move) */
  settled: Promise<void>;
}

/**
 * A bot's move in a game: the modern bot's from the network; the pre-AI bot's from GNU Go, or
 * the network's when GNU Go cannot answer within the clock. Either resigns only by the
 * network's value head (domain/bots/resignation.ts).
 */
@Injectable()
export class BotBrain {
  private readonly logger = new Logger('BotBrain');
  private readonly winrates = new Map<number, number[]>();

  constructor(private readonly engines: BotEngines) {}

  /** The move; `queuedMs` the time it waited for an engine, which its thinking may still use. */
  async move(
    game: FoldedGame,
    kind: BotKind,
    opponentRank: string,
    queuedMs: number,
  ): Promise<BotThought> {
    const { flow, meta } = game;
    const colour = flow.position.toMove;
    const query: NetQuery = {
      position: flow.position,
      moves: listItems(flow.moves),
      komi: flow.settings.komi,
      rules: flow.settings.rules,
    };
    const style = (meta.settings.botStyle ?? DEFAULT_BOT_STYLE) as BotStyle;
    const offered = modernStrengthFor(meta.settings.botRank) ?? MODERN_RANKS.at(-1)!.setting;
    // GNU Go's stand-in move is the network's own, without a search to compete with GNU Go
    const strength = kind === 'pre-ai' ? { ...offered, visits: 0 } : offered;
    // the wait for an engine is not the bot's time (the clock was held for it)
    const elapsed = Date.now() - flow.turnStartedAt - queuedMs;
    const timeBudgetMs = serverSearchBudgetMs(flow.settings.clock, flow.clocks[colour], elapsed);
    const fromNetwork = modernMove(this.engines.neural, query, strength, style, Math.random, {
      timeBudgetMs,
      now: Date.now,
    });
    const engines: Promise<unknown>[] = [fromNetwork];
    let move: string;
    if (kind === 'pre-ai') {
      move = await this.gnugoOrNetwork(game, colour, fromNetwork, queuedMs, engines);
    } else {
      move = (await fromNetwork).move;
    }
    const settled = Promise.allSettled(engines).then(() => undefined);
    const { evaluation } = await fromNetwork;
    const beginner = isBeginner(opponentRank) || isBeginner(meta.settings.botRank ?? '');
    const { boardSize, handicapStones } = flow.settings;
    const gaveHandicap = colour === 'white' && handicapStones.length > 0;
    const moveNumber = flow.moves.length + 1;
    const facts = { boardSize, moveNumber, opponentIsBeginner: beginner, gaveHandicap };
    if (this.hopeless(meta.id, evaluation.winrate, facts)) {
      return { move: { kind: 'resign' }, settled };
    }
    return { move: move === 'pass' ? { kind: 'pass' } : { kind: 'move', move }, settled };
  }

  /** Forgets a finished game. */
  forget(gameId: number): void {
    this.winrates.delete(gameId);
  }

  private hopeless(
    gameId: number,
    winrate: number,
    facts: Omit<ResignationFacts, 'recentWinrates'>,
  ) {
    const recent = [...(this.winrates.get(gameId) ?? []), winrate].slice(-WINRATES_KEPT);
    this.winrates.set(gameId, recent);
    return shouldResign({ ...facts, recentWinrates: recent });
  }

  /** `engines` gets GNU Go's answer, which may come after the budget. */
  private async gnugoOrNetwork(
    game: FoldedGame,
    colour: PlayColour,
    fromNetwork: Promise<{ move: string }>,
    queuedMs: number,
    engines: Promise<unknown>[],
  ): Promise<string> {
    const { flow, meta } = game;
    // the wait for an engine is not the bot's time (the clock was held for it)
    const budget = thinkingBudgetMs(
      flow.settings.clock,
      flow.clocks[colour],
      Date.now() - flow.turnStartedAt - queuedMs,
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budget);
    });
    try {
      const gnugo = this.engines.gnugoMove({
        boardSize: flow.settings.boardSize as BoardSize,
        komi: flow.settings.komi,
        rules: flow.settings.rules,
        handicapStones: flow.settings.handicapStones,
        moves: listItems(flow.moves),
        toMove: colour,
        level: gnugoLevelFor(meta.settings.botRank) ?? 10,
        seed: meta.id,
      });
      engines.push(gnugo);
      const answer = await Promise.race([gnugo, late]);
      // GNU Go's own resignation is not taken: the bot resigns by the network's judgement
      if (answer !== null && answer !== 'resign') return answer;
    } catch (error) {
      this.logger.warn(`GNU Go did not move in game ${meta.id}: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
    return (await fromNetwork).move;
  }
}
