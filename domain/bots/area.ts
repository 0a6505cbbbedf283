import { neighbours } from './chains';

/**
 * The area inputs of the network under area scoring (channels 18/19), after KataGo's
 * calculateArea(nonPassAliveStones, safeBigTerritories, unsafeBigTerritories all true): every
 * stone counts for its colour, and every empty region bordered by stones of one colour only
 * counts for that colour. KataGo's Benson part, which also gives a pass-alive group the
 * opponent's dead stones inside its small eye regions, is left out: those stones count for
 * their own colour here. size*size signs, index y * size + x.
 */
export function simpleArea(signMap: readonly (readonly number[])[]): Int8Array {
  const size = signMap.length;
  const area = new Int8Array(size * size);
  const visited = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const index = y * size + x;
      if (signMap[y][x] !== 0) {
        area[index] = signMap[y][x];
        continue;
      }
      if (visited[index]) continue;
      const region = [index];
      visited[index] = 1;
      let borders = 0; // bit 1: black, bit 2: white
      for (let i = 0; i < region.length; i++) {
        const point = region[i];
        for (const [nx, ny] of neighbours(point % size, Math.floor(point / size), size)) {
          const sign = signMap[ny][nx];
          const next = ny * size + nx;
          if (sign === 1) borders |= 1;
          else if (sign === -1) borders |= 2;
          else if (!visited[next]) {
            visited[next] = 1;
            region.push(next);
          }
        }
      }
      const owner = borders === 1 ? 1 : borders === 2 ? -1 : 0;
      if (owner !== 0) for (const point of region) area[point] = owner;
    }
  }
  return area;
}
