import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Board from '@sabaki/go-board';
import { parse, parseCompressedVertices, parseVertex } from '@sabaki/sgf';
import type { BoardSize, StoneSign } from '@vision/types';
import { formatVertex } from '@domain/play/vertex';

/** A game's main line replayed: the board before the first move and after each. */
export interface ReplayedGame {
  boardSize: BoardSize;
  file: string;
  handicapStones: string[];
  /** GTP vertices; no passes (a video shows none) */
  moves: string[];
  /** each move's colour */
  colours: Array<'B' | 'W'>;
  /** signs [y][x]: boards[0] before the first move, boards[i] after move i */
  boards: StoneSign[][][];
  /** stones each move took off the board */
  captures: Array<Array<[number, number]>>;
}

const GAME_FOLDERS = ['tests/fixtures/vision-games', 'tests/fixtures/sgf'];

/** The game records for a board size, fixed order: the vision games first, then GNU Go's. */
export function gameFiles(size: BoardSize): string[] {
  return GAME_FOLDERS.flatMap((folder) => {
    let names: string[];
    try {
      names = readdirSync(folder).filter((name) => name.endsWith('.sgf'));
    } catch {
      return [];
    }
    return names
      .sort()
      .map((name) => join(folder, name))
      .filter((file) => /SZ\[(\d+)\]/.exec(readFileSync(file, 'utf8'))?.[1] === String(size));
  });
}

/** Replays a record's main line (passes left out) up to `limit` moves. */
export function replayGame(file: string, limit = Infinity): ReplayedGame {
  const [root] = parse(readFileSync(file, 'utf8'));
  const boardSize = Number(root.data.SZ?.[0] ?? 19) as BoardSize;
  let board = Board.fromDimensions(boardSize);
  const handicapStones: string[] = [];
  for (const value of root.data.AB ?? []) {
    for (const vertex of parseCompressedVertices(value)) {
      board.set(vertex, 1);
      handicapStones.push(formatVertex(vertex, boardSize));
    }
  }
  const game: ReplayedGame = {
    boardSize,
    file,
    handicapStones,
    moves: [],
    colours: [],
    boards: [board.signMap.map((row) => [...row])],
    captures: [],
  };
  for (let node = root.children[0]; node && game.moves.length < limit; node = node.children[0]) {
    const black = node.data.B?.[0];
    const value = black ?? node.data.W?.[0];
    if (value === undefined) continue;
    const vertex = parseVertex(value);
    if (!board.has(vertex)) continue;
    const next = board.makeMove(black !== undefined ? 1 : -1, vertex);
    game.captures.push(board.diff(next)?.filter((point) => next.get(point) === 0) ?? []);
    board = next;
    game.moves.push(formatVertex(vertex, boardSize));
    game.colours.push(black !== undefined ? 'B' : 'W');
    game.boards.push(board.signMap.map((row) => [...row]));
  }
  return game;
}
