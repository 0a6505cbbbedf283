import type { Position } from './position';
import type { GameScore, PlayRules, ScoreSide } from './types';
import { parseVertex, type Point } from './vertex';

/** The board without the dead stones, and how many of each colour were taken off. */
function withoutDead(
  p: Position,
  dead: string[],
): { signMap: number[][]; deadBlack: number; deadWhite: number } {
  const signMap = boardWithoutDead(p.signMap, dead);
  const taken = (sign: number) =>
    p.signMap.flat().filter((point) => point === sign).length -
    signMap.flat().filter((point) => point === sign).length;
  return { signMap, deadBlack: taken(1), deadWhite: taken(-1) };
}

function neighbours([x, y]: Point, size: number): Point[] {
  const all: Point[] = [
    [x - 1, y],
    [x + 1, y],
    [x, y - 1],
    [x, y + 1],
  ];
  return all.filter(([nx, ny]) => nx >= 0 && ny >= 0 && nx < size && ny < size);
}

/**
 * Who owns each empty point: 1 (black) or -1 (white) where its region is bordered by stones of
 * that colour only, 0 for stones and for regions touching both colours (seki, dame) or none.
 */
export function territoryOwners(signMap: readonly (readonly number[])[]): (0 | 1 | -1)[][] {
  const size = signMap.length;
  const owners = signMap.map((row) => row.map((): 0 | 1 | -1 => 0));
  const seen = signMap.map((row) => row.map(() => false));
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (signMap[y][x] !== 0 || seen[y][x]) continue;
      const region: Point[] = [];
      const borders = new Set<number>();
      const stack: Point[] = [[x, y]];
      seen[y][x] = true;
      while (stack.length > 0) {
        const point = stack.pop() as Point;
        region.push(point);
        for (const [nx, ny] of neighbours(point, size)) {
          const sign = signMap[ny][nx];
          if (sign !== 0) borders.add(sign);
          else if (!seen[ny][nx]) {
            seen[ny][nx] = true;
            stack.push([nx, ny]);
          }
        }
      }
      if (borders.size !== 1) continue;
      const owner = borders.has(1) ? 1 : -1;
      for (const [rx, ry] of region) owners[ry][rx] = owner;
    }
  }
  return owners;
}

/** A board (rows of 1, -1, 0) once the dead stones are taken off; the given board is not changed. */
export function boardWithoutDead(
  signMap: readonly (readonly number[])[],
  dead: readonly string[],
): number[][] {
  const board = signMap.map((row) => [...row]);
  for (const vertex of dead) {
    const point = parseVertex(vertex, board.length);
    if (point !== null && point !== 'pass') board[point[1]][point[0]] = 0;
  }
  return board;
}

/** Empty points in regions bordered by stones of one colour only: [black's, white's]. */
function territory(signMap: number[][]): [number, number] {
  const owned: [number, number] = [0, 0];
  for (const owner of territoryOwners(signMap).flat()) {
    if (owner === 1) owned[0] += 1;
    if (owner === -1) owned[1] += 1;
  }
  return owned;
}

function formatPoints(points: number): string {
  return String(Number(points.toFixed(2)));
}

function resultOf(black: number, white: number): string {
  const margin = black - white;
  if (Math.abs(margin) < 1e-9) return '0';
  return margin > 0 ? `B+${formatPoints(margin)}` : `W+${formatPoints(-margin)}`;
}

/**
 * The score with the dead stones taken off first. Territory: the empty points of regions whose
 * border stones are all of one colour (a region touching both colours, as in seki or dame, counts
 * for nobody). Chinese (area): stones on the board plus territory; Japanese (territory):
 * territory plus captures, where captures are the prisoners of play plus the opponent's dead
 * stones. Komi goes to white. Every count is filled in under both rules; total adds the ones
 * the rules count.
 */
export function scorePosition(
  p: Position,
  dead: string[],
  rules: PlayRules,
  komi: number,
): GameScore {
  const { signMap, deadBlack, deadWhite } = withoutDead(p, dead);
  const [blackTerritory, whiteTerritory] = territory(signMap);
  const stonesOf = (sign: number) => signMap.flat().filter((point) => point === sign).length;
  const side = (stones: number, area: number, captures: number, sideKomi: number): ScoreSide => {
    const counted = rules === 'chinese' ? stones + area : area + captures;
    return { territory: area, stones, captures, komi: sideKomi, total: counted + sideKomi };
  };
  const black = side(stonesOf(1), blackTerritory, p.captures.black + deadWhite, 0);
  const white = side(stonesOf(-1), whiteTerritory, p.captures.white + deadBlack, komi);
  return { black, white, result: resultOf(black.total, white.total) };
}
