import { parseVertex } from '../play/vertex';
import { chainLiberties } from './chains';
import { simpleArea } from './area';
import { ladderMarks } from './ladders';
import type { NetQuery } from './types';

/*
 * The network's input, KataGo's input version 7 (cpp/neuralnet/nninputs.cpp, fillRowV7), on a
 * netSize x netSize grid: neural/ runs each board at its own size (netSize = the board's size);
 * with the default netSize of 19 a smaller board sits in the top-left corner, channel 0 marking
 * the real board. Everything is seen from the side to move ("own" = the side to move).
 *
 * Spatial channels (bin, [point][channel], point = y * netSize + x):
 *   0 on board; 1 own stones; 2 opponent stones; 3/4/5 stones of chains with 1/2/3 liberties;
 *   6 the point a basic ko forbids (superko-banned points are not marked: finding them would mean
 *   playing every point);
 *   9..13 where the last five moves were played, 9 the last one (the opponent's), 10 the one
 *   before, and so on;
 *   14 stones of laddered chains (domain/bots/ladders.ts), 15 the same on the board before the
 *   last move, 16 two moves before (the current board when there is no such move); 17 the moves
 *   that ladder an opponent chain with two liberties;
 *   18/19 the side to move's and the opponent's area under Chinese rules (domain/bots/area.ts:
 *   stones and the empty regions only one colour borders; KataGo's pass-alive refinement left
 *   out); under Japanese rules KataGo gives no area before its encore, so 0;
 *   7, 8, 20, 21 are for KataGo's encore, always 0.
 * Global channels:
 *   0..4 the last five moves were passes (0 the last one); 5 komi / 20 from the side to move's
 *   view (+komi for white, -komi for black); 6/7 ko rule: 1/0.5 positional superko (Chinese),
 *   0/0 simple ko (Japanese); 8 multi-stone suicide legal: 0; 9 territory scoring (Japanese);
 *   10/11 tax: 0; 12/13 encore: 0; 14 a pass now would end the game (the opponent just passed);
 *   15/16 playout doubling advantage: 0; 17 button: 0; 18 the komi parity wave (area scoring only).
 */

export const NET_BOARD = 19;
export const BIN_CHANNELS = 22;
export const GLOBAL_CHANNELS = 19;
export const NET_POINTS = NET_BOARD * NET_BOARD;
/** the eight symmetries of the square: bit 4 transposes, then bit 2 mirrors x, bit 1 mirrors y */
export const SYMMETRY_COUNT = 8;

export interface EncodedQuery {
  /** netSize * netSize * BIN_CHANNELS */
  bin: Float32Array;
  /** GLOBAL_CHANNELS */
  global: Float32Array;
}

/** Where a point of a size×size board goes under a symmetry. */
export function symmetryPoint(
  x: number,
  y: number,
  size: number,
  symmetry: number,
): [x: number, y: number] {
  let a = x;
  let b = y;
  if (symmetry & 4) [a, b] = [b, a];
  if (symmetry & 2) a = size - 1 - a;
  if (symmetry & 1) b = size - 1 - b;
  return [a, b];
}

/** The symmetry that undoes `symmetry`. */
export function inverseSymmetry(symmetry: number): number {
  if (!(symmetry & 4)) return symmetry;
  return 4 | ((symmetry & 1) << 1) | ((symmetry & 2) >> 1);
}

/**
 * Reads a network output laid out on the netSize x netSize grid (index y * netSize + x, in the
 * symmetry's frame) back onto the game's board: size*size entries, index y * size + x, y = 0 the
 * top row.
 */
export function fromNetBoard(
  values: ArrayLike<number>,
  size: number,
  symmetry: number,
  netSize: number = NET_BOARD,
): Float32Array {
  const result = new Float32Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [nx, ny] = symmetryPoint(x, y, size, symmetry);
      result[y * size + x] = values[ny * netSize + nx];
    }
  }
  return result;
}

