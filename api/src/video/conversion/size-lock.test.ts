import { describe, expect, it } from 'vitest';
import { createSizeLock } from './size-lock';

describe('createSizeLock', () => {
  it('locks once three fresh readings agree', () => {
    const lock = createSizeLock();
    lock.seen(19, true);
    lock.seen(13, true);
    lock.seen(19, true);
    lock.seen(19, true);
    expect(lock.size).toBeUndefined();
    lock.seen(19, true);
    expect(lock.size).toBe(19);
  });

  it('searches every size again now and then, and moves a lock taken on wrong readings', () => {
    const lock = createSizeLock();
    for (let i = 0; i < 3; i++) lock.seen(9, true);
    expect(lock.size).toBe(9);
    const searches: number[] = [];
    for (let frame = 0; frame < 40 && lock.size === 9; frame++) {
      const searched = lock.recheckDue;
      if (searched) searches.push(frame);
      // guided by the lock, the recogniser reads the size it is told; searching, the board's
      lock.seen(searched ? 19 : 9, searched);
    }
    expect(searches).toEqual([10, 21]);
    expect(lock.size).toBe(19);
  });

  it('keeps a lock the rechecks confirm', () => {
    const lock = createSizeLock();
    for (let i = 0; i < 3; i++) lock.seen(13, true);
    for (let frame = 0; frame < 50; frame++) lock.seen(13, lock.recheckDue);
    expect(lock.size).toBe(13);
  });
});
