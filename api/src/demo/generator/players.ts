import { transliterate } from '@domain/text/transliterate';
import { dayFromIso, dayOfYearStart, isoFromDay, yearFraction, yearOfDay } from './dates';
import type { DemoOptions, DemoPlayer } from './demo-types';
import type { DemoCity } from './locations';
import {
  FEMALE_FIRST_NAMES,
  INVARIANT_SURNAMES,
  MALE_FIRST_NAMES,
  NICKNAME_WORDS,
  SURNAMES,
  feminineSurname,
} from './names';
import { Random, WeightedTable } from './random';
import { declaredRank, drawPeakStrength, softFloor } from './ranks';

/**
 * The players plus what the tournament generator needs to pick and rate them, in flat arrays
 * indexed by key - 1. Players are keyed in order of registration.
 */
export interface PlayerPool {
  players: DemoPlayer[];
  registeredDay: Int32Array;
  /** the day after which the player no longer comes to tournaments (rarely, a comeback) */
  retiredDay: Int32Array;
  /** how keen on tournaments, in (0, 1]: the chance of accepting when drawn */
  activity: Float32Array;
  regionKey: Int32Array;
  female: Uint8Array;
  pro: Uint8Array;
  /** 0 when unknown */
  birthYear: Int16Array;
  /** juniors improve by `growth` a year until `growthUntil` (a fractional year) */
  growth: Float32Array;
  growthUntil: Float32Array;
  /** player indices of each region, in order of registration */
  byRegion: Map<number, Int32Array>;
}

interface Draft {
  registered: number;
  player: Omit<DemoPlayer, 'key' | 'registered' | 'rank'>;
  regionKey: number;
  female: boolean;
  pro: boolean;
  growth: number;
  growthUntil: number;
  retired: number;
  activity: number;
}

const FOUNDER_SHARE = 0.12;
const FOUNDER_YEARS = 10;
const NICKNAME_SHARE = 0.15;
const BIRTH_YEAR_KNOWN = 0.7;
const FEMALE_SHARE = 0.17;
const NEVER_RETIRES = 0.3;
const MEAN_CAREER_YEARS = 8;
const STREAM_LABEL = 1;
/** players born from this year on were juniors during the data's span and grew stronger */
const GROWING_IF_BORN_FROM = 1985;
const GROWTH_UNTIL_AGE = 24;
/** rating points a year a junior gains */
const GROWTH_MIN = 25;
const GROWTH_MAX = 70;
const INVARIANT_SURNAME_SHARE = 0.06;

function drawBirthYear(random: Random, lastYear: number): number {
  const u = random.next();
  if (u < 0.35) return Math.min(lastYear, random.int(2005, 2018));
  if (u < 0.75) return random.int(1975, 2004);
  return random.int(1940, 1974);
}

/** Draws registration days: a few founders before firstYear, then membership growing yearly. */
function registrationDrawer(firstYear: number, today: number): (random: Random) => number {
  const lastYear = yearOfDay(today);
  const foundersFrom = dayOfYearStart(firstYear - FOUNDER_YEARS);
  const foundersDays = dayOfYearStart(firstYear) - foundersFrom;
  const weights: number[] = [];
  for (let y = firstYear; y <= lastYear; y++) weights.push(1 + 0.12 * (y - firstYear));
  const total = weights.reduce((a, b) => a + b, 0);
  return (random) => {
    if (random.chance(FOUNDER_SHARE))
      return foundersFrom + Math.floor(random.next() * foundersDays);
    const year = firstYear + random.weightedIndex(weights, total);
    return Math.min(today, dayOfYearStart(year) + random.int(0, 364));
  };
}

function drawNickname(random: Random, first: string, last: string, used: Set<string>): string {
  const word = random.pick(NICKNAME_WORDS);
  const forms = [
    `${word}${random.int(1, 99)}`,
    `${first.toLowerCase()}_${word}`,
    `${last.toLowerCase()}${random.int(1, 999)}`,
    `${first.charAt(0).toLowerCase()}${last.toLowerCase()}`,
  ];
  const base = random.pick(forms);
  let nickname = base;
  for (let n = 2; used.has(nickname); n++) nickname = `${base}${n}`;
  used.add(nickname);
  return nickname;
}

