import type { ImagePoint, StoneSign } from '@vision/types';
import type { ReplayedGame } from './game-record';

/** the empty (or handicap) board before the first move, and the still board after the last */
export const LEAD_SECONDS = 1;
export const TAIL_SECONDS = 1.5;

/** A hand's trip over the board, as shares of a move's time. */
interface HandTrip {
  start: number;
  end: number;
  /** the point it reaches for, [x, y] */
  point: [number, number];
  /** the player's side of the board: black's at the bottom */
  colour: 1 | -1;
}

/** What a frame shows at a time: the position and the hand, if one is over the board. */
export interface FrameContent {
  signs: StoneSign[][];
  hand: { point: [number, number]; colour: 1 | -1; reach: number } | null;
}

/** the hand puts the stone down at this share of its trip's time */
const PLACE_SHARE = 0.2;
const PLACE_TRIP: [number, number] = [0, 0.4];
const REMOVE_TRIP: [number, number] = [0.5, 0.8];

/**
 * The video's story: for each move a hand comes, puts the stone down and goes; when the move
 * captured, a second trip takes the stones off.
 */
export function createTimeline(game: ReplayedGame, secondsPerMove: number) {
  const trips: HandTrip[] = [];
  const changes: Array<{ time: number; board: number }> = [];
  const partial = new Map<number, StoneSign[][]>();
  game.moves.forEach((_, index) => {
    const start = LEAD_SECONDS + index * secondsPerMove;
    const at = (share: number) => start + share * secondsPerMove;
    const colour = colourOf(game, index);
    const point = placeOf(game, index);
    trips.push({ start: at(PLACE_TRIP[0]), end: at(PLACE_TRIP[1]), point, colour });
    const captured = game.captures[index];
    if (captured.length === 0) {
      changes.push({ time: at(PLACE_SHARE), board: index + 1 });
      return;
    }
    // the stone is down, the captured stones still on the board, until the second trip
    const before = game.boards[index];
    const shown = game.boards[index + 1].map((row, y) =>
      row.map((sign, x) =>
        captured.some(([cx, cy]) => cx === x && cy === y) ? before[y][x] : sign,
      ),
    );
    partial.set(index, shown);
    changes.push({ time: at(PLACE_SHARE), board: -(index + 1) });
    trips.push({ start: at(REMOVE_TRIP[0]), end: at(REMOVE_TRIP[1]), point: captured[0], colour });
    changes.push({ time: at((REMOVE_TRIP[0] + REMOVE_TRIP[1]) / 2), board: index + 1 });
  });
  const duration = LEAD_SECONDS + game.moves.length * secondsPerMove + TAIL_SECONDS;

  return {
    duration,
    at(time: number): FrameContent {
      let signs = game.boards[0];
      for (const change of changes) {
        if (change.time > time) break;
        signs = change.board >= 0 ? game.boards[change.board] : partial.get(-change.board - 1)!;
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
