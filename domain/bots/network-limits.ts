/**
 * Whether the network's winrate and score can be trusted on a board of this size: on every
 * size since neural/ runs each board at its own size, with KataGo's pooling over the board's
 * points (the TF.js graph it replaced, fixed to 19x19, read small boards wrongly). Kept for its
 * callers (search, resignation, analysis), which asked it when only 19x19 was reliable.
 */
export function valueIsReliable(boardSize: number): boolean {
  return boardSize >= 2;
}
