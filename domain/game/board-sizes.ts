/** The board sizes the federation's games are played on (the spec's constant). */
export const BOARD_SIZES = [9, 13, 19] as const;

export type BoardSize = (typeof BOARD_SIZES)[number];

export function isBoardSize(value: number): value is BoardSize {
  return BOARD_SIZES.some((size) => size === value);
}
