import { dayFromIso, dayOfYearStart, nextSaturday, yearOfDay } from './dates';
import type { DemoOptions, DemoTournamentStatus } from './demo-types';
import type { DemoCity } from './locations';
import type { PlayerPool } from './players';
import { Random, WeightedTable } from './random';
import type { TournamentKind } from './tournament-kind';
import { TOURNAMENT_KINDS } from './tournament-kinds';

/** When, where, what and how big: decided for all tournaments before any is played. */
export interface TournamentPlan {
  kind: TournamentKind;
  startDay: number;
  endDay: number;
  rounds: number;
  city: DemoCity;
  status: DemoTournamentStatus;
  /** rounds that get pairings: all when over, the played ones + the current one when active */
  pairedRounds: number;
  /** participants wanted */
  size: number;
}

interface Draft extends Omit<TournamentPlan, 'size'> {
  sizeWeight: number;
  maxSize: number;
}

const STREAM_LABEL = 2;
const FUTURE_DAYS = 182;
const PROCESSING_DAYS = 14;
const MIN_SIZE = 8;
/** the smallest field even when few players are registered yet */
const MIN_FIELD = 4;
const SCALE_STEPS = 30;
/** sizes of one kind vary log-normally with this spread */
const SIZE_SPREAD = 0.45;
/** a tournament never takes more than this share of the players registered by its start */
const OPEN_POOL_SHARE = 0.25;
const AUDIENCE_POOL_SHARE = { open: OPEN_POOL_SHARE, juniors: 0.05, women: 0.04 } as const;

/** Events placed around `today` so that every status and a few pinned events always exist. */
const ANCHORS: readonly { kind: string; startOffset?: number; endOffset?: number }[] = [
  { kind: 'online-league', startOffset: -22 },
  { kind: 'national-championship', startOffset: -2 },
  { kind: 'city-cup', endOffset: -4 },
  { kind: 'weekend', endOffset: -10 },
  { kind: 'city-cup', startOffset: 12 },
  { kind: 'russian-cup', startOffset: 45 },
  { kind: 'youth-championship', startOffset: 100 },
];

function kindById(id: string): TournamentKind {
  const kind = TOURNAMENT_KINDS.find((k) => k.id === id);
  if (!kind) throw new Error(`Unknown tournament kind ${id}`);
  return kind;
}

function statusOn(today: number, startDay: number, endDay: number): DemoTournamentStatus {
  if (startDay > today) return 'scheduled';
  if (endDay >= today) return 'active';
  return endDay >= today - PROCESSING_DAYS ? 'processing' : 'ended';
}

/** Day offset of round `round` (1-based) from the start: rounds spread evenly over the days. */
export function roundOffset(round: number, rounds: number, days: number): number {
  if (rounds <= 1 || days <= 1) return 0;
  return Math.floor(((round - 1) * (days - 1)) / (rounds - 1) + 0.5);
}

function pairedRounds(today: number, plan: Omit<TournamentPlan, 'pairedRounds' | 'size'>): number {
  if (plan.status === 'scheduled') return 0;
  if (plan.status !== 'active') return plan.rounds;
  const days = plan.endDay - plan.startDay + 1;
  let played = 0;
  while (
    played < plan.rounds &&
    plan.startDay + roundOffset(played + 1, plan.rounds, days) < today
  ) {
    played++;
  }
  return Math.min(plan.rounds, played + 1);
}

