declare module '@sabaki/deadstones' {
  /** signMap: [y][x], 1 black, -1 white, 0 empty; answers the dead stones as [x, y] */
  export function guess(
    signMap: number[][],
    options?: { finished?: boolean; iterations?: number },
  ): Promise<[number, number][]>;
}
