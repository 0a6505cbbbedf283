import { describe, expect, it } from 'vitest';
import {
  computeTiebreaks,
  MCMAHON_ORDER,
  placesByTiebreaks,
  POINTS_ORDER,
  tiebreakOrder,
  type TiebreakGame,
  type Tiebreaks,
} from './tiebreaks';

/**
 * | round | black | white | result        |
 * |-------|-------|-------|---------------|
 * | 1     | 1     | 2     | black         |
 * | 1     | 3     | 4     | black         |
 * | 2     | 3     | 1     | white         |
 * | 2     | 2     | 4     | jigo          |
 * | 3     | 4     | 1     | black_forfeit |
 * | 3     | 2     | 3     | both_lose     |
 * | 4     | 3     | 4     | unplayed      |
 *
 * Points 1: 2, 2: 0.5, 3: 1, 4: 1.5. SOS 1: 0.5 + 1 + 1.5 = 3, 2: 2 + 1.5 + 1 = 4.5,
 * 3: 1.5 + 2 + 0.5 = 4, 4: 1 + 0.5 + 2 = 3.5. SOSOS 1: 4.5 + 4 + 3.5 = 12, 2: 3 + 3.5 + 4 = 10.5,
 * 3: 3.5 + 3 + 4.5 = 11, 4: 4 + 4.5 + 3 = 11.5. SODOS 1: 0.5 + 1 = 1.5, 2: 1.5 / 2 = 0.75,
 * 3: 1.5, 4: 0.5 / 2 + 2 = 2.25.
 */
const games: TiebreakGame[] = [
  { blackId: 1, whiteId: 2, result: 'black' },
  { blackId: 3, whiteId: 4, result: 'black' },
  { blackId: 3, whiteId: 1, result: 'white' },
  { blackId: 2, whiteId: 4, result: 'jigo' },
  { blackId: 4, whiteId: 1, result: 'black_forfeit' },
  { blackId: 2, whiteId: 3, result: 'both_lose' },
  { blackId: 3, whiteId: 4, result: 'unplayed' },
];
const counted = [1, 2, 3, 4].map((id) => ({ id, points: null }));

const scores = (
  points: number,
  sos: number,
  sosos: number,
  sodos: number,
  mms: [number, number, number] | null = null,
): Tiebreaks => ({
  points,
  sos,
  sosos,
  sodos,
  mms: mms?.[0] ?? null,
  mmsSos: mms?.[1] ?? null,
  mmsSosos: mms?.[2] ?? null,
});

describe('computeTiebreaks', () => {
  it('counts points (forfeits as results, a jigo half) and sums SOS, SOSOS and SODOS', () => {
    const result = computeTiebreaks(counted, games);
    expect(result.get(1)).toEqual(scores(2, 3, 12, 1.5));
    expect(result.get(2)).toEqual(scores(0.5, 4.5, 10.5, 0.75));
    expect(result.get(3)).toEqual(scores(1, 4, 11, 1.5));
    expect(result.get(4)).toEqual(scores(1.5, 3.5, 11.5, 2.25));
  });

  it('takes recorded points (a bye’s free point included) and adds nothing for the bye', () => {
    const result = computeTiebreaks(
      [{ id: 1, points: 3 }, ...counted.slice(1), { id: 5, points: 1 }],
      games,
    );
    // Each opponent of 1 gains a point of SOS: SOSOS 1 = 5.5 + 5 + 4.5.
    expect(result.get(1)).toEqual(scores(3, 3, 15, 1.5));
    expect(result.get(2)?.sos).toBe(5.5);
    expect(result.get(5)).toEqual(scores(1, 0, 0, 0));
  });

  it('uses the SOS, SOSOS and SODOS a file states for a tournament on points', () => {
    const result = computeTiebreaks(
      [{ id: 1, points: null, file: { sos: 7, sosos: 20, sodos: 4 } }, ...counted.slice(1)],
      games,
    );
    expect(result.get(1)).toEqual(scores(2, 7, 20, 4));
    expect(result.get(2)?.sosos).toBe(7 + 3.5 + 4);
  });

  it('adds MMS and its SOS and SOSOS when the file states MMS, its SOS on MMS', () => {
    const mms = { 1: 22, 2: 20.5, 3: 21, 4: 23.5 };
    const players = counted.map((p) => ({ ...p, file: { mms: mms[p.id as 1 | 2 | 3 | 4] } }));
    const result = computeTiebreaks(players, games);
    // MMS SOS 1: 20.5 + 21 + 23.5, 2: 22 + 23.5 + 21, 3: 23.5 + 22 + 20.5, 4: 21 + 20.5 + 22.
    expect(result.get(1)).toEqual(scores(2, 3, 12, 1.5, [22, 65, 66.5 + 66 + 63.5]));
    expect(result.get(4)).toEqual(scores(1.5, 3.5, 11.5, 2.25, [23.5, 63.5, 66 + 66.5 + 65]));
    expect(tiebreakOrder(result.values())).toBe(MCMAHON_ORDER);

    const stated = computeTiebreaks(
      [{ id: 1, points: null, file: { mms: 22, sos: 60, sosos: 600 } }, ...players.slice(1)],
      games,
    );
    expect(stated.get(1)).toEqual(scores(2, 3, 12, 1.5, [22, 60, 600]));
    expect(stated.get(2)?.mmsSosos).toBe(60 + 63.5 + 66);
  });

  it('orders by points outside McMahon tournaments', () => {
    expect(tiebreakOrder(computeTiebreaks(counted, games).values())).toBe(POINTS_ORDER);
  });
});

describe('placesByTiebreaks', () => {
  const place = (table: Array<[number, Tiebreaks]>, order = POINTS_ORDER) =>
    placesByTiebreaks(
      table.map(([id]) => id),
      new Map(table),
      order,
    ).map(({ id, place: p }) => [id, p]);

  it('places the hand-computed tournament by points', () => {
    const result = computeTiebreaks(counted, games);
    expect(placesByTiebreaks([1, 2, 3, 4], result, POINTS_ORDER)).toEqual([
      { id: 1, place: 1 },
      { id: 4, place: 2 },
      { id: 3, place: 3 },
      { id: 2, place: 4 },
    ]);
  });

  it('breaks equal points by SOS, then SOSOS, then SODOS', () => {
    expect(
      place([
        [1, scores(2, 3, 9, 1)],
        [2, scores(2, 4, 1, 0)],
        [3, scores(2, 3, 10, 0)],
        [4, scores(2, 3, 9, 2)],
        [5, scores(3, 0, 0, 0)],
      ]),
    ).toEqual([
      [5, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [1, 5],
    ]);
  });

  it('gives players equal on every criterion one place, and the next place skips', () => {
    expect(
      place([
        [7, scores(1, 0, 1, 0)],
        [8, scores(0, 1, 0, 0)],
        [9, scores(1, 0, 1, 0)],
        [10, scores(0, 1, 0, 0)],
        [11, scores(0, 0, 0, 0)],
      ]),
    ).toEqual([
      [7, 1],
      [9, 1],
      [8, 3],
      [10, 3],
      [11, 5],
    ]);
  });

  it('puts MMS before points in McMahon tournaments', () => {
    expect(
      place(
        [
          [1, scores(5, 0, 0, 0, [30, 100, 0])],
          [2, scores(3, 0, 0, 0, [31, 90, 0])],
          [3, scores(4, 0, 0, 0, [30, 101, 0])],
        ],
        MCMAHON_ORDER,
      ),
    ).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });
});
