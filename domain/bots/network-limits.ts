/**
 * The network's files are a conversion for the full 19x19 board: its global pooling averages
 * over all 361 points without the board's mask, so on 9x9 and 13x13 (drawn in the corner of the
 * 19x19 input) its winrate and score are wrong (measured: after 1. E5 on 9x9 it gives White
 * 97 %). Its policy and ownership stay usable there; its value is used on 19x19 only.
 */
export const VALUE_BOARD_SIZE = 19;

export function valueIsReliable(boardSize: number): boolean {
  return boardSize === VALUE_BOARD_SIZE;
}
