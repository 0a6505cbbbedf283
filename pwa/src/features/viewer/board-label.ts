import type { TFunction } from 'i18next';
import { pointName } from './sgf/coordinates';
import type { Position } from './sgf/replay';

/** What the board shows, for a screen reader: "Move 12 of 211: Black D4". */
export function boardLabel(t: TFunction<'viewer'>, position: Position, total: number): string {
  const { move, moveNumber, board } = position;
  if (!move) return t('board.labelNoMove', { number: moveNumber, total });
  const color = t(move.sign === 1 ? 'color.black' : 'color.white');
  const played = move.vertex
    ? t('status.played', { color, point: pointName(move.vertex, board.height) })
    : t('status.passed', { color });
  return t('board.label', { number: moveNumber, total, move: played });
}
