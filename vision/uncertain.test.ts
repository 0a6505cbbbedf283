import { describe, expect, it } from 'vitest';
import { markUncertain, UNCERTAIN_BELOW } from './uncertain';

const board = (size: number, value = 1) =>
  Array.from({ length: size }, () => Array<number>(size).fill(value));

describe('markUncertain', () => {
  it('marks the points read with less confidence than the threshold', () => {
    const confidence = board(9);
    confidence[4][4] = UNCERTAIN_BELOW - 0.01;
    confidence[2][3] = UNCERTAIN_BELOW;
    const marked = markUncertain(confidence);
    expect(marked.flat().filter(Boolean)).toHaveLength(1);
    expect(marked[4][4]).toBe(true);
    expect(markUncertain(confidence, 0.5).flat().some(Boolean)).toBe(false);
  });

  it('doubts the whole board when an outer line is mostly uncertain (the grid may be off)', () => {
    const confidence = board(9);
    for (let y = 0; y < 7; y++) confidence[y][8] = 0.4;
    expect(markUncertain(confidence).flat().every(Boolean)).toBe(true);
    confidence[0][8] = 1;
    expect(markUncertain(confidence).flat().filter(Boolean)).toHaveLength(6);
  });

  it('doubts the whole board when nearly a third of its points are uncertain', () => {
    const confidence = board(19);
    for (let y = 2; y < 8; y++) confidence[y].fill(0.5, 1, 18);
    expect(markUncertain(confidence).flat().filter(Boolean)).toHaveLength(6 * 17);
    confidence[8].fill(0.5, 1, 18);
    expect(markUncertain(confidence).flat().every(Boolean)).toBe(true);
  });
});
