import Board from '@sabaki/go-board';
import { parse, parseVertex, type NodeObject, type Vertex } from '@sabaki/sgf';

export type Sign = 1 | -1;

/** A move of the main line: the colour (1 black, -1 white) and the point. */
export interface DemoMove {
  sign: Sign;
  vertex: Vertex;
}

export interface DemoRecord {
  size: number;
  moves: DemoMove[];
}

/** Column letters as boards print them: A to T without I. */
const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

function moveOf(node: NodeObject): DemoMove | null {
  for (const [key, sign] of [
    ['B', 1],
    ['W', -1],
  ] as const) {
    const value = node.data[key]?.[0];
    if (value) return { sign, vertex: parseVertex(value) };
  }
  return null;
}

/** The main line's moves of a square record of at most 19x19 without passes (a demo's record). */
export function readRecord(sgf: string): DemoRecord {
  const [root] = parse(sgf);
  if (!root) throw new Error('The demo record holds no game');
  const size = Number(root.data.SZ?.[0] ?? 19);
  const moves: DemoMove[] = [];
  for (let node: NodeObject | undefined = root.children[0]; node; node = node.children[0]) {
    const move = moveOf(node);
    if (move) moves.push(move);
  }
  return { size, moves };
}

/** The board before the first move and after each move: `boards[n]` after move n. */
export function boardsOf({ size, moves }: DemoRecord): Board[] {
  const boards = [Board.fromDimensions(size)];
  for (const { sign, vertex } of moves) {
    boards.push(boards[boards.length - 1].makeMove(sign, vertex));
  }
  return boards;
}

/** A point as the board's coordinates name it: "K11" is the eleventh row from the bottom. */
export function pointName([x, y]: Vertex, size: number): string {
  return `${COLUMNS[x] ?? '?'}${size - y}`;
}

/** The moment a move belongs to: the last one starting at or before it. */
export function momentAt<T extends { move: number }>(moments: readonly T[], move: number): T {
  let found = moments[0];
  for (const moment of moments) {
    if (moment.move <= move) found = moment;
  }
  return found;
}

/** Shudan's markers: a circle on the last move's stone. */
export function lastMoveMarkers(
  size: number,
  vertex: Vertex | undefined,
): Array<Array<{ type: 'circle' } | null>> {
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) =>
      vertex && vertex[0] === x && vertex[1] === y ? { type: 'circle' as const } : null,
    ),
  );
}
