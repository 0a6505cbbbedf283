import { describe, expect, it } from 'vitest';
import { FixedWindow } from './fixed-window';

describe('FixedWindow', () => {
  it('admits the limit in a second, refuses beyond it, and starts again a second later', () => {
    let now = 10_000;
    const window = new FixedWindow(3, 1000, () => now);
    expect([window.admit(), window.admit(), window.admit(), window.admit()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    now += 999;
    expect(window.admit()).toBe(false);
    now += 1;
    expect(window.admit()).toBe(true);
  });
});
