/**
 * A whole board's key for superko: Zobrist hashing, as Go engines do it (a fixed random value
 * per point and colour, XORed over the stones), 52 bits in one number. Two different boards
 * share a key with odds of one in 2^52: a game of 500 moves compares about 10^5 pairs of boards,
 * so a move is refused for a repetition that is not one about once in 10^10 games.
 */
const HIGH_BITS = 20;
const HIGH_MASK = (1 << HIGH_BITS) - 1;
const LOW_RANGE = 2 ** 32;

interface KeyTable {
  /** per point (y * size + x) and colour (black at 2i, white at 2i + 1) */
  low: Int32Array;
  high: Int32Array;
}

const tables = new Map<number, KeyTable>();

/** The same values in every process (the server, the browser, the bots' workers). */
function tableFor(size: number): KeyTable {
  let table = tables.get(size);
  if (!table) {
    let state = 0x9e3779b9 ^ size;
    // mulberry32
    const next = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return t ^ (t >>> 14);
    };
    const count = size * size * 2;
    table = { low: new Int32Array(count), high: new Int32Array(count) };
    for (let index = 0; index < count; index++) {
      table.low[index] = next();
      table.high[index] = next() & HIGH_MASK;
    }
    tables.set(size, table);
  }
  return table;
}

/** The board's key ([y][x] signs: 1 black, -1 white, 0 empty); the empty board's is 0. */
export function boardKey(signMap: readonly (readonly number[])[]): number {
  const size = signMap.length;
  const { low, high } = tableFor(size);
  let keyLow = 0;
  let keyHigh = 0;
  for (let y = 0; y < size; y++) {
    const row = signMap[y];
    for (let x = 0; x < size; x++) {
      const sign = row[x];
      if (sign === 0) continue;
      const index = (y * size + x) * 2 + (sign === 1 ? 0 : 1);
      keyLow ^= low[index];
      keyHigh ^= high[index];
    }
  }
  return keyHigh * LOW_RANGE + (keyLow >>> 0);
}
