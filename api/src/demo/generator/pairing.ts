import type { Random } from './random';

/** What a McMahon draw remembers between rounds; players are local indices 0..n-1. */
export interface SwissState {
  n: number;
  /** declared rank on the stone scale (see rankGrade) */
  grades: Int32Array;
  /** McMahon score: the starting score from the rank plus points won */
  scores: Float64Array;
  /** played[a * n + b] = 1 once a and b have met */
  played: Uint8Array;
  hadBye: Uint8Array;
  /** games as black minus games as white */
  colourBalance: Int32Array;
}

export interface RoundPairing {
  pairs: [number, number][];
  bye: number | null;
}

/** Players in the top tenth start level at the bar; the bottom is cut this many stones below. */
const TOP_SHARE = 0.1;
const GROUPS_BELOW_BAR = 20;
/** pairing attempts before repeats are allowed */
const BACKTRACK_BUDGET = 20_000;
/** sort-key fields: half-points of score below SCORE_OFFSET, stones below GRADE_OFFSET, ... */
const SCORE_OFFSET = 100;
const GRADE_OFFSET = 64;
const GRADE_RANGE = 128;
const TIE_RANGE = 4096;
const INDEX_RANGE = 1024;

export function createSwissState(grades: readonly number[]): SwissState {
  const n = grades.length;
  const sorted = Int32Array.from(grades).sort().reverse();
  const bar = n > 0 ? sorted[Math.floor(n * TOP_SHARE)] : 0;
  const floor = bar - GROUPS_BELOW_BAR;
  const state: SwissState = {
    n,
    grades: Int32Array.from(grades),
    scores: new Float64Array(n),
    played: new Uint8Array(n * n),
    hadBye: new Uint8Array(n),
    colourBalance: new Int32Array(n),
  };
  for (let i = 0; i < n; i++) state.scores[i] = Math.min(bar, Math.max(floor, grades[i]));
  return state;
}

/**
 * Pairs one round: players ordered by score, then rank (ties in random order), each paired with
 * the next one down it has not met yet (backtracking when needed); only when that fails is a
 * repeat allowed. With an odd count the lowest player without a bye yet sits out.
 */
export function pairRound(state: SwissState, random: Random): RoundPairing {
  const { n, scores, grades, played, hadBye } = state;
  // one number per player, sorted natively: score, then rank, then a random tie-break, then index
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const score = Math.round((SCORE_OFFSET - scores[i]) * 2);
    const grade = GRADE_OFFSET - grades[i];
    keys[i] =
      ((score * GRADE_RANGE + grade) * TIE_RANGE + random.int(0, TIE_RANGE - 1)) * INDEX_RANGE + i;
  }
  keys.sort();
  const order = new Int32Array(n);
  for (let x = 0; x < n; x++) order[x] = keys[x] % INDEX_RANGE;

  const taken = new Uint8Array(n);
  let bye: number | null = null;
  if (n % 2 === 1) {
    let at = n - 1;
    while (at > 0 && hadBye[order[at]] === 1) at--;
    bye = order[at];
    taken[bye] = 1;
  }

  const pairs =
    pairWithoutRepeats(order, taken, n, played) ?? pairGreedily(order, taken, n, played);
  return { pairs, bye };
}

/**
 * Each player from the top takes the highest one below it not met yet, backtracking when that
 * leaves someone without a partner; null when no such pairing is found within the budget.
 */
function pairWithoutRepeats(
  order: Int32Array,
  taken: Uint8Array,
  n: number,
  played: Uint8Array,
): [number, number][] | null {
  const pairs: [number, number][] = [];
  let budget = BACKTRACK_BUDGET;
  const solve = (from: number): boolean => {
    let x = from;
    while (x < n && taken[order[x]] === 1) x++;
    if (x >= n) return true;
    const a = order[x];
    taken[a] = 1;
    for (let y = x + 1; y < n && budget > 0; y++) {
      const b = order[y];
      if (taken[b] === 1 || played[a * n + b] === 1) continue;
      budget--;
      taken[b] = 1;
      pairs.push([a, b]);
      if (solve(x + 1)) return true;
      pairs.pop();
      taken[b] = 0;
    }
    taken[a] = 0;
    return false;
  };
  return solve(0) ? pairs : null;
}

/** Like pairWithoutRepeats without backtracking: a repeat when all those left have met. */
function pairGreedily(
  order: Int32Array,
  taken: Uint8Array,
  n: number,
  played: Uint8Array,
): [number, number][] {
  const pairs: [number, number][] = [];
  for (let x = 0; x < n; x++) {
    const a = order[x];
    if (taken[a] === 1) continue;
    let partner = -1;
    let fallback = -1;
    for (let y = x + 1; y < n; y++) {
      const b = order[y];
      if (taken[b] === 1) continue;
      if (fallback < 0) fallback = b;
      if (played[a * n + b] === 0) {
        partner = b;
        break;
      }
    }
    if (partner < 0) partner = fallback;
    if (partner < 0) break;
    taken[a] = 1;
    taken[partner] = 1;
    pairs.push([a, partner]);
  }
  return pairs;
}

/** Records a round: who met whom and who had the bye (a bye scores a point, as in McMahon). */
export function recordPairing(state: SwissState, pairing: RoundPairing): void {
  const { n, played } = state;
  for (const [a, b] of pairing.pairs) {
    played[a * n + b] = 1;
    played[b * n + a] = 1;
  }
  if (pairing.bye !== null) {
    state.hadBye[pairing.bye] = 1;
    state.scores[pairing.bye] += 1;
  }
}
