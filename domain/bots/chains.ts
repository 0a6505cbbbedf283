/** The liberties of the chain each stone belongs to (0 for an empty point); [y][x] like signMap. */
export function chainLiberties(signMap: readonly (readonly number[])[]): number[][] {
  const size = signMap.length;
  const result = signMap.map((row) => row.map(() => 0));
  const seen = signMap.map((row) => row.map(() => false));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (signMap[y][x] === 0 || seen[y][x]) continue;
      const chain = chainAt(signMap, x, y);
      for (const [cx, cy] of chain.stones) {
        seen[cy][cx] = true;
        result[cy][cx] = chain.liberties;
      }
    }
  }
  return result;
}

/** The stones of the chain at (x, y) and its number of liberties. */
export function chainAt(
  signMap: readonly (readonly number[])[],
  x: number,
  y: number,
): { stones: [number, number][]; liberties: number } {
  const size = signMap.length;
  const colour = signMap[y][x];
  const stones: [number, number][] = [[x, y]];
  const visited = new Set<number>([y * size + x]);
  const liberties = new Set<number>();
  for (let i = 0; i < stones.length; i++) {
    for (const [nx, ny] of neighbours(stones[i][0], stones[i][1], size)) {
      const key = ny * size + nx;
      const sign = signMap[ny][nx];
      if (sign === 0) liberties.add(key);
      else if (sign === colour && !visited.has(key)) {
        visited.add(key);
        stones.push([nx, ny]);
      }
    }
  }
  return { stones, liberties: liberties.size };
}

/** The orthogonal neighbours of a point that are on the board. */
export function neighbours(x: number, y: number, size: number): [number, number][] {
  const result: [number, number][] = [];
  if (x > 0) result.push([x - 1, y]);
  if (x < size - 1) result.push([x + 1, y]);
  if (y > 0) result.push([x, y - 1]);
  if (y < size - 1) result.push([x, y + 1]);
  return result;
}
