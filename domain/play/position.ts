import Board from '@sabaki/go-board';
import { boardKey } from './board-key';
import { appended, emptyList, listIncludes, type GrowingList } from './growing-list';
import { firstToMove } from './handicap';
import { parseVertex, samePoint, type Point } from './vertex';
import type { PlayColour, PlayRules } from './types';

export interface Position {
  size: number;
  /** 1 black, -1 white, 0 empty; [y][x] */
  signMap: number[][];
  toMove: PlayColour;
  /** stones captured by each colour */
  captures: { black: number; white: number };
  /** the keys (board-key.ts) of every earlier board, for superko */
  history: GrowingList<number>;
  /** the boards one and two moves ago, the latest first (fewer at the start): the network reads them */
  recentBoards: number[][][];
  /** basic ko: the point that may not be played at once, else null */
  koPoint: Point | null;
  consecutivePasses: number;
}

export type PlayResult =
  | {
      ok: true;
      position: Position;
      /** Japanese only: the move repeated an earlier whole-board position that is not a basic ko (long cycle) */
      cycle: boolean;
    }
  | { ok: false; code: IllegalMoveCode; reason: string };

export const ILLEGAL_MOVE = {
  invalid: 'Invalid coordinates',
  occupied: 'Point is occupied',
  suicide: 'Suicide is not allowed',
  ko: 'Ko: the stone cannot be retaken at once',
  superko: 'Superko: the position would repeat',
} as const;

export type IllegalMoveCode = keyof typeof ILLEGAL_MOVE;

function illegal(code: IllegalMoveCode): PlayResult {
  return { ok: false, code, reason: ILLEGAL_MOVE[code] };
}

const SIGN: Record<PlayColour, 1 | -1> = { black: 1, white: -1 };
const OTHER: Record<PlayColour, PlayColour> = { black: 'white', white: 'black' };
const HASH_CHARS: Record<number, string> = { 1: 'x', [-1]: 'o', 0: '.' };

/**
 * Each row's text, by the row array: rows are never changed in place and a move shares the rows
 * it left alone with the position before it, so a move writes the text of a row or two.
 */
const rowTexts = new WeakMap<readonly number[], string>();

function rowText(row: readonly number[]): string {
  let text = rowTexts.get(row);
  if (text === undefined) {
    text = row.map((sign) => HASH_CHARS[sign]).join('');
    rowTexts.set(row, text);
  }
  return text;
}

const boardTexts = new WeakMap<readonly (readonly number[])[], string>();

/** The board as text, one character a point (the bots' caches key their readings by it). */
export function positionHash(signMap: readonly (readonly number[])[]): string {
  let text = boardTexts.get(signMap);
  if (text === undefined) {
    text = signMap.map(rowText).join('/');
    boardTexts.set(signMap, text);
  }
  return text;
}

/** Stones set on the board before the game, and who moves first (a game from a position). */
export interface SetupStones {
  black: string[];
  white: string[];
  toMove: PlayColour;
}

/**
 * The empty board with black's handicap stones; white moves first after a handicap. A game
 * from a position starts with its setup stones instead.
 */
export function startPosition(
  size: number,
  handicapStones: string[],
  setup?: SetupStones,
): Position {
  const signMap = Array.from({ length: size }, () => Array.from({ length: size }, () => 0));
  const put = (stones: string[], sign: number) => {
    for (const stone of stones) {
      const point = parseVertex(stone, size);
      if (point === null || point === 'pass') throw new Error(`Invalid stone ${stone}`);
      signMap[point[1]][point[0]] = sign;
    }
  };
  put(handicapStones, 1);
  if (setup) {
    put(setup.black, 1);
    put(setup.white, -1);
  }
  return {
    size,
    signMap,
    toMove: setup?.toMove ?? firstToMove(handicapStones.length),
    captures: { black: 0, white: 0 },
    history: emptyList(),
    recentBoards: [],
    koPoint: null,
    consecutivePasses: 0,
  };
}

/** The recent boards once a move is made on `p`. */
function recentAfter(p: Position): number[][][] {
  return p.recentBoards.length === 0 ? [p.signMap] : [p.signMap, p.recentBoards[0]];
}

