import { FLOW_REASONS } from '@domain/play/game-flow';
import { ILLEGAL_MOVE } from '@domain/play/position';

const REASON_KEYS = new Map<string, string>(
  Object.entries({ ...ILLEGAL_MOVE, ...FLOW_REASONS }).map(([key, text]) => [text, key]),
);

/**
 * The key under play:refusals of a reason the server gave for refusing an action (the texts of
 * domain/play), or null for any other message, which is then shown as the server wrote it.
 */
export function refusalKey(message: string): string | null {
  return REASON_KEYS.get(message) ?? null;
}
