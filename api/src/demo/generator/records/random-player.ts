import type { Random } from '../random';
import type { Color, PlayBoard, Point } from './play-board';

/** the first moves go to the corners */
const OPENING_MOVES = 6;
/** how often a move answers the previous one nearby */
const LOCAL_REPLY = 0.55;
const LOCAL_DISTANCE = 2;
/** chances to skip a proposal on the first and the second line */
const EDGE_SKIP = [0.85, 0.3];
const PROPOSALS = 24;

function lineOf(point: Point, size: number): number {
  const x = point % size;
  const y = (point - x) / size;
  return Math.min(x, y, size - 1 - x, size - 1 - y) + 1;
}

/** Corner points on the third and fourth lines (the third line and the centre on 9x9). */
function openingPoints(size: number): Point[] {
  const corner = size >= 13 ? 5 : 4;
  const lines = size >= 13 ? [3, 4] : [3];
  const points: Point[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const nearX = Math.min(x, size - 1 - x) + 1;
      const nearY = Math.min(y, size - 1 - y) + 1;
      if (nearX <= corner && nearY <= corner && lines.includes(nearX) && lines.includes(nearY))
        points.push(x + y * size);
    }
  }
  if (size < 13) points.push((size * size - 1) / 2);
  return points;
}

/**
 * A pseudo-random player that looks a little like a human: corners first, then often an answer
 * near the last move, rarely the edge. It only plays legal moves and never fills its own eye, so
 * a game ends in passes when nothing else is left.
 */
export class RandomPlayer {
  private readonly opening: Point[];

  constructor(
    private readonly board: PlayBoard,
    private readonly random: Random,
  ) {
    this.opening = openingPoints(board.size);
  }

  /** Plays a move for `color` on the board and answers it; null means a pass. */
  move(color: Color, last: Point | null, moveNumber: number): Point | null {
    for (let i = 0; i < PROPOSALS; i++) {
      const point = this.propose(last, moveNumber);
      if (point !== null && this.tryPlay(point, color)) return point;
    }
    const area = this.board.size * this.board.size;
    const start = this.random.int(0, area - 1);
    for (let i = 0; i < area; i++) {
      const point = (start + i) % area;
      if (this.tryPlay(point, color)) return point;
    }
    return null;
  }

  private tryPlay(point: Point, color: Color): boolean {
    if (this.board.cells[point] !== 0 || this.board.isOwnEye(point, color)) return false;
    return this.board.play(point, color);
  }

  private propose(last: Point | null, moveNumber: number): Point | null {
    const size = this.board.size;
    if (moveNumber <= OPENING_MOVES) return this.random.pick(this.opening);
    if (last !== null && this.random.chance(LOCAL_REPLY)) {
      const dx = this.random.int(-LOCAL_DISTANCE, LOCAL_DISTANCE);
      const spread = LOCAL_DISTANCE - Math.abs(dx);
      const dy = this.random.int(-spread, spread);
      const x = (last % size) + dx;
      const y = Math.floor(last / size) + dy;
      return x >= 0 && y >= 0 && x < size && y < size ? x + y * size : null;
    }
    const point = this.random.int(0, size * size - 1);
    const skip = EDGE_SKIP[lineOf(point, size) - 1] ?? 0;
    return this.random.chance(skip) ? null : point;
  }
}
