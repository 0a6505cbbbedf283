import { describe, expect, it } from 'vitest';
import { cutPage, type SyncEntry } from './sync-page';

const row = (id: number, rev: number): SyncEntry<string> => ({ id, rev, row: `row ${id}` });
const gone = (id: number, rev: number): SyncEntry<string> => ({ id, rev, row: null });

describe('cutPage', () => {
  it('merges rows and tombstones by rev and stops at the limit', () => {
    const page = cutPage([row(1, 10), row(2, 12), row(3, 15)], [gone(9, 11), gone(8, 14)], 4);
    expect(page.entries).toEqual([row(1, 10), gone(9, 11), row(2, 12), gone(8, 14)]);
    expect(page.last).toBe(14);
  });

  it('takes everything when there is less than the limit', () => {
    expect(cutPage([row(1, 3)], [gone(2, 5)], 10)).toEqual({
      entries: [row(1, 3), gone(2, 5)],
      last: 5,
    });
    expect(cutPage([], [], 10)).toEqual({ entries: [], last: null });
  });

  it('keeps only the latest entry of an id deleted and created again within the page', () => {
    const page = cutPage([row(7, 20)], [gone(7, 18), gone(5, 19), gone(5, 21)], 10);
    expect(page.entries).toEqual([row(7, 20), gone(5, 21)]);
    expect(page.last).toBe(21);
  });

  it('counts dropped duplicates towards the limit, so the cursor never skips an entry', () => {
    const page = cutPage([row(7, 20), row(8, 22)], [gone(7, 18)], 2);
    expect(page.entries).toEqual([row(7, 20)]);
    expect(page.last).toBe(20);
  });
});
