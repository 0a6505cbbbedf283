import { rgfExpectedScore } from '@domain/rating/rgf';
import { isoFromDay } from './dates';
import type { DemoGame, DemoGameResult, DemoHandicapRule } from './demo-types';
import { createSwissState, pairRound, recordPairing } from './pairing';
import type { Random } from './random';
import { roundOffset, type TournamentPlan } from './tournament-plan';

export interface Field {
  /** player keys */
  keys: readonly number[];
  /** declared ranks on the stone scale */
  grades: readonly number[];
  /** true strengths at the tournament */
  strengths: readonly number[];
}

export interface GameRules {
  handicapRule: DemoHandicapRule;
  komi: number;
}

const MAX_HANDICAP = 9;
/** rating points a handicap stone is worth when drawing results */
const STONE_POINTS = 75;
/** the deviation assumed for the opponent when drawing results */
const DRAW_DEVIATION = 100;
const HANDICAP_KOMI = 0.5;
const FORFEIT = 0.01;
const JIGO = 0.002;

export function handicapFor(rule: DemoHandicapRule, gradeA: number, gradeB: number): number {
  const diff = Math.abs(gradeA - gradeB);
  if (rule === 'none') return 0;
  return Math.min(MAX_HANDICAP, rule === 'rank-difference' ? diff : Math.max(0, diff - 1));
}

function drawResult(random: Random, pBlack: number): DemoGameResult {
  const u = random.next();
  if (u < FORFEIT / 2) return 'black_forfeit';
  if (u < FORFEIT) return 'white_forfeit';
  if (u < FORFEIT + JIGO) return 'jigo';
  return random.next() < pBlack ? 'black' : 'white';
}

/**
 * Pairs and plays the rounds of a tournament. Results follow the rgf expected score of the true
 * strengths (handicap stones worth 75 points each). In an active tournament the last paired round
 * is the current one and its games are 'unplayed'; later rounds are not paired yet.
 */
export function playTournament(
  plan: TournamentPlan,
  field: Field,
  rules: GameRules,
  random: Random,
): DemoGame[] {
  const games: DemoGame[] = [];
  if (plan.pairedRounds === 0 || field.keys.length < 2) return games;
  const state = createSwissState(field.grades);
  const days = plan.endDay - plan.startDay + 1;
  const unplayedRound = plan.status === 'active' ? plan.pairedRounds : 0;

  for (let round = 1; round <= plan.pairedRounds; round++) {
    const date = isoFromDay(plan.startDay + roundOffset(round, plan.rounds, days));
    const pairing = pairRound(state, random);
    recordPairing(state, pairing);
    for (const [a, b] of pairing.pairs) {
      const handicap = handicapFor(rules.handicapRule, field.grades[a], field.grades[b]);
      let black: number;
      if (handicap > 0) black = field.grades[a] < field.grades[b] ? a : b;
      else if (state.colourBalance[a] !== state.colourBalance[b]) {
        black = state.colourBalance[a] < state.colourBalance[b] ? a : b;
      } else black = random.chance(0.5) ? a : b;
      const white = black === a ? b : a;
      state.colourBalance[black]++;
      state.colourBalance[white]--;

      let result: DemoGameResult = 'unplayed';
      if (round !== unplayedRound) {
        const pBlack = rgfExpectedScore(
          field.strengths[black],
          field.strengths[white],
          DRAW_DEVIATION,
          handicap * STONE_POINTS,
        );
        result = drawResult(random, pBlack);
        if (result === 'black' || result === 'black_forfeit') state.scores[black] += 1;
        else if (result === 'white' || result === 'white_forfeit') state.scores[white] += 1;
        else {
          state.scores[black] += 0.5;
          state.scores[white] += 0.5;
        }
      }
      games.push({
        round,
        black: field.keys[black],
        white: field.keys[white],
        handicap,
        komi: handicap > 0 ? HANDICAP_KOMI : rules.komi,
        result,
        date,
      });
    }
  }
  return games;
}
