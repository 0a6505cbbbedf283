import { formatCanonical } from '@domain/time-control';
import { isoFromDay, yearOfDay } from './dates';
import type { DemoHandicapRule, DemoParticipant, DemoTournament } from './demo-types';
import { playTournament } from './games';
import { drawParticipants } from './participants';
import { strengthAt, type PlayerPool } from './players';
import { Random } from './random';
import { declaredRank, rankGrade } from './ranks';
import { CLASSES } from './tournament-kind';
import type { TournamentPlan } from './tournament-plan';
import { DESCRIPTIONS, ONLINE_DESCRIPTIONS } from './tournament-texts';

const STREAM_BASE = 1000;
const HANDICAP_RULES: readonly DemoHandicapRule[] = [
  'none',
  'rank-difference',
  'rank-difference-minus-1',
];
/** during the pandemic a good share of ordinary tournaments moved online */
const PANDEMIC_YEARS = [2020, 2021];
const PANDEMIC_ONLINE = 0.35;
const OCCASIONAL_ONLINE = 0.02;
const INVISIBLE = 0.015;
const DESCRIBED = 0.3;

/** Builds tournament `key` from its plan: settings, participants, pairings and results. */
export function buildTournament(
  key: number,
  plan: TournamentPlan,
  pool: PlayerPool,
  seed: number,
): DemoTournament {
  const random = Random.stream(seed, STREAM_BASE + key);
  const { kind, city, status } = plan;
  const year = yearOfDay(plan.startDay);
  const month = new Date(plan.startDay * 86_400_000).getUTCMonth();
  const title = kind.title({ random, city, year, month });
  const online =
    kind.online ||
    (kind.scope === 'local' && PANDEMIC_YEARS.includes(year) && random.chance(PANDEMIC_ONLINE)) ||
    random.chance(OCCASIONAL_ONLINE);
  const handicapRule =
    kind.boardSize === 19 ? HANDICAP_RULES[random.weightedIndex(kind.handicapRules)] : 'none';
  const komi = random.chance(0.65) ? 6.5 : 7.5;

  const indices = drawParticipants(pool, plan, random);
  const participants: DemoParticipant[] = [];
  const keys: number[] = [];
  const grades: number[] = [];
  const strengths: number[] = [];
  for (const i of indices) {
    const strength = strengthAt(pool, i, pool.players[i].strength, plan.startDay);
    const rank = declaredRank(random, strength, pool.pro[i] === 1);
    participants.push({ playerKey: i + 1, rank });
    keys.push(i + 1);
    grades.push(rankGrade(rank));
    strengths.push(strength);
  }
  const games = playTournament(plan, { keys, grades, strengths }, { handicapRule, komi }, random);

  const upcoming = status === 'scheduled' || status === 'active';
  let description: string | null = null;
  if (random.chance(DESCRIBED))
    description = random.pick(online ? ONLINE_DESCRIPTIONS : DESCRIPTIONS);
  return {
    key,
    title: title.ru,
    titleLatin: title.en,
    cityKey: city.key,
    startDate: isoFromDay(plan.startDay),
    endDate: isoFromDay(plan.endDay),
    status,
    tournamentClass: CLASSES[random.weightedIndex(kind.classes)],
    ranked: random.chance(kind.rankedShare),
    online,
    rounds: plan.rounds,
    handicapRule,
    komi,
    boardSize: kind.boardSize,
    teamSize: kind.teamSize,
    timeControl: formatCanonical(random.pick(kind.timeControls)),
    pinned: upcoming && kind.bigEvent,
    visible: status !== 'ended' || !random.chance(INVISIBLE),
    description,
    participants,
    games,
  };
}
