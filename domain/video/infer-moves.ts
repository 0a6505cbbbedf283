import Board from '@sabaki/go-board';
import { formatVertex } from '@domain/play/vertex';
import type { Point, Sign, SkippedChange, StableState, VideoGame, VideoMove } from './types';

/** More new stones than this between two stable states are not ordered: the change is skipped. */
const MAX_NEW_STONES = 4;

type Colour = 1 | -1;

interface Stone {
  point: Point;
  colour: Colour;
  time: number;
}

interface Candidate {
  board: Board;
  moves: VideoMove[];
  passes: number;
  /** points where the board after the moves differs from what is seen */
  mismatches: Point[];
  /** stones the moves captured that are still seen (not yet taken off) */
  stillShown: Point[];
}

const key = ([x, y]: Point) => `${x},${y}`;
const other = (colour: Colour): Colour => (colour === 1 ? -1 : 1);
const colourName = (sign: Sign) => (sign === 1 ? 'B' : 'W');

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * Moves from a video's stable states, by the rules: a new stone of the colour to play is its move
 * (the stones it captures may stay seen until a hand takes them off); two or more new stones are
 * ordered by legality and alternation (a colour playing twice means a pass was missed; black
 * stones before any white one are handicap stones); a change no legal move explains (a stone
 * gone without a capture, a stone changing colour) is recorded as skipped and then ignored.
 */
export function createMoveInference(size: number) {
  let board = Board.fromDimensions(size);
  let toPlay: Colour = 1;
  let handicapStones: Point[] = [];
  let moves: VideoMove[] = [];
  const skipped: SkippedChange[] = [];
  /** captured stones the camera may still see, with their sign */
  const pending = new Map<string, Sign>();
  /** points already reported as skipped, with the sign seen there */
  const ignored = new Map<string, Sign>();

  /** What is seen where it differs from the board, leaving out tolerated points. */
  function differences(state: StableState) {
    const added: Stone[] = [];
    const changed: Point[] = [];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const point: Point = [x, y];
        const seen = state.signs[y][x];
        const onBoard = board.get(point) ?? 0;
        const id = key(point);
        if (pending.has(id)) {
          if (onBoard === 0 && seen === pending.get(id)) continue;
          pending.delete(id);
        }
        if (ignored.has(id)) {
          if (seen === ignored.get(id)) continue;
          ignored.delete(id);
        }
        if (seen === onBoard) continue;
        if (onBoard === 0) added.push({ point, colour: seen as Colour, time: state.since[y][x] });
        else changed.push(point);
      }
    }
    return { added, changed };
  }

  /** `placed`: the stones the moves put down, which their own later moves may capture. */
  function compare(start: Board, placed: Stone[], after: Board, state: StableState) {
    const mismatches: Point[] = [];
    const stillShown: Point[] = [];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const point: Point = [x, y];
        const seen = state.signs[y][x];
        const now = after.get(point) ?? 0;
        if (seen === now || ignored.get(key(point)) === seen) continue;
        if (now === 0 && pending.get(key(point)) === seen) continue;
        const put = placed.find((stone) => stone.point[0] === x && stone.point[1] === y);
        const before = start.get(point) || (put?.colour ?? 0);
        if (now === 0 && before !== 0 && seen === before) stillShown.push(point);
        else mismatches.push(point);
      }
    }
    return { mismatches, stillShown };
  }

  function tryOrder(order: Stone[], state: StableState): Candidate | null {
    let next = board;
    let colour = toPlay;
    let passes = 0;
    const played: VideoMove[] = [];
    for (const stone of order) {
      if (stone.colour !== colour) {
        played.push({ colour, point: null, time: stone.time });
        passes++;
        colour = other(colour);
      }
      try {
        next = next.makeMove(colour, stone.point, {
          preventOverwrite: true,
          preventSuicide: true,
          preventKo: true,
        });
      } catch {
        return null;
      }
      played.push({ colour, point: stone.point, time: stone.time });
      colour = other(colour);
    }
    return { board: next, moves: played, passes, ...compare(board, order, next, state) };
  }

  function best(added: Stone[], state: StableState): Candidate | null {
    let chosen: Candidate | null = null;
    for (const order of permutations(added)) {
      const candidate = tryOrder(order, state);
      if (!candidate) continue;
      if (
        !chosen ||
        candidate.mismatches.length < chosen.mismatches.length ||
        (candidate.mismatches.length === chosen.mismatches.length &&
          candidate.passes < chosen.passes)
      ) {
        chosen = candidate;
      }
    }
    return chosen;
  }

  function describe(point: Point, seen: Sign): string {
    const onBoard = board.get(point) ?? 0;
    const vertex = formatVertex(point, size);
    if (seen === 0) return `${colourName(onBoard)} ${vertex} removed without a capture`;
    if (onBoard === 0) return `${colourName(seen)} ${vertex} is no legal move`;
    return `${vertex} changed from ${colourName(onBoard)} to ${colourName(seen)}`;
  }

  function skip(points: Point[], state: StableState): void {
    const reasons = points.map(([x, y]) => describe([x, y], state.signs[y][x]));
    skipped.push({ time: state.time, reason: reasons.join('; '), afterMove: moves.length });
    for (const [x, y] of points) ignored.set(key([x, y]), state.signs[y][x]);
  }

  /** Black stones before any white move: handicap stones, white to play. */
  function asHandicap(added: Stone[]): boolean {
    const blackOnly = added.every((stone) => stone.colour === 1);
    const noWhiteYet = moves.every((move) => move.colour === 1 || move.point === null);
    const placed = moves.filter((move) => move.point !== null);
    const total = handicapStones.length + placed.length + added.length;
    if (!blackOnly || !noWhiteYet || total < 2 || (added.length < 2 && toPlay === 1)) return false;
    handicapStones = [
      ...handicapStones,
      ...placed.map((move) => move.point as Point),
      ...added.map((stone) => stone.point),
    ];
    for (const point of handicapStones) board.set(point, 1);
    moves = [];
    for (const change of skipped) change.afterMove = 0;
    toPlay = -1;
    return true;
  }

  return {
    push(state: StableState): void {
      const { added, changed } = differences(state);
      if (added.length === 0 && changed.length === 0) return;
      if (added.length > 0 && changed.length === 0 && asHandicap(added)) return;
      if (added.length === 0 || added.length > MAX_NEW_STONES) {
        skip([...changed, ...added.map((stone) => stone.point)], state);
        return;
      }
      const candidate = best(added, state);
      if (!candidate) {
        skip([...changed, ...added.map((stone) => stone.point)], state);
        return;
      }
      board = candidate.board;
      moves.push(...candidate.moves);
      toPlay = other(candidate.moves[candidate.moves.length - 1].colour);
      for (const [x, y] of candidate.stillShown) pending.set(key([x, y]), state.signs[y][x]);
      if (candidate.mismatches.length > 0) skip(candidate.mismatches, state);
    },
    game(): VideoGame {
      return { boardSize: size, handicapStones, moves: [...moves], skipped: [...skipped] };
    },
  };
}

/** The moves of a whole video's stable states. */
export function inferMoves(states: Iterable<StableState>, size: number): VideoGame {
  const inference = createMoveInference(size);
  for (const state of states) inference.push(state);
  return inference.game();
}
