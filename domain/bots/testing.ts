import { emptyList } from '../play/growing-list';
import type { Position } from '../play/position';
import type { PlayColour } from '../play/types';

/**
 * A position from rows drawn from the top (x black, o white, . empty), for tests; the rows may
 * be shorter than the board (the rest is empty).
 */
export function drawnPosition(
  size: number,
  rows: readonly string[],
  toMove: PlayColour = 'black',
): Position {
  const signMap = Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => ({ x: 1, o: -1 })[rows[y]?.[x] ?? '.'] ?? 0),
  );
  return {
    size,
    signMap,
    toMove,
    captures: { black: 0, white: 0 },
    history: emptyList(),
    recentBoards: [],
    koPoint: null,
    consecutivePasses: 0,
  };
}
