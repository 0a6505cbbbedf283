import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusyRetryPolicy } from './busy-retry';
import { waitWhenBusy } from './sqlite-busy-wait';

describe('waitWhenBusy', () => {
  let dir: string;
  let ours: Database.Database;
  let other: Database.Database;
  let busy: number[];
  let onBusy: () => void;
  const policy = (): BusyRetryPolicy => ({
    windowMs: 60_000,
    maxAttempts: 50,
    firstDelayMs: 5,
    maxDelayMs: 50,
    onBusy: ({ attempt }) => {
      busy.push(attempt);
      onBusy();
    },
  });

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'busy-wait-'));
    ours = new Database(join(dir, 'db.sqlite'), { timeout: 0 });
    ours.pragma('journal_mode = wal');
    ours.exec('create table t (x integer)');
    other = new Database(join(dir, 'db.sqlite'));
    busy = [];
    onBusy = () => undefined;
    waitWhenBusy(ours, policy());
  });
  afterEach(() => {
    if (other.inTransaction) other.exec('rollback');
    other.close();
    ours.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs a statement as usual when nothing is in the way', () => {
    expect(ours.prepare('insert into t values (?)').run(1).changes).toBe(1);
    expect(ours.prepare('select x from t').all()).toEqual([{ x: 1 }]);
  });

  it('waits without blocking for a lock another connection holds, then runs the statement', async () => {
    other.exec('begin immediate');
    other.prepare('insert into t values (?)').run(1);
    let releasedBy: string | null = null;
    // The other writer finishes from a timer: it can only run if the wait does not block.
    onBusy = () => {
      if (busy.length === 2) {
        setImmediate(() => {
          other.exec('commit');
          releasedBy = 'timer';
        });
      }
    };

    const result = ours.prepare('insert into t values (?)').run(2);

    expect(result).toBeInstanceOf(Promise);
    await expect(result).resolves.toMatchObject({ changes: 1 });
    expect(releasedBy).toBe('timer');
    expect(busy.slice(0, 2)).toEqual([1, 2]);
    expect(ours.prepare('select x from t order by x').all()).toEqual([{ x: 1 }, { x: 2 }]);
  });

  it('waits for the first statement after BEGIN, which has read nothing yet', async () => {
    other.exec('begin immediate');
    onBusy = () => other.exec('commit');
    ours.prepare('begin').run();
    const insert: unknown = ours.prepare('insert into t values (?)').run(3);
    expect(insert).toBeInstanceOf(Promise);
    await insert;
    ours.prepare('commit').run();
    expect(busy).toEqual([1]);
    expect(ours.prepare('select x from t').all()).toEqual([{ x: 3 }]);
  });

  it('leaves a later statement of a transaction to fail: its snapshot may be outdated', () => {
    ours.prepare('begin').run();
    ours.prepare('select count(*) from t').get();
    other.exec('begin immediate');
    expect(() => ours.prepare('insert into t values (?)').run(4)).toThrow(/database is locked/);
    expect(busy).toEqual([]);
    ours.prepare('rollback').run();
  });
});
