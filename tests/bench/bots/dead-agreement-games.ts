import { writeFileSync } from 'node:fs';
import type { BoardSize } from '@domain/play';
import { gnugoAvailability } from '@api/play/bots/gnugo/gnugo-path';
import { GtpSession } from '@api/play/bots/gnugo/gtp-session';
import { gnugoMatchPlayer } from './gnugo-match-player';
import { playGame } from './play-game';
import { GENERATED_GAMES_FILE, type FinishedGame } from './dead-agreement-positions';

/*
 * Writes the fixture of finished games for the dead-stone bench (run once; the file is kept):
 * GNU Go playing itself at levels 1 and 2 under Chinese rules, seeded, until two passes. Games that
 * end otherwise are left out. node dist/server/tests/bench/bots/dead-agreement-games.js
 */

const GAMES: [BoardSize, number][] = [
  [9, 6],
  [13, 4],
  [19, 2],
];
/** the two sides' levels, swapped from game to game */
const LEVELS = [1, 2] as const;
const FIRST_SEED = 3300;
const KOMI = 7.5;

async function main(): Promise<void> {
  const { path, reason } = gnugoAvailability();
  if (path === null) throw new Error(`GNU Go is needed: ${reason}`);
  const session = new GtpSession({ path, moveTimeLimitMs: 60_000 });
  const games: FinishedGame[] = [];
  let seed = FIRST_SEED;
  try {
    for (const [boardSize, wanted] of GAMES) {
      let kept = 0;
      while (kept < wanted) {
        seed += 1;
        const black = LEVELS[seed % 2];
        const white = LEVELS[(seed + 1) % 2];
        const game = await playGame(
          { black: `gnugo:${black}`, white: `gnugo:${white}` },
          { black: gnugoMatchPlayer(session, black), white: gnugoMatchPlayer(session, white) },
          { boardSize, komi: KOMI, seed, deadStones: () => Promise.resolve([]) },
        );
        console.log(
          `  ${boardSize}x${boardSize} seed ${seed}: ${game.end}, ${game.moves.length} moves`,
        );
        if (game.end !== 'passes') continue;
        games.push({
          name: `gnugo-selfplay-${boardSize}-${seed}`,
          boardSize,
          komi: KOMI,
          moves: game.moves,
        });
        kept += 1;
      }
    }
  } finally {
    await session.close();
  }
  writeFileSync(
    GENERATED_GAMES_FILE,
    `[\n${games.map((game) => JSON.stringify(game)).join(',\n')}\n]\n`,
  );
  console.log(`${games.length} games written to ${GENERATED_GAMES_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
