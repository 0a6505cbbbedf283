import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { GameRecord } from './match-types';
import { fitRatings, type Anchor, type PlayerRating } from './match-ratings';

/** docs/bots-calibration.json: every game played, and the ratings they give per board size. */
export interface CalibrationFile {
  generatedAt: string;
  anchor: Anchor & { rating: string; note: string };
  model: string;
  /** the moves as one string, space-separated */
  games: (Omit<GameRecord, 'moves'> & { moves: string })[];
  ratings: Record<string, PlayerRating[]>;
}

export function readGames(path: string): GameRecord[] {
  if (!existsSync(path)) return [];
  const file = JSON.parse(readFileSync(path, 'utf8')) as CalibrationFile;
  return file.games.map((game) => ({ ...game, moves: game.moves.split(' ').filter(Boolean) }));
}

/** The ratings of each board size played that includes the anchor. */
export function ratingsBySize(
  games: readonly GameRecord[],
  anchor: Anchor,
): Record<string, PlayerRating[]> {
  const sizes = [...new Set(games.map((game) => game.boardSize))].sort((a, b) => a - b);
  const ratings: Record<string, PlayerRating[]> = {};
  for (const size of sizes) {
    const ofSize = games.filter((game) => game.boardSize === size);
    const anchored = ofSize.some(
      (game) => game.black === anchor.player || game.white === anchor.player,
    );
    if (anchored) ratings[String(size)] = fitRatings(ofSize, anchor);
  }
  return ratings;
}

export function writeCalibration(
  path: string,
  games: GameRecord[],
  anchor: Anchor,
): CalibrationFile {
  const file: CalibrationFile = {
    generatedAt: new Date().toISOString(),
    anchor: {
      ...anchor,
      rating: `${anchor.rank} on the rgf scale (domain/rating/rank.ts)`,
      note:
        'GNU Go level 10 is taken as 8 kyu on 19x19. The same anchor is used on 9x9, where rank ' +
        'gaps come out smaller: read 9x9 ranks as an order, 19x19 ranks as the calibration.',
    },
    model:
      'Maximum likelihood ratings (normal prior of 600 around the anchor) under Glicko-2 expected ' +
      'scores between fixed ratings (domain/rating/glicko2), even games, Chinese rules, komi 7, ' +
      'colours alternating; two passes are scored by area with GNU Go final_status_list dead.',
    games: games.map((game) => ({ ...game, moves: game.moves.join(' ') })),
    ratings: ratingsBySize(games, anchor),
  };
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  return file;
}

/** The table: player, games, wins, rating, rank label; strongest first. */
export function formatTable(size: string, ratings: readonly PlayerRating[]): string {
  const lines = [
    `${size}x${size}`,
    `  ${'player'.padEnd(18)} ${'games'.padStart(5)} ${'wins'.padStart(5)} ${'rating'.padStart(11)}  rank`,
  ];
  for (const row of [...ratings].sort((a, b) => b.rating - a.rating)) {
    const rating = `${row.rating} ±${row.deviation}`;
    lines.push(
      `  ${row.player.padEnd(18)} ${String(row.games).padStart(5)} ${String(row.wins + row.draws / 2).padStart(5)} ${rating.padStart(11)}  ${row.rank}`,
    );
  }
  return lines.join('\n');
}
