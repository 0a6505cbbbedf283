import type { DemoData, DemoOptions, DemoTournament } from './demo-types';
import { buildLocations } from './locations';
import { generatePlayers } from './players';
import { generateGameRecords } from './records/game-records';
import { planTournaments } from './tournament-plan';
import { buildTournament } from './tournaments';

export type {
  DemoData,
  DemoGame,
  DemoGameRecord,
  DemoGameResult,
  DemoHandicapRule,
  DemoLocation,
  DemoOptions,
  DemoParticipant,
  DemoPlayer,
  DemoTournament,
  DemoTournamentClass,
  DemoTournamentStatus,
} from './demo-types';

const DEMO_SEED = 20240601;
const FIRST_YEAR = 2000;

/** The demo database: a federation of 3,000 players, ~400 tournaments and ~30,000 games. */
export function demoOptions(today: string): DemoOptions {
  return {
    seed: DEMO_SEED,
    players: 3_000,
    tournaments: 400,
    targetGames: 30_000,
    firstYear: FIRST_YEAR,
    today,
  };
}

/** The benchmark database: 100,000 players, 15,000 tournaments, ~1,000,000 games. */
export function benchOptions(today: string): DemoOptions {
  return {
    seed: DEMO_SEED,
    players: 100_000,
    tournaments: 15_000,
    targetGames: 1_000_000,
    firstYear: FIRST_YEAR,
    today,
  };
}

/**
 * Generates a whole federation from a seed: locations, players, tournaments with participants,
 * pairings and results, and SGF records of some games. Pure and deterministic: the same options
 * give deep-equal data. Keys run 1..N in each collection; tournaments are keyed in order of start date and players in
 * order of registration. Nothing is written anywhere; the caller inserts the data.
 */
export function generateDemoData(options: DemoOptions): DemoData {
  const { locations, cities } = buildLocations();
  const pool = generatePlayers(options, cities);
  const plans = planTournaments(options, cities, pool);
  const tournaments: DemoTournament[] = plans.map((plan, i) =>
    buildTournament(i + 1, plan, pool, options.seed),
  );
  const records = generateGameRecords(options, tournaments, pool.players, locations);
  return { locations, players: pool.players, tournaments, records };
}
