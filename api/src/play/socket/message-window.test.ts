import { describe, expect, it } from 'vitest';
import { MessageWindow } from './message-window';

describe('a socket message window', () => {
  it('admits the limit in a second, refuses beyond it, and starts again a second later', () => {
    let now = 10_000;
    const window = new MessageWindow(3, () => now);
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
