import { GtpSession } from '@api/play/bots/gnugo/gtp-session';
import { gnugoAvailability } from '@api/play/bots/gnugo/gnugo-path';
import { proposeDeadStones } from '@domain/bots/dead-stones';
import type { NetRunner } from '@domain/bots/types';
import { WorkerPoolRunner } from '@neural/worker-pool';
import {
  finalPosition,
  finishedGames,
  gameHandicapStones,
  type FinishedGame,
} from './dead-agreement-positions';

/** GNU Go's level when it judges the final position (its strongest). */
const JUDGE_LEVEL = 10;

interface Tally {
  games: number;
  agreedGames: number;
  stones: number;
  agreedStones: number;
}

const share = (part: number, whole: number): number =>
  whole === 0 ? 1 : Math.round((part / whole) * 1000) / 1000;

const emptyTally = (): Tally => ({ games: 0, agreedGames: 0, stones: 0, agreedStones: 0 });

function addTo(tally: Tally, result: Tally): void {
  tally.games += result.games;
  tally.agreedGames += result.agreedGames;
  tally.stones += result.stones;
  tally.agreedStones += result.agreedStones;
}

function tallyOf<K>(groups: Map<K, Tally>, key: K): Tally {
  const tally = groups.get(key) ?? emptyTally();
  groups.set(key, tally);
  return tally;
}

/** One game's verdict: the stones only we mark dead and those only GNU Go does. */
function verdict(ours: string[], gnugo: string[]): string {
  const onlyOurs = ours.filter((vertex) => !gnugo.includes(vertex));
  const onlyGnugo = gnugo.filter((vertex) => !ours.includes(vertex));
  if (onlyOurs.length === 0 && onlyGnugo.length === 0) return `same (${ours.length} dead)`;
  return (
    `DIFFERENT: ${onlyGnugo.length} dead by GNU Go left alive (${onlyGnugo.join(' ') || '-'}), ` +
    `${onlyOurs.length} alive by GNU Go marked dead (${onlyOurs.join(' ') || '-'})`
  );
}

/** The three numbers of a group of games, under `scoring.dead_agreement_*.<label>`. */
function keysOf(label: string, tally: Tally): Record<string, number> {
  return {
    [`scoring.dead_agreement_games.${label}`]: share(tally.agreedGames, tally.games),
    [`scoring.dead_agreement_points.${label}`]: share(tally.agreedStones, tally.stones),
    [`scoring.dead_agreement_game_count.${label}`]: tally.games,
  };
}

/** One game's final position: our proposal and GNU Go's dead stones, compared stone by stone. */
async function compare(
  game: FinishedGame,
  runner: NetRunner,
  session: GtpSession,
): Promise<Tally & { ours: string[]; gnugo: string[] }> {
  const position = finalPosition(game);
  const rules = game.rules ?? 'chinese';
  const ours = await proposeDeadStones(runner, {
    position,
    moves: game.moves,
    komi: game.komi,
    rules,
  });
  const gnugo = await session.deadStones({
    boardSize: game.boardSize,
    komi: game.komi,
    rules,
    handicapStones: gameHandicapStones(game),
    moves: game.moves,
    toMove: position.toMove,
    level: JUDGE_LEVEL,
  });
  const stones = position.signMap.flat().filter((sign) => sign !== 0).length;
  const differing = new Set(
    [...ours, ...gnugo].filter((v) => !ours.includes(v) || !gnugo.includes(v)),
  );
  return {
    games: 1,
    agreedGames: differing.size === 0 ? 1 : 0,
    stones,
    agreedStones: stones - differing.size,
    ours,
    gnugo,
  };
}

/**
 * scoring.dead_agreement_games / _points: over finished games on 9x9, 13x13 and 19x19 (GNU Go
 * self-play, the modern bot against GNU Go, and the calibration's games of the modern bot; see
 * dead-agreement-positions.ts), the share of games where our dead-stone proposal
 * (domain/bots/dead-stones.ts, through the server's worker pool) is exactly GNU Go's
 * `final_status_list dead`, and the share of the stones on the board both judge alike;
 * per board size and per source too (scoring.dead_agreement_games.9, ...calibration).
 */
export async function measureDeadAgreement(): Promise<Record<string, number>> {
  const { path, reason } = gnugoAvailability();
  if (path === null) throw new Error(`The dead-stone bench needs GNU Go: ${reason}`);
  const pool = new WorkerPoolRunner();
  const session = new GtpSession({ path, moveTimeLimitMs: 60_000 });
  const bySize = new Map<number, Tally>();
  const bySource = new Map<string, Tally>();
  const total = emptyTally();
  try {
    await pool.ready;
    for (const game of finishedGames()) {
      const result = await compare(game, pool, session);
      addTo(tallyOf(bySize, game.boardSize), result);
      addTo(tallyOf(bySource, game.source), result);
      addTo(total, result);
      console.log(`  ${game.name}: ${verdict(result.ours, result.gnugo)}`);
    }
  } finally {
    await session.close();
    await pool.close();
  }
  const results: Record<string, number> = {};
  for (const [size, tally] of [...bySize].sort(([a], [b]) => a - b)) {
    Object.assign(results, keysOf(String(size), tally));
  }
  for (const [source, tally] of bySource) Object.assign(results, keysOf(source, tally));
  results['scoring.dead_agreement_games'] = share(total.agreedGames, total.games);
  results['scoring.dead_agreement_points'] = share(total.agreedStones, total.stones);
  return results;
}
