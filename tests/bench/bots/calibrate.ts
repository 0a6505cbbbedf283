import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gnugoAvailability } from '@api/play/bots/gnugo/gnugo-path';
import { GtpSession } from '@api/play/bots/gnugo/gtp-session';
import {
  ALL_MODERN_STRENGTHS,
  GNUGO_LEVEL_IDS,
  MODERN_STRENGTHS,
  type ModernStrengthId,
  type SearchStrengthId,
} from '@domain/bots/strengths';
import type { NetRunner } from '@domain/bots/types';
import type { BoardSize } from '@domain/play';
import { defaultKomi } from '@domain/play/settings';
import { repoRoot } from '@neural/model-files';
import { WorkerPoolRunner } from '@neural/worker-pool';
import { formatTable, readGames, writeCalibration } from './calibration-report';
import { writeCalibratedRanks } from './calibrated-ranks-writer';
import { gnugoMatchPlayer } from './gnugo-match-player';
import { CALIBRATION_ANCHOR } from './match-ratings';
import type { GameRecord, MatchPlayer, PlayerSpec } from './match-types';
import { modernMatchPlayer } from './modern-match-player';
import { playGame } from './play-game';

const KOMI = 7;
/** Komi in a handicap game: White's half point, as on the server (domain/play/settings.ts). */
const HANDICAP_KOMI = defaultKomi('chinese', 2);

const USAGE = `npm run calibrate -- [options]   (node dist/server/tests/bench/bots/calibrate.js)
  --players gnugo:1,gnugo:10,modern:policy   who plays (default: GNU Go ${GNUGO_LEVEL_IDS.join(', ')} and every modern strength)
  --games N        games per pair and board size, colours alternating (default 4)
  --sizes 9,19     board sizes (default 9)
  --handicap N     GNU Go takes Black with N stones (komi ${HANDICAP_KOMI}) against each modern setting,
                   for settings far above it (default 0: even games, colours alternating)
  --parallel N     games at once (default 1; the machine's cores are shared)
  --append         keep the games already in the output file and add these (without it, a run
                   refuses an output file that holds games; --games 0 keeps them)
  --out PATH       default docs/bots-calibration.json
  --write-ranks    rewrite domain/bots/calibrated-ranks.ts from the 19x19 ratings (with --games 0:
                   from the games already played)
Ratings: anchored on GNU Go level 10 = 8k (on 19x19; 9x9 uses the same anchor); a handicap of
h stones is worth 100 (h - 0.5) rating points to its receiver (the rating rules' own).`;

function parsePlayer(text: string): PlayerSpec {
  const [kind, setting] = text.split(':');
  if (kind === 'gnugo' && /^(10|[1-9])$/.test(setting)) return { id: text, kind, setting };
  // the search settings too, which are offered only once calibrated
  if (kind === 'modern' && setting in ALL_MODERN_STRENGTHS) return { id: text, kind, setting };
  throw new Error(
    `Unknown player ${text}: gnugo:<1..10> or modern:<${Object.keys(ALL_MODERN_STRENGTHS).join('|')}>`,
  );
}

function defaultPlayers(): string[] {
  return [
    ...GNUGO_LEVEL_IDS.map((level) => `gnugo:${level}`),
    ...Object.keys(MODERN_STRENGTHS).map((id) => `modern:${id}`),
  ];
}

interface Pairing {
  black: PlayerSpec;
  white: PlayerSpec;
  boardSize: BoardSize;
  /** Black's stones; 0 in an even game */
  handicap: number;
  seed: number;
}

/** The pair's colours and handicap in a round: GNU Go takes the handicap from a modern setting. */
function colours(
  first: PlayerSpec,
  second: PlayerSpec,
  round: number,
  handicap: number,
): Pick<Pairing, 'black' | 'white' | 'handicap'> {
  if (handicap > 0 && first.kind !== second.kind) {
    const [black, white] = first.kind === 'gnugo' ? [first, second] : [second, first];
    return { black, white, handicap };
  }
  const [black, white] = round % 2 === 0 ? [first, second] : [second, first];
  return { black, white, handicap: 0 };
}

/** Every pair on every size, `games` times, round by round (a run cut short stays balanced). */
function schedule(
  players: PlayerSpec[],
  sizes: BoardSize[],
  games: number,
  handicap: number,
): Pairing[] {
  const pairings: Pairing[] = [];
  for (let round = 0; round < games; round += 1) {
    for (const boardSize of sizes) {
      for (let i = 0; i < players.length; i += 1) {
        for (let j = i + 1; j < players.length; j += 1) {
          const seed = Math.floor(Math.random() * 2 ** 31);
          const sides = colours(players[i], players[j], round, handicap);
          pairings.push({ ...sides, boardSize, seed });
        }
      }
    }
  }
  return pairings;
}

