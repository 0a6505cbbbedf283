import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replay, type BoardSize, type PlayRules, type Position } from '@domain/play';
import { formatVertex } from '@domain/play/vertex';

/** A game played to two passes: what the dead-stone bench scores. */
export interface FinishedGame {
  name: string;
  boardSize: BoardSize;
  komi: number;
  rules?: PlayRules;
  /** GTP vertices or 'pass', oldest first, the last two passes */
  moves: string[];
}

export const GENERATED_GAMES_FILE = 'tests/fixtures/dead-stones/gnugo-finished-games.json';
export const MODERN_GAMES_FILE = 'tests/fixtures/dead-stones/modern-gnugo-finished-games.json';
const VISION_GAMES_DIR = 'tests/fixtures/vision-games';
const SGF_LETTERS = 'abcdefghijklmnopqrs';

/** The moves of a plain SGF game record (no variations), as GTP vertices. */
function sgfGame(name: string, text: string): FinishedGame {
  const property = (key: string): string | undefined =>
    new RegExp(`[;\\]]${key}\\[([^\\]]*)\\]`).exec(text)?.[1];
  const boardSize = Number(property('SZ') ?? 19) as BoardSize;
  const moves = [...text.matchAll(/;[BW]\[([a-s]{2})?\]/g)].map(([, point]) =>
    point === undefined
      ? 'pass'
      : formatVertex([SGF_LETTERS.indexOf(point[0]), SGF_LETTERS.indexOf(point[1])], boardSize),
  );
  return {
    name,
    boardSize,
    komi: Number(property('KM') ?? 7.5),
    rules: property('RU')?.toLowerCase() === 'japanese' ? 'japanese' : 'chinese',
    moves,
  };
}

/** The bench's games: GNU Go self-play from the vision fixtures, and the generated files. */
export function finishedGames(): FinishedGame[] {
  const vision = readdirSync(VISION_GAMES_DIR)
    .filter((file) => file.endsWith('.sgf'))
    .sort()
    .map((file) => sgfGame(file, readFileSync(join(VISION_GAMES_DIR, file), 'utf8')));
  const generated = [GENERATED_GAMES_FILE, MODERN_GAMES_FILE].flatMap(
    (file) => JSON.parse(readFileSync(file, 'utf8')) as FinishedGame[],
  );
  return [...vision, ...generated];
}

/** The game's final position (throws on an illegal move: a broken fixture). */
export function finalPosition(game: FinishedGame): Position {
  return replay(game.boardSize, [], game.rules ?? 'chinese', game.moves);
}
