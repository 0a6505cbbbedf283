import { positionHash } from '../play/position';
import { chainAt, neighbours } from './chains';

/*
 * A small ladder reader for the network's ladder inputs (KataGo's iterLadders,
 * searchIsLadderCaptured and searchIsLadderCapturedAttackerFirst2Libs in spirit): a chain in
 * atari is laddered when, with its owner to move, every extension or capture of an adjacent
 * chain in atari leaves it with one liberty or with two the attacker can take away again until
 * it is captured; a chain with two liberties is laddered when an attacker's move on one of them
 * leads there (those moves are the "working moves"). Each search stops after READ_BUDGET
 * positions or READ_DEPTH moves and then counts the chain as not laddered; once a board's
 * reading reaches BOARD_BUDGET positions, its remaining chains are not read (not laddered).
 */

export const READ_BUDGET = 150;
/** positions read for all the chains of one board together */
export const BOARD_BUDGET = 400;
/** the longest ladder read, in moves of both sides (a 19x19 ladder across the board is ~70) */
export const READ_DEPTH = 90;

type Board = Int8Array;

export interface LadderMarks {
  /** size*size: 1 on every stone of a laddered chain */
  laddered: Uint8Array;
  /** size*size: 1 where a move of the side to move ladders an opponent chain with two liberties */
  workingMoves: Uint8Array;
}

/** A board's reading: the laddered stones and, per colour, the moves that ladder its chains. */
interface BoardLadders {
  laddered: Uint8Array;
  /** index 0: moves that ladder black chains with two liberties; 1: white ones */
  working: [Uint8Array, Uint8Array];
}

/**
 * Recently read boards by their text (positionHash's form): the network sees each board as the
 * current one and again as one and two moves back, and a search's candidate positions share
 * their parent's boards, so most boards are read once.
 */
const CACHE_SIZE = 256;
const cache = new Map<string, BoardLadders>();

/** Forgets every board read (for measurements that want a cold start). */
export function forgetLadderReadings(): void {
  cache.clear();
}

/**
 * The laddered chains of a position ([y][x] signs), and the moves that ladder the two-liberty
 * chains of `opponent` (the colour whose chains the side to move would attack).
 */
export function ladderMarks(
  signMap: readonly (readonly number[])[],
  opponent: number,
): LadderMarks {
  const key = positionHash(signMap);
  let read = cache.get(key);
  if (read) {
    cache.delete(key);
  } else {
    read = readBoard(signMap);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, read);
  return { laddered: read.laddered, workingMoves: read.working[opponent === 1 ? 0 : 1] };
}

function readBoard(signMap: readonly (readonly number[])[]): BoardLadders {
  const size = signMap.length;
  const board: Board = Int8Array.from(signMap.flat());
  const laddered = new Uint8Array(size * size);
  const working: [Uint8Array, Uint8Array] = [
    new Uint8Array(size * size),
    new Uint8Array(size * size),
  ];
  const solved = new Uint8Array(size * size);
  let spent = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const index = y * size + x;
      if (board[index] === 0 || solved[index]) continue;
      const chain = chainAt(signMap, x, y);
      for (const [cx, cy] of chain.stones) solved[cy * size + cx] = 1;
      if (chain.liberties !== 1 && chain.liberties !== 2) continue;
      if (spent >= BOARD_BUDGET) continue;
      const reader = new LadderReader(size);
      let isLaddered: boolean;
      if (chain.liberties === 1) {
        isLaddered = reader.defend(board, index);
      } else {
        const moves = reader.attackerFirst(board, index);
        isLaddered = moves.length > 0;
        const against = working[board[index] === 1 ? 0 : 1];
        for (const move of moves) against[move] = 1;
      }
      spent += reader.positionsRead();
      if (isLaddered) for (const [cx, cy] of chain.stones) laddered[cy * size + cx] = 1;
    }
  }
  return { laddered, working };
}

/** Each point's orthogonal neighbours, per board size. */
const NEIGHBOURS = new Map<number, number[][]>();

function neighbourTable(size: number): number[][] {
  let table = NEIGHBOURS.get(size);
  if (!table) {
    table = Array.from({ length: size * size }, (_, point) =>
      neighbours(point % size, Math.floor(point / size), size).map(([x, y]) => y * size + x),
    );
    NEIGHBOURS.set(size, table);
  }
  return table;
}

