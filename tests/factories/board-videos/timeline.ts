import type { ImagePoint, StoneSign } from '@vision/types';
import type { ReplayedGame } from './game-record';

/** the empty (or handicap) board before the first move, and the still board after the last */
export const LEAD_SECONDS = 1;
export const TAIL_SECONDS = 1.5;

/** A hand's trip over the board, in seconds. */
interface HandTrip {
  start: number;
  end: number;
  /** the point it reaches for, [x, y] */
  point: [number, number];
  /** the player's side of the board: black's at the bottom */
  colour: 1 | -1;
}

/** From `time` on the board shows game.boards[board], or (negative) the move's stones before its captures go. */
interface BoardChange {
  time: number;
  board: number;
}

/** What a frame shows at a time: the position and the hand, if one is over the board. */
export interface FrameContent {
  signs: StoneSign[][];
  hand: { point: [number, number]; colour: 1 | -1; reach: number } | null;
}

export interface Timeline {
  duration: number;
  at(time: number): FrameContent;
}

/** How a paced video shows its moves. */
export interface Pace {
  /** seconds a hand's trip over the board takes (the stone appears halfway) */
  handSeconds: number;
  /** seconds the position is shown with no hand after each move and after captures go */
  stillSeconds: number;
  /** whether a hand brings move `index`'s stone; otherwise the stone just appears */
  handBefore: (index: number) => boolean;
}

/** the hand puts the stone down at this share of a move's time */
const PLACE_SHARE = 0.2;
const PLACE_TRIP: [number, number] = [0, 0.4];
const REMOVE_TRIP: [number, number] = [0.5, 0.8];

/**
 * The video's story, a move every `secondsPerMove`: a hand comes, puts the stone down and goes;
 * when the move captured, a second trip takes the stones off.
 */
export function createTimeline(game: ReplayedGame, secondsPerMove: number): Timeline {
  const trips: HandTrip[] = [];
  const changes: BoardChange[] = [];
  game.moves.forEach((_, index) => {
    const start = LEAD_SECONDS + index * secondsPerMove;
    const at = (share: number) => start + share * secondsPerMove;
    const hand = { point: placeOf(game, index), colour: colourOf(game, index) };
    trips.push({ start: at(PLACE_TRIP[0]), end: at(PLACE_TRIP[1]), ...hand });
    const captured = game.captures[index];
    if (captured.length === 0) {
      changes.push({ time: at(PLACE_SHARE), board: index + 1 });
      return;
    }
    changes.push({ time: at(PLACE_SHARE), board: -(index + 1) });
    trips.push({ start: at(REMOVE_TRIP[0]), end: at(REMOVE_TRIP[1]), ...hand, point: captured[0] });
    changes.push({ time: at((REMOVE_TRIP[0] + REMOVE_TRIP[1]) / 2), board: index + 1 });
  });
  const duration = LEAD_SECONDS + game.moves.length * secondsPerMove + TAIL_SECONDS;
  return playTimeline(game, trips, changes, duration);
}

/**
 * The story at a pace: a move's stone comes under a hand (when `handBefore` says so) or just
 * appears; captured stones go under a second hand; then the position is shown still.
 */
export function createPacedTimeline(game: ReplayedGame, pace: Pace): Timeline {
  const trips: HandTrip[] = [];
  const changes: BoardChange[] = [];
  let time = LEAD_SECONDS;
  game.moves.forEach((_, index) => {
    const hand = { point: placeOf(game, index), colour: colourOf(game, index) };
    const captured = game.captures[index].length > 0;
    const placed = captured ? -(index + 1) : index + 1;
    if (pace.handBefore(index)) {
      trips.push({ start: time, end: time + pace.handSeconds, ...hand });
      changes.push({ time: time + pace.handSeconds / 2, board: placed });
      time += pace.handSeconds;
    } else {
      changes.push({ time, board: placed });
    }
    if (captured) {
      const point = game.captures[index][0];
      trips.push({ start: time, end: time + pace.handSeconds, ...hand, point });
      changes.push({ time: time + pace.handSeconds / 2, board: index + 1 });
      time += pace.handSeconds;
    }
    time += pace.stillSeconds;
  });
  return playTimeline(game, trips, changes, time + TAIL_SECONDS);
}

function playTimeline(
  game: ReplayedGame,
  trips: HandTrip[],
  changes: BoardChange[],
  duration: number,
): Timeline {
  const partial = new Map<number, StoneSign[][]>();
  const boardOf = (board: number) => {
    if (board >= 0) return game.boards[board];
    const index = -board - 1;
    if (!partial.has(index)) partial.set(index, beforeCaptures(game, index));
    return partial.get(index)!;
  };
  return {
    duration,
    at(time: number): FrameContent {
      let signs = game.boards[0];
      for (const change of changes) {
        if (change.time > time) break;
        signs = boardOf(change.board);
      }
      const trip = trips.find((candidate) => candidate.start <= time && time < candidate.end);
      if (!trip) return { signs, hand: null };
      const share = (time - trip.start) / (trip.end - trip.start);
      // in over the first 40 %, holding, out over the last 40 %
      const reach = Math.min(1, share / 0.4, (1 - share) / 0.4);
      return { signs, hand: { point: trip.point, colour: trip.colour, reach } };
    },
  };
}

/** The board after move `index`'s stone is down, its captured stones still on it. */
function beforeCaptures(game: ReplayedGame, index: number): StoneSign[][] {
  const before = game.boards[index];
  const captured = game.captures[index];
  return game.boards[index + 1].map((row, y) =>
    row.map((sign, x) => (captured.some(([cx, cy]) => cx === x && cy === y) ? before[y][x] : sign)),
  );
}

function placeOf(game: ReplayedGame, index: number): [number, number] {
  const before = game.boards[index];
  const after = game.boards[index + 1];
  for (let y = 0; y < after.length; y++) {
    for (let x = 0; x < after.length; x++) {
      if (before[y][x] === 0 && after[y][x] !== 0) return [x, y];
    }
  }
  return [0, 0];
}

function colourOf(game: ReplayedGame, index: number): 1 | -1 {
  const [x, y] = placeOf(game, index);
  return game.boards[index + 1][y][x] === -1 ? -1 : 1;
}

/** Where a hand of that colour's player enters the picture: black's from the bottom edge. */
export function handEntry(target: ImagePoint, colour: 1 | -1, height: number): ImagePoint {
  return [target[0] * 0.7 + 0.15 * height, colour === 1 ? height + 10 : -10];
}
