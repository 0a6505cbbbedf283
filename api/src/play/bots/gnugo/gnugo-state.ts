import {
  colourOfMoveAt,
  playMove,
  replay,
  type BoardSize,
  type PlayColour,
  type PlayRules,
  type Position,
} from '@domain/play';
import { GnugoIllegalMoveError } from './gnugo-errors';

export const GNUGO_MIN_LEVEL = 1;
export const GNUGO_MAX_LEVEL = 10;

/** A game as GNU Go is asked to continue it. */
export interface GnugoState {
  boardSize: BoardSize;
  komi: number;
  rules: PlayRules;
  /** black's stones placed before the first move, GTP vertices */
  handicapStones: string[];
  /** every move so far, GTP vertices or 'pass', oldest first */
  moves: string[];
  toMove: PlayColour;
  /** GNU Go's --level, 1 (weakest) to 10 */
  level: number;
  /** GNU Go's random seed for this game (it varies its play with it); absent: the engine's own */
  seed?: number;
}

/** What an engine's board holds: the game it was set up for and the moves played on it. */
export interface HeldBoard {
  game: string;
  moves: string[];
}

/** Everything of a state that, changed, needs a new board (all but the moves and the level). */
export function gameKey(state: GnugoState): string {
  const { boardSize, komi, rules, handicapStones, seed } = state;
  return JSON.stringify([boardSize, komi, rules, handicapStones, seed ?? null]);
}

/** At most this many moves are taken back with GTP undo; more, and the board is set up anew. */
export const MAX_UNDO = 4;

/** How a held board reaches the state: take back `undo` moves, then play `play`. */
export interface BoardSync {
  undo: number;
  play: string[];
}

/**
 * The cheapest way from the held board to the state's, or null when it must be set up anew
 * (another game, or more than MAX_UNDO moves to take back).
 */
export function boardSync(held: HeldBoard | null, state: GnugoState): BoardSync | null {
  if (held === null || held.game !== gameKey(state)) return null;
  let common = 0;
  while (
    common < held.moves.length &&
    common < state.moves.length &&
    held.moves[common] === state.moves[common]
  ) {
    common += 1;
  }
  const undo = held.moves.length - common;
  return undo > MAX_UNDO ? null : { undo, play: state.moves.slice(common) };
}

/** Who plays the move at the index: black first, white first after a handicap. */
export function colourOfMove(state: GnugoState, index: number): PlayColour {
  return colourOfMoveAt(index, state.handicapStones.length);
}

/** The state's position; throws on a level out of range, an illegal move or the wrong side to move. */
export function positionOf(state: GnugoState): Position {
  if (!Number.isInteger(state.level) || state.level < GNUGO_MIN_LEVEL) {
    throw new RangeError(`GNU Go level ${state.level} is not 1..10`);
  }
  if (state.level > GNUGO_MAX_LEVEL)
    throw new RangeError(`GNU Go level ${state.level} is not 1..10`);
  const position = replay(state.boardSize, state.handicapStones, state.rules, state.moves);
  if (position.toMove !== state.toMove) {
    throw new Error(`It is ${position.toMove}'s move, not ${state.toMove}'s`);
  }
  return position;
}

/** The engine's answer to genmove as we write moves: 'D4', 'pass' or 'resign'. */
export function normalisedAnswer(answer: string): string {
  const text = answer.trim();
  const lower = text.toLowerCase();
  return lower === 'pass' || lower === 'resign' ? lower : text.toUpperCase();
}

/** Refuses an answer that is not a legal move (or resign) in the position. */
export function checkAnswer(position: Position, rules: PlayRules, move: string): void {
  if (move === 'resign') return;
  const result = playMove(position, rules, move);
  if (!result.ok) {
    throw new GnugoIllegalMoveError(
      `The engine answered ${move}, not a legal move: ${result.reason}`,
    );
  }
}
