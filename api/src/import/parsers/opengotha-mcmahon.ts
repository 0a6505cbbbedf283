import { openGothaKey } from './opengotha-players';
import { attr, child, children, type XmlElement } from './xml-tree';

/** What OpenGotha's McMahon score depends on; values in half points ('X2') as OpenGotha keeps them. */
export interface McMahonRules {
  zero: number;
  floor: number;
  bar: number;
  absentX2: number;
  byeX2: number;
  roundDown: boolean;
}

/** OpenGotha's rank numbers: 30K = -30 … 1K = -1, 1D = 0 … 9D = 8 (a pro as the same dan). */
export function openGothaRankValue(text: string): number | undefined {
  const match = /^(\d{1,2})([KDP])$/i.exec(text.trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  return match[2].toUpperCase() === 'K' ? -n : n - 1;
}

function halfPoints(text: string): number {
  return /^[012]$/.test(text) ? Number(text) : 0;
}

/** The McMahon settings when the tournament places by MMS first; undefined otherwise. */
export function readMcMahonRules(root: XmlElement): McMahonRules | undefined {
  const parameters = child(root, 'TournamentParameterSet');
  const criteria = children(
    child(child(parameters, 'PlacementParameterSet'), 'PlacementCriteria'),
    'PlacementCriterion',
  );
  if (
    attr(
      criteria.find((c) => attr(c, 'number') === '1'),
      'name',
    ) !== 'MMS'
  )
    return undefined;
  const general = child(parameters, 'GeneralParameterSet');
  // Files of OpenGotha before 3.x have no genMMZero: their scores count from 30K.
  const zero = openGothaRankValue(attr(general, 'genMMZero') || '30K');
  const floor = openGothaRankValue(attr(general, 'genMMFloor'));
  const bar = openGothaRankValue(attr(general, 'genMMBar'));
  if (zero === undefined || floor === undefined || bar === undefined) return undefined;
  return {
    zero,
    floor,
    bar,
    absentX2: halfPoints(attr(general, 'genMMS2ValueAbsent')),
    byeX2: halfPoints(attr(general, 'genMMS2ValueBye')),
    roundDown: attr(general, 'genRoundDownNBWMMS') !== 'false',
  };
}

export interface McMahonGame {
  round: number;
  blackKey: string;
  whiteKey: string;
  blackPoints: number;
  whitePoints: number;
}

/**
 * Each player's final McMahon score as OpenGotha computes it: the starting score (rank between
 * floor and bar, counted from zero, plus the player's smmsCorrection), the points of the games,
 * and for each round up to the last paired one without a game: the bye's value, or the absent
 * value when the player did not take part (these two rounded down to whole points if set so).
 */
export function mcMahonScores(
  playerElements: readonly XmlElement[],
  games: readonly McMahonGame[],
  byes: readonly XmlElement[],
  rules: McMahonRules,
): Map<string, number> {
  const lastRound = Math.max(
    0,
    ...games.map((g) => g.round),
    ...byes.map((b) => Number(attr(b, 'roundNumber')) || 0),
  );
  const gameX2 = new Map<string, number>();
  const played = new Set<string>();
  for (const game of games) {
    for (const [key, points] of [
      [game.blackKey, game.blackPoints],
      [game.whiteKey, game.whitePoints],
    ] as const) {
      gameX2.set(key, (gameX2.get(key) ?? 0) + points * 2);
      played.add(`${game.round}|${key}`);
    }
  }
  const byeRounds = new Set(byes.map((b) => `${attr(b, 'roundNumber')}|${attr(b, 'player')}`));
  const scores = new Map<string, number>();
  for (const element of playerElements) {
    const key = openGothaKey(attr(element, 'name'), attr(element, 'firstName'));
    const rank = openGothaRankValue(attr(element, 'rank'));
    if (rank === undefined || scores.has(key)) continue;
    const correction = Number(attr(element, 'smmsCorrection')) || 0;
    const start = Math.min(Math.max(rank, rules.floor), rules.bar) - rules.zero + correction;
    const participating = attr(element, 'participating');
    let withoutGameX2 = 0;
    for (let round = 1; round <= lastRound; round++) {
      if (played.has(`${round}|${key}`)) continue;
      if (byeRounds.has(`${round}|${key}`)) withoutGameX2 += rules.byeX2;
      else if (participating[round - 1] === '0') withoutGameX2 += rules.absentX2;
    }
    if (rules.roundDown) withoutGameX2 -= withoutGameX2 % 2;
    scores.set(key, start + ((gameX2.get(key) ?? 0) + withoutGameX2) / 2);
  }
  return scores;
}