/** Number of players registered before `day` (the pool is sorted by registration). */
export function registeredBefore(registeredDay: Int32Array, day: number): number {
  let lo = 0;
  let hi = registeredDay.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (registeredDay[mid] < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function sizeFor(weight: number, maxSize: number, scale: number): number {
  return Math.min(maxSize, Math.max(MIN_SIZE, Math.round(scale * weight)));
}

/** The size scale at which the planned pairings add up to `target` games (a bisection). */
function fitScale(drafts: readonly Draft[], target: number): number {
  const weights = Float64Array.from(drafts, (d) => d.sizeWeight);
  const maxSizes = Int32Array.from(drafts, (d) => d.maxSize);
  const rounds = Int32Array.from(drafts, (d) => d.pairedRounds);
  let lo = 0.1;
  let hi = 5000;
  for (let step = 0; step < SCALE_STEPS; step++) {
    const mid = (lo + hi) / 2;
    let games = 0;
    for (let i = 0; i < weights.length; i++) {
      games += Math.floor(sizeFor(weights[i], maxSizes[i], mid) / 2) * rounds[i];
    }
    if (games < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

export function planTournaments(
  options: DemoOptions,
  cities: readonly DemoCity[],
  pool: PlayerPool,
): TournamentPlan[] {
  const random = Random.stream(options.seed, STREAM_LABEL);
  const today = dayFromIso(options.today);
  const firstDay = dayOfYearStart(options.firstYear);
  const lastDay = today + FUTURE_DAYS;
  const kindTable = new WeightedTable(TOURNAMENT_KINDS.map((k) => k.weight));
  const localCities = new WeightedTable(cities.map((c) => c.weight));
  const russian = cities.filter((c) => c.countryCode === 'RU');
  const nationalCities = new WeightedTable(russian.map((c) => c.weight ** 0.6));
  const moscow = cities[0];

  // the federation grows: a year's weight rises linearly; the last year only counts its part
  const years: number[] = [];
  const yearWeights: number[] = [];
  for (let y = options.firstYear; y <= yearOfDay(lastDay); y++) {
    const from = Math.max(firstDay, dayOfYearStart(y));
    const to = Math.min(lastDay + 1, dayOfYearStart(y + 1));
    years.push(y);
    yearWeights.push(((1 + 0.1 * (y - options.firstYear)) * (to - from)) / 365);
  }
  const yearTable = new WeightedTable(yearWeights);

  const drafts: Draft[] = [];
  const add = (kind: TournamentKind, startDay: number | null, endDay: number | null): void => {
    let start = startDay;
    if (start === null && endDay === null) {
      const year = years[yearTable.draw(random)];
      const from = Math.max(firstDay, dayOfYearStart(year));
      const to = Math.min(lastDay, dayOfYearStart(year + 1) - 1);
      start = random.int(from, to);
      if (kind.weekend) start = nextSaturday(start);
    }
    const rounds = random.int(kind.rounds[0], kind.rounds[1]);
    const days = kind.days(random, rounds);
    start ??= (endDay ?? today) - days + 1;
    const end = start + days - 1;
    let city: DemoCity;
    if (kind.hostCity !== undefined) city = cities.find((c) => c.name === kind.hostCity) ?? moscow;
    else if (kind.online) city = random.chance(0.6) ? moscow : cities[localCities.draw(random)];
    else if (kind.scope === 'national') city = russian[nationalCities.draw(random)];
    else city = cities[localCities.draw(random)];

    const status = statusOn(today, start, end);
    const base = { kind, startDay: start, endDay: end, rounds, city, status };
    const available = registeredBefore(pool.registeredDay, start);
    drafts.push({
      ...base,
      pairedRounds: pairedRounds(today, base),
      sizeWeight: kind.sizeFactor * Math.exp(random.normal(0, SIZE_SPREAD)),
      maxSize: Math.max(
        MIN_FIELD,
        Math.min(kind.maxSize, Math.floor(available * AUDIENCE_POOL_SHARE[kind.audience])),
      ),
    });
  };

  const anchors = ANCHORS.slice(0, Math.floor(options.tournaments / 5));
  for (const a of anchors) {
    add(
      kindById(a.kind),
      a.startOffset === undefined ? null : today + a.startOffset,
      a.endOffset === undefined ? null : today + a.endOffset,
    );
  }
  while (drafts.length < options.tournaments) {
    add(TOURNAMENT_KINDS[kindTable.draw(random)], null, null);
  }

  const scale = fitScale(drafts, options.targetGames);
  return drafts
    .map((d, order) => ({ d, order }))
    .sort((a, b) => a.d.startDay - b.d.startDay || a.order - b.order)
    .map(({ d }) => ({
      kind: d.kind,
      startDay: d.startDay,
      endDay: d.endDay,
      rounds: d.rounds,
      city: d.city,
      status: d.status,
      pairedRounds: d.pairedRounds,
      size: sizeFor(d.sizeWeight, d.maxSize, scale),
    }));
}
