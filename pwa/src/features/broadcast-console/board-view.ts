import type { Marker } from '@sabaki/shudan';
import { positionOf } from '@domain/broadcast';
import { ILLEGAL_MOVE, playMove, type Position } from '@domain/play/position';
import type { BoardSize } from '@domain/play/types';
import { parseVertex } from '@domain/play/vertex';
import type { LocalBoard } from './local-board';

export interface BoardLineInput {
  boardSize: BoardSize;
  handicap: number;
}

/** The position after the local moves (up to the first one the rules refuse, which never shows). */
export function localPosition(board: BoardLineInput, local: Pick<LocalBoard, 'moves'>): Position {
  const line = { ...board, moves: local.moves };
  const whole = positionOf(line);
  if ('position' in whole) return whole.position;
  const before = positionOf({ ...line, moves: local.moves.slice(0, whole.badMove - 1) });
  if ('position' in before) return before.position;
  throw new Error('The empty board cannot be refused');
}

/** Why the rules refuse a point, as a key of broadcastConsole.json `refusal`. */
export type RefusalKey = 'occupied' | 'suicide' | 'ko' | 'invalid' | 'other';

const REFUSAL_KEYS: Record<string, RefusalKey> = {
  [ILLEGAL_MOVE.occupied]: 'occupied',
  [ILLEGAL_MOVE.suicide]: 'suicide',
  [ILLEGAL_MOVE.ko]: 'ko',
  [ILLEGAL_MOVE.invalid]: 'invalid',
};

/** Whether the move may follow the position (Japanese-style, as the API judges broadcasts). */
export function checkLocalMove(position: Position, move: string): RefusalKey | null {
  const result = playMove(position, 'japanese', move);
  return result.ok ? null : (REFUSAL_KEYS[result.reason] ?? 'other');
}

/** The last move circled; moves waiting to be sent carry a spinner. */
export function moveMarkers(
  size: number,
  local: Pick<LocalBoard, 'moves' | 'confirmed'>,
): (Marker | null)[][] {
  const map: (Marker | null)[][] = Array.from({ length: size }, () =>
    Array.from({ length: size }, () => null),
  );
  local.moves.forEach((move, index) => {
    const point = parseVertex(move, size);
    if (point === null || point === 'pass') return;
    if (index >= local.confirmed) map[point[1]][point[0]] = { type: 'loader' };
  });
  const last = local.moves.at(-1);
  const point = last ? parseVertex(last, size) : null;
  if (point && point !== 'pass' && local.moves.length <= local.confirmed) {
    map[point[1]][point[0]] = { type: 'circle' };
  }
  return map;
}
