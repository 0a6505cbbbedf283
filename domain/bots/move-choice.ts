import { playMove, type Position } from '../play/position';
import { formatVertex } from '../play/vertex';
import type { BotStyle, ModernStrength, NetEvaluation } from './types';

/*
 * How the modern bot turns the network's answer into a move.
 *
 * 1. If the network's most likely move is pass, the bot passes.
 * 2. Otherwise the policy is reweighted by the style (below), and the board points are ranked by
 *    weight. Illegal points (under the stricter Chinese rules, so legal under both) and the bot's
 *    own single-point eyes are skipped, as are points the policy finds absurd (below
 *    MIN_PROBABILITY); the first `topK` left are the candidates. No candidate: pass.
 * 3. Temperature 0 plays the first candidate; otherwise one is drawn with probability
 *    proportional to weight^(1/temperature).
 *
 * Styles (also in docs/bots.md, "Styles"):
 * - solid: always the strongest candidate (temperature 0 whatever the strength; top-k still
 *   applies, so the bot stays within its strength's candidates).
 * - balanced: the policy unchanged, the strength's own temperature.
 * - fighting: each point's weight is multiplied by 0.5 + 1.5 × contested, contested being
 *   1 − the mean |ownership| over the point and its neighbours: points nobody owns yet weigh up
 *   to twice, settled ones half.
 * - territorial: the weight is multiplied by 0.5 + 1.5 × the share of the point and its
 *   neighbours whose ownership leans moderately (|ownership| between 0.2 and 0.7): points that
 *   firm up the bot's own loose areas or reduce the opponent's loose areas weigh more, fights in
 *   the open and settled areas less.
 */

export const MIN_PROBABILITY = 0.001;
export const STYLE_FLOOR = 0.5;
export const STYLE_GAIN = 1.5;
/** |ownership| between these is a moderate lean (territorial style) */
export const MODERATE_LEAN: readonly [number, number] = [0.2, 0.7];

/** The move the bot plays: a GTP vertex or 'pass'. */
export function chooseMove(
  evaluation: NetEvaluation,
  position: Position,
  strength: ModernStrength,
  style: BotStyle,
  random: () => number,
): string {
  const ranked = rankedCandidates(evaluation, position, strength, style);
  if (ranked.length === 0) return 'pass';
  const temperature = style === 'solid' ? 0 : strength.temperature;
  if (temperature <= 0 || ranked.length === 1) return ranked[0].move;
  return sample(ranked, temperature, random);
}

/**
 * The moves worth evaluating further (strength.search > 0): the best `search` candidates by
 * weight (`topK` when search is 0), strongest first; ['pass'] when the bot would pass.
 * `random` is unused today (the list is deterministic), kept so a caller can switch to sampling.
 */
export function candidates(
  evaluation: NetEvaluation,
  position: Position,
  strength: ModernStrength,
  style: BotStyle,
  _random: () => number,
): string[] {
  const ranked = rankedCandidates(evaluation, position, strength, style);
  if (ranked.length === 0) return ['pass'];
  const count = strength.search > 0 ? Math.min(strength.search, ranked.length) : ranked.length;
  return ranked.slice(0, count).map((candidate) => candidate.move);
}

/**
 * The candidate with the best winrate for the bot after it is played (`winrates[i]` for
 * `moves[i]`, from the bot's view); the first on a tie, 'pass' for an empty list.
 */
export function bestBySearch(moves: readonly string[], winrates: readonly number[]): string {
  let best = -1;
  moves.forEach((_, index) => {
    if (best === -1 || winrates[index] > winrates[best]) best = index;
  });
  return best === -1 ? 'pass' : moves[best];
}

interface Candidate {
  move: string;
  weight: number;
}

function rankedCandidates(
  evaluation: NetEvaluation,
  position: Position,
  strength: ModernStrength,
  style: BotStyle,
): Candidate[] {
  const size = position.size;
  const points = size * size;
  const { policy } = evaluation;
  let best = 0;
  for (let i = 1; i <= points; i++) if (policy[i] > policy[best]) best = i;
  if (best === points) return [];

  const weights = styleWeights(evaluation, size, style);
  const order = Array.from({ length: points }, (_, index) => index)
    .filter((index) => policy[index] >= MIN_PROBABILITY)
    .sort((a, b) => weights[b] - weights[a]);
  const own = position.toMove === 'black' ? 1 : -1;
  const result: Candidate[] = [];
  for (const index of order) {
    if (result.length >= Math.max(1, strength.topK)) break;
    const x = index % size;
    const y = Math.floor(index / size);
    if (isOwnEye(position.signMap, x, y, own)) continue;
    const move = formatVertex([x, y], size);
    if (!playMove(position, 'chinese', move).ok) continue;
    result.push({ move, weight: weights[index] });
  }
  return result;
}

/** The policy of the board points multiplied by the style's factor. */
export function styleWeights(evaluation: NetEvaluation, size: number, style: BotStyle): number[] {
  const weights = Array.from(evaluation.policy.subarray(0, size * size));
  if (style !== 'fighting' && style !== 'territorial') return weights;
  const [low, high] = MODERATE_LEAN;
  return weights.map((weight, index) => {
    const area = neighbourhood(index % size, Math.floor(index / size), size).map(
      ([x, y]) => evaluation.ownership[y * size + x],
    );
    const share =
      style === 'fighting'
        ? 1 - mean(area.map(Math.abs))
        : area.filter((value) => Math.abs(value) >= low && Math.abs(value) <= high).length /
          area.length;
    return weight * (STYLE_FLOOR + STYLE_GAIN * share);
  });
}

/**
 * An empty point all of whose orthogonal neighbours are the player's stones, and not a false
 * eye (at most one opponent stone on the diagonals in the middle, none on the edge).
 */
export function isOwnEye(
  signMap: readonly (readonly number[])[],
  x: number,
  y: number,
  own: number,
): boolean {
  const size = signMap.length;
  if (signMap[y][x] !== 0) return false;
  const orthogonal = [
    [x - 1, y],
    [x + 1, y],
    [x, y - 1],
    [x, y + 1],
  ].filter(([a, b]) => onBoard(a, b, size));
  if (!orthogonal.every(([a, b]) => signMap[b][a] === own)) return false;
  const diagonal = [
    [x - 1, y - 1],
    [x + 1, y - 1],
    [x - 1, y + 1],
    [x + 1, y + 1],
  ].filter(([a, b]) => onBoard(a, b, size));
  const opponent = diagonal.filter(([a, b]) => signMap[b][a] === -own).length;
  return diagonal.length === 4 ? opponent < 2 : opponent === 0;
}

function neighbourhood(x: number, y: number, size: number): [number, number][] {
  const points: [number, number][] = [
    [x, y],
    [x - 1, y],
    [x + 1, y],
    [x, y - 1],
    [x, y + 1],
  ];
  return points.filter(([a, b]) => onBoard(a, b, size));
}

function onBoard(x: number, y: number, size: number): boolean {
  return x >= 0 && y >= 0 && x < size && y < size;
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function sample(ranked: Candidate[], temperature: number, random: () => number): string {
  const top = ranked[0].weight;
  const scaled = ranked.map((candidate) => Math.pow(candidate.weight / top, 1 / temperature));
  const total = scaled.reduce((a, b) => a + b, 0);
  let draw = random() * total;
  for (let i = 0; i < ranked.length; i++) {
    draw -= scaled[i];
    if (draw < 0) return ranked[i].move;
  }
  return ranked[ranked.length - 1].move;
}
