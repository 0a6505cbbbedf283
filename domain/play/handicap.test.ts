import { describe, expect, it } from 'vitest';
import { handicapStones } from './handicap';

/** The table of GTP 2.0, section 4.1.1 (fixed_handicap). */
const GTP_TABLE: Record<9 | 13 | 19, Record<number, string>> = {
  19: {
    2: 'D4 Q16',
    3: 'D4 Q16 D16',
    4: 'D4 Q16 D16 Q4',
    5: 'D4 Q16 D16 Q4 K10',
    6: 'D4 Q16 D16 Q4 D10 Q10',
    7: 'D4 Q16 D16 Q4 D10 Q10 K10',
    8: 'D4 Q16 D16 Q4 D10 Q10 K4 K16',
    9: 'D4 Q16 D16 Q4 D10 Q10 K4 K16 K10',
  },
  13: {
    2: 'D4 K10',
    3: 'D4 K10 D10',
    4: 'D4 K10 D10 K4',
    5: 'D4 K10 D10 K4 G7',
    6: 'D4 K10 D10 K4 D7 K7',
    7: 'D4 K10 D10 K4 D7 K7 G7',
    8: 'D4 K10 D10 K4 D7 K7 G4 G10',
    9: 'D4 K10 D10 K4 D7 K7 G4 G10 G7',
  },
  9: {
    2: 'C3 G7',
    3: 'C3 G7 C7',
    4: 'C3 G7 C7 G3',
    5: 'C3 G7 C7 G3 E5',
    6: 'C3 G7 C7 G3 C5 G5',
    7: 'C3 G7 C7 G3 C5 G5 E5',
    8: 'C3 G7 C7 G3 C5 G5 E3 E7',
    9: 'C3 G7 C7 G3 C5 G5 E3 E7 E5',
  },
};

describe('handicapStones', () => {
  for (const size of [9, 13, 19] as const) {
    for (let count = 2; count <= 9; count += 1) {
      it(`places ${count} stones on ${size}x${size} as GTP does`, () => {
        expect(handicapStones(size, count)).toEqual(GTP_TABLE[size][count].split(' '));
      });
    }
  }

  it('places none for 0 or 1', () => {
    expect(handicapStones(19, 0)).toEqual([]);
    expect(handicapStones(9, 1)).toEqual([]);
  });

  it('throws for counts it has no placement for', () => {
    expect(() => handicapStones(19, 10)).toThrow(RangeError);
    expect(() => handicapStones(19, -1)).toThrow(RangeError);
    expect(() => handicapStones(19, 2.5)).toThrow(RangeError);
  });
});
