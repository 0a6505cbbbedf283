import type { PlayColour } from '../../play/types';

/**
 * KataGo's dynamic score utility: besides its chance to win, a position is worth more to a
 * player the more points it leads by compared with what the root expected,
 *   factor × (2/π) atan((lead − root's lead) / board width),
 * in half the units of a win (values here run 0..1, KataGo's −1..1). Where the chance to win no
 * longer tells moves apart (nine stones given, or a game long decided) the search still prefers
 * the move that loses, or wins, by less, or more. Leads are counted for black throughout, so a
 * value for white is the same term negated and the values of the two sides still add up to 1.
 */
export interface ScoreUtility {
  /** weight of the score term; 0 leaves the winrate alone */
  factor: number;
  /** the root's expected lead for black, the point of no bonus */
  centreForBlack: number;
  /** points over which the term saturates: the board's width */
  scale: number;
}

export const NO_SCORE_UTILITY: ScoreUtility = { factor: 0, centreForBlack: 0, scale: 1 };

/** The utility centred on the root's network lead (`leadForToMove`, for the root's side to move). */
export function scoreUtilityAt(
  factor: number,
  size: number,
  rootToMove: PlayColour,
  leadForToMove: number,
): ScoreUtility {
  const centreForBlack = rootToMove === 'black' ? leadForToMove : -leadForToMove;
  return { factor, centreForBlack, scale: size };
}

/** The score term for `player` of a position where black leads by `leadForBlack`. */
export function scoreBonus(
  utility: ScoreUtility,
  player: PlayColour,
  leadForBlack: number,
): number {
  if (utility.factor === 0) return 0;
  const forBlack =
    (utility.factor / Math.PI) * Math.atan((leadForBlack - utility.centreForBlack) / utility.scale);
  return player === 'black' ? forBlack : -forBlack;
}
