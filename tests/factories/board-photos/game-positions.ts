import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Board from '@sabaki/go-board';
import { parse, parseVertex } from '@sabaki/sgf';
import type { BoardSize, StoneSign } from '@vision/types';

/** The self-play records photos are drawn from (tests/factories/board-photos/make-vision-games.ts). */
export const VISION_GAMES_DIR = join(process.cwd(), 'tests/fixtures/vision-games');

export interface GameRecord {
  file: string;
  size: BoardSize;
  /** the main line's moves as [x, y], null for a pass; colours alternate from black */
  moves: ({ sign: 1 | -1; point: [number, number] } | null)[];
}

let cached: GameRecord[] | undefined;

export function visionGames(): GameRecord[] {
  cached ??= readdirSync(VISION_GAMES_DIR)
    .filter((file) => file.endsWith('.sgf'))
    .sort()
    .map((file) => {
      const [root] = parse(readFileSync(join(VISION_GAMES_DIR, file), 'utf8'));
      const moves: GameRecord['moves'] = [];
      let node = root.children[0];
      while (node) {
        const key = node.data.B ? 'B' : 'W';
        const value = node.data[key]?.[0] ?? '';
        moves.push(value === '' ? null : { sign: key === 'B' ? 1 : -1, point: parseVertex(value) });
        node = node.children[0];
      }
      return { file, size: Number(root.data.SZ[0]) as BoardSize, moves };
    });
  return cached;
}

/** The position after `count` moves of a record, captures taken off. */
export function positionAfter(game: GameRecord, count: number): StoneSign[][] {
  let board = Board.fromDimensions(game.size);
  for (const move of game.moves.slice(0, count)) {
    if (move) board = board.makeMove(move.sign, move.point);
  }
  return board.signMap.map((row) => row.map((sign) => sign));
}