function pass(p: Position): Position {
  return {
    ...p,
    toMove: OTHER[p.toMove],
    history: appended(p.history, boardKey(p.signMap)),
    recentBoards: recentAfter(p),
    koPoint: null,
    consecutivePasses: p.consecutivePasses + 1,
  };
}

/** The point a single stone that just took a single stone leaves in ko, else null. */
function koPointAfter(next: Board, sign: 1 | -1, point: Point, before: Board): Point | null {
  if (next.getCaptures(sign) !== 1) return null;
  const taken = next.getNeighbors(point).find((n) => before.get(n) === -sign && next.get(n) === 0);
  // go-board's own reading of a ko: retaking at once at the taken point would be one
  return taken && next.analyzeMove(-sign as 1 | -1, taken).ko ? taken : null;
}

/**
 * The rows a move left as they were stay the earlier position's arrays (rows are never changed
 * in place): a game kept in memory holds a row or two a move instead of a whole board.
 */
function sharingRows(before: number[][], after: number[][]): number[][] {
  return after.map((row, y) => (row.every((sign, x) => sign === before[y][x]) ? before[y] : row));
}

/**
 * Plays the move of the side to move. Both rules forbid suicide and the immediate retaking of a
 * basic ko; Chinese rules forbid any move that repeats an earlier whole-board position
 * (positional superko), Japanese rules allow it and report it as a cycle.
 */
export function playMove(p: Position, rules: PlayRules, move: string): PlayResult {
  const point = parseVertex(move, p.size);
  if (point === null) return illegal('invalid');
  if (point === 'pass') return { ok: true, position: pass(p), cycle: false };

  const [x, y] = point;
  if (p.signMap[y][x] !== 0) return illegal('occupied');
  if (p.koPoint !== null && samePoint(p.koPoint, point)) {
    return illegal('ko');
  }
  const sign = SIGN[p.toMove];
  const next = stoneAdded(p.signMap, sign, point);
  if (next === null) return illegal('suicide');

  const { signMap, captured } = next;
  const repeats = listIncludes(p.history, boardKey(signMap));
  if (repeats && rules === 'chinese') return illegal('superko');

  return {
    ok: true,
    cycle: repeats,
    position: {
      size: p.size,
      signMap,
      toMove: OTHER[p.toMove],
      captures: { ...p.captures, [p.toMove]: p.captures[p.toMove] + captured },
      history: appended(p.history, boardKey(p.signMap)),
      recentBoards: recentAfter(p),
      koPoint: next.koPoint,
      consecutivePasses: 0,
    },
  };
}

interface StoneAdded {
  signMap: number[][];
  captured: number;
  koPoint: Point | null;
}

/**
 * The board after the stone and its captures, or null for a suicide. Most moves take nothing:
 * they copy one row and ask go-board whether a neighbour or the stone is left without a
 * liberty (each search stops at the first liberty). A capture is go-board's whole move.
 */
function stoneAdded(before: number[][], sign: 1 | -1, point: Point): StoneAdded | null {
  const [x, y] = point;
  const row = [...before[y]];
  row[x] = sign;
  const placed = before.slice();
  placed[y] = row;
  const board = new Board(placed as Board.SignMap);
  const takes = board
    .getNeighbors(point)
    .some((n) => board.get(n) === -sign && !board.hasLiberties(n));
  if (!takes) {
    return board.hasLiberties(point) ? { signMap: placed, captured: 0, koPoint: null } : null;
  }
  const start = new Board(before as Board.SignMap);
  const next = start.makeMove(sign, point);
  return {
    signMap: sharingRows(before, next.signMap),
    captured: next.getCaptures(sign),
    koPoint: koPointAfter(next, sign, point, start),
  };
}

/** The position after the moves; throws on an illegal one. */
export function replay(
  size: number,
  handicapStones: string[],
  rules: PlayRules,
  moves: string[],
  setup?: SetupStones,
): Position {
  let position = startPosition(size, handicapStones, setup);
  moves.forEach((move, index) => {
    const result = playMove(position, rules, move);
    if (!result.ok) throw new Error(`Move ${index + 1} (${move}): ${result.reason}`);
    position = result.position;
  });
  return position;
}