/** The query on a netSize x netSize grid (at least the board's size), under a symmetry. */
export function encodeQuery(
  query: NetQuery,
  symmetry = 0,
  netSize: number = NET_BOARD,
): EncodedQuery {
  const { position, moves, komi, rules } = query;
  const size = position.size;
  if (size > netSize) throw new Error(`A ${size}x${size} board does not fit a ${netSize} grid`);
  const bin = new Float32Array(netSize * netSize * BIN_CHANNELS);
  const global = new Float32Array(GLOBAL_CHANNELS);
  const own = position.toMove === 'black' ? 1 : -1;
  const set = (x: number, y: number, channel: number): void => {
    const [nx, ny] = symmetryPoint(x, y, size, symmetry);
    bin[(ny * netSize + nx) * BIN_CHANNELS + channel] = 1;
  };

  const liberties = chainLiberties(position.signMap);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      set(x, y, 0);
      const sign = position.signMap[y][x];
      if (sign === 0) continue;
      set(x, y, sign === own ? 1 : 2);
      const libs = liberties[y][x];
      if (libs >= 1 && libs <= 3) set(x, y, 2 + libs);
    }
  }
  if (position.koPoint !== null) set(position.koPoint[0], position.koPoint[1], 6);

  const ladders = ladderMarks(position.signMap, -own);
  const earlier = earlierBoards(query);
  const ladderedBefore = earlier.map((board) => ladderMarks(board, -own).laddered);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const index = y * size + x;
      if (ladders.laddered[index]) set(x, y, 14);
      if (ladderedBefore[0][index]) set(x, y, 15);
      if (ladderedBefore[1][index]) set(x, y, 16);
      if (ladders.workingMoves[index]) set(x, y, 17);
    }
  }

  if (rules === 'chinese') {
    const owners = simpleArea(position.signMap);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const owner = owners[y * size + x];
        if (owner !== 0) set(x, y, owner === own ? 18 : 19);
      }
    }
  }

  // The last five moves, newest first; they alternate, so the newest is always the opponent's.
  for (let back = 1; back <= 5 && back <= moves.length; back++) {
    const point = parseVertex(moves[moves.length - back], size);
    if (point === 'pass') global[back - 1] = 1;
    else if (point !== null) set(point[0], point[1], 8 + back);
  }

  const area = size * size;
  const selfKomi = Math.max(-area - 20, Math.min(area + 20, own === 1 ? -komi : komi));
  global[5] = selfKomi / 20;
  if (rules === 'chinese') {
    global[6] = 1;
    global[7] = 0.5;
  } else {
    global[9] = 1;
  }
  global[14] = position.consecutivePasses > 0 ? 1 : 0;
  if (rules === 'chinese') global[18] = komiParityWave(selfKomi, area);
  return { bin, global };
}

/**
 * The boards one and two moves ago (the position keeps them); KataGo uses the current board, or
 * the one before, where the game has no such move.
 */
function earlierBoards(query: NetQuery): [number[][], number[][]] {
  const { position, moves } = query;
  const recent = position.recentBoards;
  const back = (steps: number, fallback: number[][]): number[][] =>
    moves.length >= steps && recent.length >= steps ? recent[steps - 1] : fallback;
  const previous = back(1, position.signMap);
  return [previous, back(2, previous)];
}

/** fillRowV7's triangle wave of the komi's distance from the komis that allow a draw. */
export function komiParityWave(selfKomi: number, boardArea: number): number {
  const komiFloor =
    boardArea % 2 === 0 ? Math.floor(selfKomi / 2) * 2 : Math.floor((selfKomi - 1) / 2) * 2 + 1;
  const delta = Math.max(0, Math.min(2, selfKomi - komiFloor));
  if (delta < 0.5) return delta;
  if (delta < 1.5) return 1 - delta;
  return delta - 2;
}
