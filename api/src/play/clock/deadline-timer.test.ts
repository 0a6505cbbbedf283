import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlineTimer } from './deadline-timer';

describe('DeadlineTimer', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('hands each key over once its deadline comes, in one timer for all', () => {
    const due: string[] = [];
    const timer = new DeadlineTimer<string>((key) => due.push(key));
    timer.set('a', 1_000_300);
    timer.set('b', 1_000_100);
    timer.set('c', 1_000_100);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(99);
    expect(due).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(due).toEqual(['b', 'c']);
    expect(timer.has('b')).toBe(false);
    vi.advanceTimersByTime(200);
    expect(due).toEqual(['b', 'c', 'a']);
    expect(timer.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for a deadline moved later, and forgets a deleted one', () => {
    const due: string[] = [];
    const timer = new DeadlineTimer<string>((key) => due.push(key));
    timer.set('a', 1_000_100);
    timer.set('b', 1_000_150);
    timer.set('a', 1_000_500);
    timer.delete('b');
    vi.advanceTimersByTime(499);
    expect(due).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(due).toEqual(['a']);
  });

  it('hands over at once a deadline already past, and nothing after clear', () => {
    const due: string[] = [];
    const timer = new DeadlineTimer<string>((key) => due.push(key));
    timer.set('late', 999_000);
    vi.advanceTimersByTime(0);
    expect(due).toEqual(['late']);
    timer.set('a', 1_000_100);
    timer.clear();
    vi.advanceTimersByTime(1000);
    expect(due).toEqual(['late']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('looks again after a day at a deadline farther than setTimeout can wait', () => {
    const due: string[] = [];
    const timer = new DeadlineTimer<string>((key) => due.push(key));
    const day = 24 * 60 * 60 * 1000;
    timer.set('far', 1_000_000 + 30 * day);
    vi.advanceTimersByTime(29 * day);
    expect(due).toEqual([]);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(day);
    expect(due).toEqual(['far']);
  });
});
