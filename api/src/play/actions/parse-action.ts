import type { PlayAction } from '@sync/contract/play';
import { isMoveText, isPointText } from '@domain/play/vertex';
import { hasStrayControlCharacter } from '@domain/text/control-characters';
import { isRecord } from '@domain/guards/is-record';

export const ACTION_KINDS = [
  'move',
  'pass',
  'resign',
  'undo',
  'undo-accept',
  'undo-reject',
  'removal',
  'accept',
  'resume',
  'chat',
] as const;

export interface ParsedAction {
  action: PlayAction;
  clientSeq?: number;
  lagMs?: number;
}

const MAX_POINTS = 19 * 19;

function optionalCount(value: unknown): number | undefined | null {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * An action of the REST body or the WebSocket message, checked the same way for both; null when
 * a field is missing or of the wrong type, or a move or point is not written strictly as one
 * (isMoveText: ' E5' and 'E05' are not); the game itself judges legality.
 */
export function parseAction(kind: unknown, body: unknown): ParsedAction | null {
  if (!ACTION_KINDS.includes(kind as (typeof ACTION_KINDS)[number])) return null;
  const fields = body === undefined || body === null ? {} : body;
  if (!isRecord(fields)) return null;
  const clientSeq = optionalCount(fields.clientSeq);
  const lagMs = optionalCount(fields.lagMs);
  if (clientSeq === null || lagMs === null) return null;
  const action = actionOf(kind as PlayAction['kind'], fields);
  return action && { action, clientSeq, lagMs };
}

function actionOf(kind: PlayAction['kind'], fields: Record<string, unknown>): PlayAction | null {
  switch (kind) {
    case 'move':
      return typeof fields.move === 'string' && isMoveText(fields.move)
        ? { kind, move: fields.move }
        : null;
    case 'removal': {
      const points = fields.points;
      const valid =
        Array.isArray(points) &&
        points.length <= MAX_POINTS &&
        points.every((p) => typeof p === 'string' && isPointText(p));
      return valid ? { kind, points: points as string[] } : null;
    }
    case 'chat':
      // the socket's messages pass no body pipe: a NUL would reach the database here
      return typeof fields.text === 'string' && !hasStrayControlCharacter(fields.text)
        ? { kind, text: fields.text }
        : null;
    default:
      return { kind };
  }
}
