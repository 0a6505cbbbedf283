import { parse, parseVertex as parseSgfVertex, type NodeObject } from '@sabaki/sgf';
import { broadcastHandicapStones, normaliseResult, positionOf } from '@domain/broadcast';
import type { BoardSize } from '@domain/play/types';
import { formatVertex, parseVertex } from '@domain/play/vertex';
import type { Random } from './generator/random';
import { PlayBoard, type Color } from './generator/records/play-board';
import { RandomPlayer } from './generator/records/random-player';
import { COMMENTS } from './generator/records/record-texts';

export interface DemoLineComment {
  /** the move the comment follows (1 for the first move) */
  moveNumber: number;
  text: string;
}

/** A broadcast board's moves in GTP ('pass' for a pass) and the commentary on them. */
export interface DemoBoardLine {
  moves: string[];
  comments: DemoLineComment[];
}

/** A recorded game: its main line, and RE as a broadcast result (null when unreadable). */
export interface DemoRecordLine extends DemoBoardLine {
  result: string | null;
}

/** moves played so far on a live board, by board size */
const LIVE_MOVES: Record<BoardSize, [number, number]> = {
  9: [12, 40],
  13: [25, 80],
  19: [40, 150],
};
const LIVE_COMMENTS: [number, number] = [1, 3];

/** Whether every move of the line can be played on the board (the broadcast's own rules). */
export function isLegalLine(boardSize: BoardSize, handicap: number, moves: string[]): boolean {
  return 'position' in positionOf({ boardSize, handicap, moves });
}

/** The main line of an SGF record (the first child at each node) with its comments and RE. */
export function recordLine(sgf: string, boardSize: BoardSize): DemoRecordLine {
  const [root] = parse(sgf);
  const moves: string[] = [];
  const comments: DemoLineComment[] = [];
  for (let node: NodeObject | undefined = root.children[0]; node; node = node.children[0]) {
    const value = node.data.B?.[0] ?? node.data.W?.[0];
    if (value === undefined) continue;
    const [x, y] = parseSgfVertex(value);
    const onBoard = x >= 0 && y >= 0 && x < boardSize && y < boardSize;
    moves.push(onBoard ? formatVertex([x, y], boardSize) : 'pass');
    const text = node.data.C?.[0]?.trim();
    if (text) comments.push({ moveNumber: moves.length, text });
  }
  const re = root.data.RE?.[0];
  return { moves, comments, result: re === undefined ? null : normaliseResult(re) };
}

/**
 * A game part-way through, as a live board shows it: moves by the demo records' pseudo-random
 * player (corners first, answers nearby, legal, never filling its own eye), a comment or two.
 */
export function liveLine(boardSize: BoardSize, handicap: number, random: Random): DemoBoardLine {
  const board = new PlayBoard(boardSize);
  const stones = broadcastHandicapStones(boardSize, handicap);
  for (const stone of stones) {
    const point = parseVertex(stone, boardSize);
    if (point !== null && point !== 'pass') board.place(point[0] + point[1] * boardSize, 1);
  }
  const player = new RandomPlayer(board, random);
  const length = random.int(...LIVE_MOVES[boardSize]);
  const moves: string[] = [];
  let last: number | null = null;
  let color: Color = stones.length > 0 ? -1 : 1;
  while (moves.length < length) {
    const point = player.move(color, last, moves.length + 1);
    if (point === null) break;
    moves.push(formatVertex([point % boardSize, Math.floor(point / boardSize)], boardSize));
    last = point;
    color = color === 1 ? -1 : 1;
  }
  const comments = new Map<number, string>();
  const count = random.int(...LIVE_COMMENTS);
  for (let i = 0; i < count && moves.length > 0; i++)
    comments.set(random.int(1, moves.length), random.pick(COMMENTS));
  return {
    moves,
    comments: [...comments]
      .sort(([a], [b]) => a - b)
      .map(([moveNumber, text]) => ({ moveNumber, text })),
  };
}