function playerFor(
  spec: PlayerSpec,
  session: GtpSession,
  runner: NetRunner | null,
  seed: number,
): MatchPlayer {
  if (spec.kind === 'gnugo') return gnugoMatchPlayer(session, Number(spec.setting));
  if (runner === null) throw new Error('No network runner for the modern bot');
  return modernMatchPlayer(
    runner,
    ALL_MODERN_STRENGTHS[spec.setting as ModernStrengthId | SearchStrengthId],
    seed,
  );
}

/**
 * The games a run starts from: those in the output file with --append, and with --games 0 (a run
 * that only rewrites the ratings or the ranks); a run that would replace a file of games refuses,
 * since its games took hours.
 */
function gamesToKeep(out: string, append: boolean, gamesPerPair: number): GameRecord[] {
  const kept = readGames(out);
  if (append || gamesPerPair === 0) return kept;
  if (kept.length > 0) {
    throw new Error(
      `${out} holds ${kept.length} games: --append adds to them, --out writes another file`,
    );
  }
  return [];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      players: { type: 'string' },
      games: { type: 'string', default: '4' },
      sizes: { type: 'string', default: '9' },
      parallel: { type: 'string', default: '1' },
      handicap: { type: 'string', default: '0' },
      append: { type: 'boolean', default: false },
      out: { type: 'string' },
      'write-ranks': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const players = (values.players?.split(',') ?? defaultPlayers()).map(parsePlayer);
  const sizes = values.sizes.split(',').map((size) => {
    if (!['9', '13', '19'].includes(size)) throw new Error(`No board size ${size}`);
    return Number(size) as BoardSize;
  });
  const handicap = Number(values.handicap);
  if (!Number.isInteger(handicap) || handicap < 0 || handicap === 1 || handicap > 9)
    throw new Error(`No handicap of ${values.handicap} stones: 0 or 2..9`);
  const out = values.out ?? resolve(repoRoot(), 'docs', 'bots-calibration.json');
  const { path, reason } = gnugoAvailability();
  if (path === null)
    throw new Error(`Calibration needs GNU Go (for its players and the scoring): ${reason}`);

  const games = gamesToKeep(out, values.append, Number(values.games));
  const runner = players.some((player) => player.kind === 'modern') ? new WorkerPoolRunner() : null;
  await runner?.ready;
  const pairings = schedule(players, sizes, Number(values.games), handicap);
  console.log(
    `${pairings.length} games: ${players.map((p) => p.id).join(', ')} on ${sizes.join(', ')}`,
  );

  let next = 0;
  const worker = async (): Promise<void> => {
    const session = new GtpSession({ path, moveTimeLimitMs: 120_000 });
    try {
      while (next < pairings.length) {
        const pairing = pairings[next];
        next += 1;
        const game = await playGame(
          { black: pairing.black.id, white: pairing.white.id },
          {
            black: playerFor(pairing.black, session, runner, pairing.seed),
            white: playerFor(pairing.white, session, runner, pairing.seed + 1),
          },
          {
            boardSize: pairing.boardSize,
            komi: pairing.handicap > 0 ? HANDICAP_KOMI : KOMI,
            handicap: pairing.handicap,
            seed: pairing.seed,
            deadStones: (state) => session.deadStones({ ...state, level: 10 }),
          },
        );
        games.push(game);
        writeCalibration(out, games, CALIBRATION_ANCHOR);
        console.log(
          `  ${games.length}. ${game.boardSize}x${game.boardSize} ${game.black} (B${game.handicap ? `, H${game.handicap}` : ''}) - ${game.white} (W): ` +
            `${game.result} (${game.end}, ${game.moves.length} moves) in ${(game.ms / 1000).toFixed(1)} s`,
        );
      }
    } finally {
      await session.close();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Number(values.parallel)) }, worker));
  await runner?.close();

  const file = writeCalibration(out, games, CALIBRATION_ANCHOR);
  console.log(
    `\nAnchor: ${CALIBRATION_ANCHOR.player} = ${CALIBRATION_ANCHOR.rank}. Written to ${out}\n`,
  );
  for (const [size, ratings] of Object.entries(file.ratings))
    console.log(`${formatTable(size, ratings)}\n`);
  if (values['write-ranks']) {
    const ranksPath = resolve(repoRoot(), 'domain', 'bots', 'calibrated-ranks.ts');
    const ratings = file.ratings['19'];
    if (ratings === undefined) throw new Error('--write-ranks needs 19x19 games with the anchor');
    const games19 = games.filter((game) => game.boardSize === 19).length;
    writeCalibratedRanks(ranksPath, ratings, games19);
    console.log(`Rewritten: ${ranksPath} (run prettier on it)`);
  }
  const perSize = new Map<number, number[]>();
  for (const game of games)
    perSize.set(game.boardSize, [...(perSize.get(game.boardSize) ?? []), game.ms]);
  for (const [size, times] of perSize) {
    const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length / 1000;
    console.log(`${size}x${size}: ${times.length} games, ${mean.toFixed(1)} s per game on average`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
