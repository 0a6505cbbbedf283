import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replay, type BoardSize, type PlayRules, type Position } from '@domain/play';
import { handicapStones } from '@domain/play/handicap';
import { formatVertex } from '@domain/play/vertex';
import { calibrationGames } from './dead-agreement-calibration';

/** A game played to two passes: what the dead-stone bench scores. */
export interface FinishedGame {
  name: string;
  boardSize: BoardSize;
  komi: number;
  rules?: PlayRules;
  /** Black's fixed handicap stones (domain/play/handicap.ts), White moving first; absent: none */
  handicap?: number;
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

/** A bench game and where it comes from, for the per-source numbers. */
export interface SourcedGame extends FinishedGame {
  source: 'vision' | 'gnugo-selfplay' | 'modern-gnugo' | 'calibration';
}

const readGames = (file: string): FinishedGame[] =>
  JSON.parse(readFileSync(file, 'utf8')) as FinishedGame[];

/**
 * The bench's games: GNU Go self-play from the vision fixtures, the generated files, and the
 * modern bot's calibration games finished by two passes (docs/bots-calibration.json).
 */
export function finishedGames(): SourcedGame[] {
  const vision = readdirSync(VISION_GAMES_DIR)
    .filter((file) => file.endsWith('.sgf'))
    .sort()
    .map((file) => sgfGame(file, readFileSync(join(VISION_GAMES_DIR, file), 'utf8')));
  const tagged = (source: SourcedGame['source'], games: FinishedGame[]): SourcedGame[] =>
    games.map((game) => ({ ...game, source }));
  return [
    ...tagged('vision', vision),
    ...tagged('gnugo-selfplay', readGames(GENERATED_GAMES_FILE)),
    ...tagged('modern-gnugo', readGames(MODERN_GAMES_FILE)),
    ...tagged('calibration', calibrationGames()),
  ];
}

/** Black's handicap stones before the game's first move. */
export function gameHandicapStones(game: FinishedGame): string[] {
  return handicapStones(game.boardSize, game.handicap ?? 0);
}

/** The game's final position (throws on an illegal move: a broken fixture). */
export function finalPosition(game: FinishedGame): Position {
  return replay(game.boardSize, gameHandicapStones(game), game.rules ?? 'chinese', game.moves);
}
