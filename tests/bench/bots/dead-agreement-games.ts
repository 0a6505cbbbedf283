import { writeFileSync } from 'node:fs';
import type { BoardSize } from '@domain/play';
import { gnugoAvailability } from '@api/play/bots/gnugo/gnugo-path';
import { GtpSession } from '@api/play/bots/gnugo/gtp-session';
import { MODERN_STRENGTHS } from '@domain/bots/strengths';
import { WorkerPoolRunner } from '@neural/worker-pool';
import { gnugoMatchPlayer } from './gnugo-match-player';
import { modernMatchPlayer } from './modern-match-player';
import { playGame } from './play-game';
import type { MatchPlayer } from './match-types';
import {
  GENERATED_GAMES_FILE,
  MODERN_GAMES_FILE,
  type FinishedGame,
} from './dead-agreement-positions';

/*
 * Writes the fixture of finished games for the dead-stone bench (run once; the file is kept):
 * GNU Go playing itself at levels 1 and 2 under Chinese rules, seeded, until two passes. Games that
 * end otherwise are left out. node dist/server/tests/bench/bots/dead-agreement-games.js;
 * with --vs-modern, the modern bot (t1k16, sampled) against GNU Go level 1 instead, colours
 * alternating, into MODERN_GAMES_FILE.
 */

const GAMES: [BoardSize, number][] = [
  [9, 6],
  [13, 4],
  [19, 2],
];
/** the two sides' levels, swapped from game to game */
const LEVELS = [1, 2] as const;
const MODERN_GAMES: [BoardSize, number][] = [
  [9, 4],
  [13, 2],
];
const FIRST_SEED = 3300;
const MODERN_FIRST_SEED = 3400;
const KOMI = 7.5;

type Pairing = (seed: number) => Record<'black' | 'white', [string, MatchPlayer]>;

async function main(): Promise<void> {
  const { path, reason } = gnugoAvailability();
  if (path === null) throw new Error(`GNU Go is needed: ${reason}`);
  const vsModern = process.argv.includes('--vs-modern');
  const session = new GtpSession({ path, moveTimeLimitMs: 60_000 });
  const runner = vsModern ? new WorkerPoolRunner() : null;
  const selfPlay: Pairing = (seed) => ({
    black: [`gnugo:${LEVELS[seed % 2]}`, gnugoMatchPlayer(session, LEVELS[seed % 2])],
    white: [`gnugo:${LEVELS[(seed + 1) % 2]}`, gnugoMatchPlayer(session, LEVELS[(seed + 1) % 2])],
  });
  const againstModern: Pairing = (seed) => {
    const modern: [string, MatchPlayer] = [
      'modern:t1k16',
      modernMatchPlayer(runner as WorkerPoolRunner, MODERN_STRENGTHS.t1k16, seed),
    ];
    const gnugo: [string, MatchPlayer] = ['gnugo:1', gnugoMatchPlayer(session, 1)];
    return seed % 2 === 0 ? { black: modern, white: gnugo } : { black: gnugo, white: modern };
  };
  const pairing = vsModern ? againstModern : selfPlay;
  const games: FinishedGame[] = [];
  let seed = vsModern ? MODERN_FIRST_SEED : FIRST_SEED;
  try {
    await runner?.ready;
    for (const [boardSize, wanted] of vsModern ? MODERN_GAMES : GAMES) {
      let kept = 0;
      while (kept < wanted) {
        seed += 1;
        const { black, white } = pairing(seed);
        const game = await playGame(
          { black: black[0], white: white[0] },
          { black: black[1], white: white[1] },
          { boardSize, komi: KOMI, handicap: 0, seed, deadStones: () => Promise.resolve([]) },
        );
        console.log(
          `  ${boardSize}x${boardSize} seed ${seed}: ${game.end}, ${game.moves.length} moves`,
        );
        if (game.end !== 'passes') continue;
        games.push({
          name: `${vsModern ? 'modern-gnugo' : 'gnugo-selfplay'}-${boardSize}-${seed}`,
          boardSize,
          komi: KOMI,
          moves: game.moves,
        });
        kept += 1;
      }
    }
  } finally {
    await session.close();
    await runner?.close();
  }
  const file = vsModern ? MODERN_GAMES_FILE : GENERATED_GAMES_FILE;
  writeFileSync(file, `[\n${games.map((game) => JSON.stringify(game)).join(',\n')}\n]\n`);
  console.log(`${games.length} games written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
