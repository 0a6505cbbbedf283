import type { BoardSize } from '@domain/play';
import { readGames } from './calibration-report';
import type { GameRecord } from './match-types';
import type { FinishedGame } from './dead-agreement-positions';

export const CALIBRATION_FILE = 'docs/bots-calibration.json';

/** At most this many calibration games per board size, to keep the bench's runtime in check. */
const MAX_PER_SIZE = 12;

const againstModern = (game: GameRecord): boolean =>
  game.black.startsWith('modern:') || game.white.startsWith('modern:');

/**
 * The calibration's games of a modern bot that ended by two passes, at most MAX_PER_SIZE per
 * size: the handicap games first (the most stones first), then by seed (a fixed, arbitrary order).
 */
export function calibrationGames(file = CALIBRATION_FILE): FinishedGame[] {
  const finished = readGames(file)
    .filter((game) => game.end === 'passes' && againstModern(game))
    .sort((a, b) => (b.handicap ?? 0) - (a.handicap ?? 0) || a.seed - b.seed);
  const kept = new Map<BoardSize, number>();
  return finished.flatMap((game) => {
    const count = kept.get(game.boardSize) ?? 0;
    if (count >= MAX_PER_SIZE) return [];
    kept.set(game.boardSize, count + 1);
    const handicap = game.handicap ?? 0;
    const { boardSize, komi, moves } = game;
    return [
      {
        name: `calibration-${boardSize}-H${handicap}-${game.seed}`,
        boardSize,
        komi,
        handicap,
        moves,
      },
    ];
  });
}
