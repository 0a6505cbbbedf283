import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  const counting = () => {
    let calls = 0;
    return {
      compute: (value: string) => () => {
        calls += 1;
        return Promise.resolve(value);
      },
      calls: () => calls,
    };
  };

  it('computes an answer once per key and revision', async () => {
    const cache = new AnswerCache<string>(10);
    const counter = counting();
    expect(await cache.get('1', 'a', counter.compute('first'))).toBe('first');
    expect(await cache.get('1', 'a', counter.compute('second'))).toBe('first');
    expect(counter.calls()).toBe(1);
  });

  it('shares one computation between concurrent requests', async () => {
    const cache = new AnswerCache<string>(10);
    const counter = counting();
    const answers = await Promise.all([
      cache.get('1', 'a', counter.compute('x')),
      cache.get('1', 'a', counter.compute('y')),
    ]);
    expect(answers).toEqual(['x', 'x']);
    expect(counter.calls()).toBe(1);
  });

  it('forgets every answer when the revision changes', async () => {
    const cache = new AnswerCache<string>(10);
    await cache.get('1', 'a', () => Promise.resolve('old'));
    await cache.get('1', 'b', () => Promise.resolve('old b'));
    expect(await cache.get('2', 'a', () => Promise.resolve('new'))).toBe('new');
    expect(cache.size).toBe(1);
  });

  it('forgets the least recently used answer beyond its capacity', async () => {
    const cache = new AnswerCache<string>(2);
    await cache.get('1', 'a', () => Promise.resolve('a'));
    await cache.get('1', 'b', () => Promise.resolve('b'));
    await cache.get('1', 'a', () => Promise.resolve('a again'));
    await cache.get('1', 'c', () => Promise.resolve('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('1', 'a', () => Promise.resolve('a recomputed'))).toBe('a');
    expect(await cache.get('1', 'b', () => Promise.resolve('b recomputed'))).toBe('b recomputed');
  });

  it('does not keep a failed computation', async () => {
    const cache = new AnswerCache<string>(2);
    await expect(cache.get('1', 'a', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('1', 'a', () => Promise.resolve('up'))).toBe('up');
  });
});
