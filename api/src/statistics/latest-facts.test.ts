import { afterEach, describe, expect, it, vi } from 'vitest';
import { LatestFacts } from './latest-facts';

/** A load that ends when the test says so. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const load = vi.fn(() => promise);
  return { load, resolve, reject };
}

describe('LatestFacts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads a revision once and shares the load between callers', async () => {
    const facts = new LatestFacts<string>(500, 1000);
    const first = pending<string>();
    const answers = Promise.all([facts.get(1, first.load), facts.get(1, first.load)]);
    first.resolve('one');
    expect(await answers).toEqual([
      { revision: 1, value: 'one' },
      { revision: 1, value: 'one' },
    ]);
    expect(await facts.get(1, () => Promise.resolve('again'))).toEqual({
      revision: 1,
      value: 'one',
    });
    expect(first.load).toHaveBeenCalledTimes(1);
  });

  it('waits for the first load however long it takes: there is nothing older to give', async () => {
    vi.useFakeTimers();
    const facts = new LatestFacts<string>(500, 1000);
    const first = pending<string>();
    const answer = facts.get(1, first.load);
    await vi.advanceTimersByTimeAsync(5_000);
    first.resolve('one');
    expect(await answer).toEqual({ revision: 1, value: 'one' });
  });

  /** Facts whose first load took `ms` (fake timers). */
  async function loadedIn(ms: number): Promise<LatestFacts<string>> {
    const facts = new LatestFacts<string>(500, 1000);
    const first = pending<string>();
    const answer = facts.get(1, first.load);
    await vi.advanceTimersByTimeAsync(ms);
    first.resolve('one');
    await answer;
    return facts;
  }

  it('gives the new revision when it loads within the patience', async () => {
    vi.useFakeTimers();
    const facts = await loadedIn(3000);
    const second = pending<string>();
    const answer = facts.get(2, second.load);
    await vi.advanceTimersByTimeAsync(499);
    second.resolve('two');
    expect(await answer).toEqual({ revision: 2, value: 'two' });
  });

  it('gives the last loaded revision when loads are slow and the new one takes longer than the patience', async () => {
    vi.useFakeTimers();
    const facts = await loadedIn(3000);
    const second = pending<string>();
    const answer = facts.get(2, second.load);
    await vi.advanceTimersByTimeAsync(500);
    expect(await answer).toEqual({ revision: 1, value: 'one' });
    second.resolve('two');
    await vi.advanceTimersByTimeAsync(0);
    expect(await facts.get(2, second.load)).toEqual({ revision: 2, value: 'two' });
    expect(second.load).toHaveBeenCalledTimes(1);
  });

  it('waits for the new revision however long it takes when loads are quick', async () => {
    vi.useFakeTimers();
    const facts = await loadedIn(20);
    const second = pending<string>();
    const answer = facts.get(2, second.load);
    await vi.advanceTimersByTimeAsync(5000);
    second.resolve('two');
    expect(await answer).toEqual({ revision: 2, value: 'two' });
  });

  it('serves an older revision from newer facts, never loading back', async () => {
    const facts = new LatestFacts<string>(500, 1000);
    await facts.warm(5, () => Promise.resolve('five'));
    const older = vi.fn(() => Promise.resolve('three'));
    expect(await facts.get(3, older)).toEqual({ revision: 5, value: 'five' });
    expect(older).not.toHaveBeenCalled();
  });

  it('tries a failed load again at the next call', async () => {
    const facts = new LatestFacts<string>(500, 1000);
    const failing = pending<string>();
    const answer = facts.get(1, failing.load);
    failing.reject(new Error('database gone'));
    await expect(answer).rejects.toThrow('database gone');
    expect(await facts.get(1, () => Promise.resolve('one'))).toEqual({ revision: 1, value: 'one' });
  });

  it('reports a failure of the new revision that comes within the patience', async () => {
    const facts = new LatestFacts<string>(500, 1000);
    await facts.get(1, () => Promise.resolve('one'));
    await expect(facts.get(2, () => Promise.reject(new Error('locked')))).rejects.toThrow('locked');
  });
});
