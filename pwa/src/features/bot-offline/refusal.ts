import { FLOW_REASONS } from '@domain/play/game-flow';
import { ILLEGAL_MOVE } from '@domain/play/position';

const KEYS: Record<string, string> = {
  [ILLEGAL_MOVE.invalid]: 'refusal.invalid',
  [ILLEGAL_MOVE.occupied]: 'refusal.occupied',
  [ILLEGAL_MOVE.suicide]: 'refusal.suicide',
  [ILLEGAL_MOVE.ko]: 'refusal.ko',
  [ILLEGAL_MOVE.superko]: 'refusal.superko',
  [FLOW_REASONS.notYourTurn]: 'refusal.notYourTurn',
};

/** The botOffline key of a reason domain/play refused an action with ('refusal.other' if none). */
export function refusalKey(reason: string): string {
  return KEYS[reason] ?? 'refusal.other';
}
