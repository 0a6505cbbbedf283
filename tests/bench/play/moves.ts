/** GTP columns of a 19x19 board (no I). */
const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

/**
 * A legal game that never captures: black fills the 8 columns at the left edge (A..H), white the
 * 8 at the right edge (M..T), each column bottom to top, so every stone joins its colour's one
 * group and both groups keep their liberties on the empty columns J, K and L between them.
 * 304 moves, black first: at one move every 3 s a game lasts about 15 minutes.
 */
export const BENCH_MOVES: readonly string[] = (() => {
  const fill = (columns: string) =>
    [...columns].flatMap((column) => Array.from({ length: 19 }, (_, row) => `${column}${row + 1}`));
  const black = fill(COLUMNS.slice(0, 8));
  const white = fill(COLUMNS.slice(11).split('').reverse().join(''));
  return black.flatMap((move, index) => [move, white[index]]);
})();
