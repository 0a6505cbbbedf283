import { yearOfDay } from './dates';
import type { PlayerPool } from './players';
import type { Random } from './random';
import { registeredBefore, type TournamentPlan } from './tournament-plan';

const LOCAL_SHARE = { national: 0.25, local: 0.75, online: 0.15 } as const;
const ATTEMPTS_PER_SEAT = 40;
const COMEBACK_CHANCE = 0.03;
const JUNIOR_MAX_AGE = 18;
const JUNIOR_MIN_AGE = 5;

/** Players registered before `day` among the region's list (sorted by registration). */
function regionalCount(pool: PlayerPool, list: Int32Array, day: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (pool.registeredDay[list[mid]] < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Draws the participants of a tournament (player indices, in drawing order): registered before
 * its start, of its audience (juniors, women), mostly from the host region for local events,
 * preferring active players who have not given up go. When too few such players exist, the
 * activity preference is dropped; the audience never is.
 */
export function drawParticipants(pool: PlayerPool, plan: TournamentPlan, random: Random): number[] {
  const day = plan.startDay;
  const year = yearOfDay(day);
  const all = registeredBefore(pool.registeredDay, day);
  const regionList = pool.byRegion.get(plan.city.regionKey) ?? new Int32Array(0);
  const local = regionalCount(pool, regionList, day);
  const scope = plan.kind.online ? 'online' : plan.kind.scope;
  const localShare = local > 0 ? LOCAL_SHARE[scope] : 0;
  const audience = plan.kind.audience;
  const size = Math.min(plan.size, all);

  const chosen = new Set<number>();
  const result: number[] = [];
  const fits = (i: number): boolean => {
    if (chosen.has(i)) return false;
    if (audience === 'women') return pool.female[i] === 1;
    if (audience === 'juniors') {
      const born = pool.birthYear[i];
      return born !== 0 && year - born <= JUNIOR_MAX_AGE && year - born >= JUNIOR_MIN_AGE;
    }
    return true;
  };
  const keen = (i: number): boolean =>
    (pool.retiredDay[i] >= day || random.chance(COMEBACK_CHANCE)) &&
    random.next() < pool.activity[i];

  for (let phase = 0; phase < 2 && result.length < size; phase++) {
    for (let attempt = size * ATTEMPTS_PER_SEAT; attempt > 0 && result.length < size; attempt--) {
      const i = random.chance(localShare)
        ? regionList[Math.floor(random.next() * local)]
        : Math.floor(random.next() * all);
      if (fits(i) && (phase === 1 || keen(i))) {
        chosen.add(i);
        result.push(i);
      }
    }
  }
  return result;
}
