import { describe, expect, it } from 'vitest';
import { vertexSizeFor } from './vertex-size';

describe('vertexSizeFor', () => {
  it('fits the board with its coordinates and border in the width', () => {
    // a 360 px phone: 328 px of content
    expect(vertexSizeFor(328, 19, 19)).toBe(15);
    expect(15 * (19 + 2.3)).toBeLessThanOrEqual(328);
    expect(vertexSizeFor(328, 9, 9)).toBe(29);
    expect(vertexSizeFor(720, 13, 13)).toBe(47);
  });

  it('fits the longer side of a rectangular board, and never goes below a readable size', () => {
    expect(vertexSizeFor(328, 9, 19)).toBe(15);
    expect(vertexSizeFor(100, 19, 19)).toBe(8);
  });
});
