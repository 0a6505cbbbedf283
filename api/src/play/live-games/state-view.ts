import { listItems } from '@domain/play/growing-list';
import type { LiveGameState, Observers, PlayerCard } from '@sync/contract/play';
import { clocksAt, runningColour, toMoveOf } from '@domain/play/game-flow';
import { clockHeldAt } from '@domain/play/turn-time';
import type { FoldedGame } from './game-fold';

export interface GameCards {
  black: PlayerCard;
  white: PlayerCard;
}

export const NO_OBSERVERS: Observers = { count: 0, names: [] };

export function stateView(
  game: FoldedGame,
  cards: GameCards,
  observers: Observers,
  now: number,
): LiveGameState {
  const { flow, meta } = game;
  // a finished game's clocks stand still: clocksAt gives them as they stopped
  const clocks = clocksAt(flow, now);
  return {
    id: meta.id,
    seq: game.seq,
    boardSize: meta.settings.boardSize,
    rules: meta.settings.rules,
    komi: flow.settings.komi,
    handicap: meta.settings.handicap,
    handicapStones: flow.settings.handicapStones,
    ranked: meta.ranked,
    timeControl: flow.settings.clock,
    timeClass: meta.timeClass,
    black: cards.black,
    white: cards.white,
    moves: listItems(flow.moves),
    toMove: toMoveOf(flow),
    phase: flow.phase,
    result: flow.result,
    endReason: flow.endReason,
    captures: { ...flow.position.captures },
    // a held clock (a bot's move waiting for an engine) stands still
    clocks: {
      ...clocks,
      running: clockHeldAt(flow, now) ? null : runningColour(flow),
      serverTime: now,
    },
    undoRequest: flow.undoRequest,
    removal: flow.removal,
    score: flow.score,
    observers,
    startedAt: new Date(flow.startedAt).toISOString(),
    finishedAt: flow.finishedAt === null ? null : new Date(flow.finishedAt).toISOString(),
  };
}
