import { describe, expect, it } from 'vitest';
import { KeyedWindows } from './keyed-windows';

describe('KeyedWindows', () => {
  it('admits the limit in a window per key, and the next window again', () => {
    let now = 0;
    const windows = new KeyedWindows<string>(3, 10_000, () => now);
    expect([1, 2, 3, 4].map(() => windows.admit('a'))).toEqual([true, true, true, false]);
    expect(windows.admit('b')).toBe(true);
    now = 9_999;
    expect(windows.admit('a')).toBe(false);
    now = 10_000;
    expect([1, 2, 3, 4].map(() => windows.admit('a'))).toEqual([true, true, true, false]);
  });

  it('forgets the keys idle for a window', () => {
    let now = 0;
    const windows = new KeyedWindows<number>(3, 1000, () => now);
    for (let key = 0; key < 100; key++) windows.admit(key);
    expect(windows.size).toBe(100);
    now = 500;
    windows.admit(7);
    expect(windows.size).toBe(100);
    now = 1000;
    windows.admit(200);
    expect(windows.size).toBe(1);
  });
});
