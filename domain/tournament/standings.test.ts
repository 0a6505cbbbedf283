import { describe, expect, it } from 'vitest';
import { standingOrder } from './standings';
import { computeTiebreaks } from './tiebreaks';

describe('standingOrder', () => {
  it('places the placed players by tie-breaks and lists the others after, without a place', () => {
    const scores = computeTiebreaks(
      [1, 2, 3, 4].map((id) => ({ id, points: null })),
      [
        { blackId: 1, whiteId: 2, result: 'white' },
        { blackId: 3, whiteId: 4, result: 'jigo' },
        { blackId: 2, whiteId: 3, result: 'jigo' },
      ],
    );
    expect(
      standingOrder(
        [
          { id: 4, placed: false },
          { id: 1, placed: true },
          { id: 2, placed: true },
          { id: 3, placed: true },
        ],
        scores,
      ),
    ).toEqual([
      { id: 2, place: 1 },
      { id: 3, place: 2 },
      { id: 1, place: 3 },
      { id: 4, place: null },
    ]);
  });

  it('orders McMahon tournaments by MMS first', () => {
    const scores = computeTiebreaks(
      [
        { id: 1, points: null, file: { mms: 20 } },
        { id: 2, points: null, file: { mms: 22 } },
      ],
      [{ blackId: 1, whiteId: 2, result: 'black' }],
    );
    expect(
      standingOrder(
        [
          { id: 1, placed: true },
          { id: 2, placed: true },
        ],
        scores,
      ).map((s) => s.id),
    ).toEqual([2, 1]);
  });
});