export function generatePlayers(options: DemoOptions, cities: readonly DemoCity[]): PlayerPool {
  const random = Random.stream(options.seed, STREAM_LABEL);
  const today = dayFromIso(options.today);
  const now = yearFraction(today);
  const lastBirthYear = Math.floor(now) - 5;
  const cityTable = new WeightedTable(cities.map((c) => c.weight));
  const latin = new Map<string, string>();
  const toLatin = (name: string): string => {
    let value = latin.get(name);
    if (value === undefined) {
      value = transliterate(name);
      latin.set(name, value);
    }
    return value;
  };
  const nicknames = new Set<string>();
  const drawRegistration = registrationDrawer(options.firstYear, today);

  const drafts: Draft[] = [];
  for (let i = 0; i < options.players; i++) {
    const female = random.chance(FEMALE_SHARE);
    const invariant = random.chance(INVARIANT_SURNAME_SHARE);
    const surname = random.pick(invariant ? INVARIANT_SURNAMES : SURNAMES);
    const lastName = female && !invariant ? feminineSurname(surname) : surname;
    const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const city = cities[cityTable.draw(random)];
    const birthYear = random.chance(BIRTH_YEAR_KNOWN) ? drawBirthYear(random, lastBirthYear) : null;

    let registered = drawRegistration(random);
    if (birthYear !== null && yearFraction(registered) < birthYear + 5) {
      const earliest = dayOfYearStart(birthYear + 5);
      registered = Math.min(today, earliest + random.int(0, 3 * 365));
    }

    const { strength: peak, pro } = drawPeakStrength(random);
    let growth = 0;
    let growthUntil = 0;
    let strength = peak;
    if (birthYear !== null && birthYear >= GROWING_IF_BORN_FROM) {
      growth = GROWTH_MIN + (GROWTH_MAX - GROWTH_MIN) * random.next();
      growthUntil = Math.min(now, birthYear + GROWTH_UNTIL_AGE);
      strength = softFloor(peak - growth * Math.max(0, birthYear + GROWTH_UNTIL_AGE - now));
    }

    const careerYears = 1 + MEAN_CAREER_YEARS * -Math.log(1 - random.next());
    const retired = random.chance(NEVER_RETIRES)
      ? today + 365_000
      : registered + Math.floor(careerYears * 365);

    const firstNameLatin = toLatin(firstName);
    const lastNameLatin = toLatin(lastName);
    drafts.push({
      registered,
      player: {
        lastName,
        firstName,
        lastNameLatin,
        firstNameLatin,
        nickname: random.chance(NICKNAME_SHARE)
          ? drawNickname(random, firstNameLatin, lastNameLatin, nicknames)
          : null,
        cityKey: city.key,
        birthYear,
        strength: Math.round(strength),
      },
      regionKey: city.regionKey,
      female,
      pro,
      growth,
      growthUntil,
      retired,
      activity: 0.15 + 0.85 * random.next() ** 2,
    });
  }
  drafts.sort((a, b) => a.registered - b.registered);
  return toPool(drafts, random);
}

function toPool(drafts: readonly Draft[], random: Random): PlayerPool {
  const n = drafts.length;
  const pool: PlayerPool = {
    players: new Array<DemoPlayer>(n),
    registeredDay: new Int32Array(n),
    retiredDay: new Int32Array(n),
    activity: new Float32Array(n),
    regionKey: new Int32Array(n),
    female: new Uint8Array(n),
    pro: new Uint8Array(n),
    birthYear: new Int16Array(n),
    growth: new Float32Array(n),
    growthUntil: new Float32Array(n),
    byRegion: new Map(),
  };
  const regionLists = new Map<number, number[]>();
  drafts.forEach((d, i) => {
    pool.registeredDay[i] = d.registered;
    pool.retiredDay[i] = d.retired;
    pool.activity[i] = d.activity;
    pool.regionKey[i] = d.regionKey;
    pool.female[i] = d.female ? 1 : 0;
    pool.pro[i] = d.pro ? 1 : 0;
    pool.birthYear[i] = d.player.birthYear ?? 0;
    pool.growth[i] = d.growth;
    pool.growthUntil[i] = d.growthUntil;
    const rank = declaredRank(random, strengthAt(pool, i, d.player.strength, d.registered), d.pro);
    pool.players[i] = { key: i + 1, ...d.player, rank, registered: isoFromDay(d.registered) };
    const list = regionLists.get(d.regionKey) ?? [];
    list.push(i);
    regionLists.set(d.regionKey, list);
  });
  for (const [region, list] of regionLists) pool.byRegion.set(region, Int32Array.from(list));
  return pool;
}

/** True strength on `day` of player `index` whose strength is `current` today: juniors were weaker. */
export function strengthAt(pool: PlayerPool, index: number, current: number, day: number): number {
  const growth = pool.growth[index];
  if (growth === 0) return current;
  const behind = pool.growthUntil[index] - yearFraction(day);
  return behind > 0 ? softFloor(current - growth * behind) : current;
}