class LadderReader {
  private read = 0;

  private readonly around: number[][];
  private readonly seen: Uint32Array;
  private readonly found: Int32Array;
  private foundCount = 0;
  private generation = 0;

  constructor(size: number) {
    this.around = neighbourTable(size);
    this.seen = new Uint32Array(size * size);
    this.found = new Int32Array(size * size);
  }

  positionsRead(): number {
    return this.read;
  }

  /** The defender (owner of the chain at `point`, in atari) to move: is it captured anyway? */
  defend(board: Board, point: number, depth = 0): boolean {
    if (++this.read > READ_BUDGET || depth > READ_DEPTH) return false;
    const defender = board[point];
    const options = new Set<number>(this.liberties(board, point));
    for (const chain of this.adjacentChains(board, point)) {
      const libs = this.liberties(board, chain);
      if (libs.length === 1) options.add(libs[0]);
    }
    for (const option of options) {
      const next = this.play(board, option, defender);
      if (next === null) continue;
      const libs = this.liberties(next, point).length;
      if (libs >= 3) return false;
      if (libs === 2 && !this.attack(next, point, depth + 1)) return false;
    }
    return true;
  }

  /** The attacker to move against a two-liberty chain: the liberties whose atari captures it. */
  attackerFirst(board: Board, point: number): number[] {
    return this.liberties(board, point).filter((move) => this.ataris(board, point, move, 0));
  }

  private attack(board: Board, point: number, depth: number): boolean {
    return this.liberties(board, point).some((move) => this.ataris(board, point, move, depth));
  }

  private ataris(board: Board, point: number, move: number, depth: number): boolean {
    if (this.read > READ_BUDGET) return false;
    const next = this.play(board, move, -board[point]);
    if (next === null) return false;
    if (next[point] === 0) return true;
    return this.liberties(next, point).length === 1 && this.defend(next, point, depth + 1);
  }

  /** The board after `colour` plays at `move` (captures removed); null when illegal (suicide). */
  private play(board: Board, move: number, colour: number): Board | null {
    if (board[move] !== 0) return null;
    const next = board.slice();
    next[move] = colour;
    for (const neighbour of this.around[move]) {
      if (next[neighbour] === -colour && this.countLiberties(next, neighbour) === 0) {
        for (const stone of this.stones(next, neighbour)) next[stone] = 0;
      }
    }
    return this.countLiberties(next, move) === 0 ? null : next;
  }

  /** The chain's stones; its liberties are left in `this.found` (the last `this.foundCount`). */
  private stones(board: Board, point: number): number[] {
    const colour = board[point];
    const mark = ++this.generation;
    const stones = [point];
    this.seen[point] = mark;
    this.foundCount = 0;
    for (let i = 0; i < stones.length; i++) {
      for (const neighbour of this.around[stones[i]]) {
        if (this.seen[neighbour] === mark) continue;
        const sign = board[neighbour];
        if (sign === colour) {
          this.seen[neighbour] = mark;
          stones.push(neighbour);
        } else if (sign === 0) {
          this.seen[neighbour] = mark;
          this.found[this.foundCount++] = neighbour;
        }
      }
    }
    return stones;
  }

  private countLiberties(board: Board, point: number): number {
    this.stones(board, point);
    return this.foundCount;
  }

  private liberties(board: Board, point: number): number[] {
    this.stones(board, point);
    return Array.from(this.found.subarray(0, this.foundCount));
  }

  /** One stone of each opponent chain touching the chain at `point`. */
  private adjacentChains(board: Board, point: number): number[] {
    const colour = board[point];
    const touching = new Set<number>();
    for (const stone of this.stones(board, point)) {
      for (const neighbour of this.around[stone]) {
        if (board[neighbour] === -colour) touching.add(neighbour);
      }
    }
    const found: number[] = [];
    const covered = new Set<number>();
    for (const stone of touching) {
      if (covered.has(stone)) continue;
      for (const member of this.stones(board, stone)) covered.add(member);
      found.push(stone);
    }
    return found;
  }
}
