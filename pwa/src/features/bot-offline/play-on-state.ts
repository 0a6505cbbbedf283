import { isBoardSize } from '@domain/game/board-sizes';
import type { PlayOnState } from '@pwa/lib/position-analysis/types';

/**
 * The position router state hands to /server/bot (GoGlass's "play on"), when the state is one:
 * a known board size, rows of that size holding 1, 0 or -1, B or W to play, a finite komi.
 */
export function playOnStateOf(state: unknown): PlayOnState | null {
  const position = (state as Partial<PlayOnState> | null)?.startPosition;
  if (!position || typeof position !== 'object') return null;
  const { boardSize, signs, toPlay, komi } = position;
  if (typeof boardSize !== 'number' || !isBoardSize(boardSize)) return null;
  if (toPlay !== 'B' && toPlay !== 'W') return null;
  if (typeof komi !== 'number' || !Number.isFinite(komi)) return null;
  const rowsFit =
    Array.isArray(signs) &&
    signs.length === boardSize &&
    signs.every(
      (row) =>
        Array.isArray(row) &&
        row.length === boardSize &&
        row.every((sign) => sign === 1 || sign === 0 || sign === -1),
    );
  return rowsFit ? { startPosition: position } : null;
}
