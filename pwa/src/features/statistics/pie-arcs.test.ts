import { describe, expect, it } from 'vitest';
import { pieArcs } from './pie-arcs';

describe('pie arcs', () => {
  it('cuts slices clockwise from 12 o clock', () => {
    const [first, second] = pieArcs([0.25, 0.75], 10);
    expect(first).toEqual({ d: 'M 0 -10 A 10 10 0 0 1 10 0 L 0 0 Z', start: 0, end: 0.25 });
    // more than half a turn takes the large arc
    expect(second).toEqual({ d: 'M 10 0 A 10 10 0 1 1 0 -10 L 0 0 Z', start: 0.25, end: 1 });
  });

  it('draws a ring slice back along the inner edge', () => {
    const [half] = pieArcs([0.5, 0.5], 10, 6);
    expect(half.d).toBe('M 0 -10 A 10 10 0 0 1 0 10 L 0 6 A 6 6 0 0 0 0 -6 Z');
  });

  it('draws the whole as a circle, with a hole for a ring', () => {
    expect(pieArcs([1], 10)[0].d).toBe('M 0 -10 A 10 10 0 1 1 0 10 A 10 10 0 1 1 0 -10 Z');
    expect(pieArcs([1], 10, 5)[0].d).toBe(
      'M 0 -10 A 10 10 0 1 1 0 10 A 10 10 0 1 1 0 -10 Z M 0 -5 A 5 5 0 1 0 0 5 A 5 5 0 1 0 0 -5 Z',
    );
  });

  it('keeps zero shares in place without drawing them', () => {
    const arcs = pieArcs([0.5, 0, 0.5], 10);
    expect(arcs.map((arc) => [arc.start, arc.end])).toEqual([
      [0, 0.5],
      [0.5, 0.5],
      [0.5, 1],
    ]);
    expect(arcs[1].d).toBe('');
  });
});
