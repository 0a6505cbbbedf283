import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit';

/** A task that runs until the test lets it finish. */
function controlledTask(log: string[], name: string) {
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const task = () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: (value = name) => finish(value), fail: (error: Error) => fail(error) };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  it('never runs more than its limit at once, and starts the waiting ones in order', async () => {
    const limit = new ConcurrencyLimit(2);
    const log: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => controlledTask(log, name));
    const results = tasks.map(({ task }) => limit.run(task));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    expect([limit.running, limit.waiting]).toEqual([2, 3]);

    tasks[1].finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    expect([limit.running, limit.waiting]).toEqual([2, 2]);

    tasks[0].finish();
    tasks[2].finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d', 'start e']);
    expect([limit.running, limit.waiting]).toEqual([2, 0]);

    tasks[3].finish();
    tasks[4].finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the place of a task that fails', async () => {
    const limit = new ConcurrencyLimit(1);
    const log: string[] = [];
    const failing = controlledTask(log, 'failing');
    const next = controlledTask(log, 'next');
    const failed = limit.run(failing.task);
    const later = limit.run(next.task);
    await settle();
    expect(log).toEqual(['start failing']);
    failing.fail(new Error('argon2 failed'));
    await expect(failed).rejects.toThrow('argon2 failed');
    await settle();
    expect(log).toEqual(['start failing', 'start next']);
    next.finish();
    expect(await later).toBe('next');
    expect(limit.running).toBe(0);
  });

  it('refuses a limit that is not a positive integer', () => {
    for (const max of [0, -1, 1.5, Number.NaN]) {
      expect(() => new ConcurrencyLimit(max)).toThrow(RangeError);
    }
  });
});
