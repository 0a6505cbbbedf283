import { describe, expect, it } from 'vitest';
import { RoundRobinQueue } from './round-robin-queue';

function drain<T>(queue: RoundRobinQueue<T>): T[] {
  const out: T[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) out.push(item);
  return out;
}

describe('RoundRobinQueue', () => {
  it('serves the owners in turn, not in the order their items came', () => {
    const queue = new RoundRobinQueue<string>();
    // one account queued 100 moves before two others queued theirs
    for (let i = 1; i <= 100; i++) queue.push(1, `a${i}`);
    queue.push(2, 'b1');
    queue.push(3, 'c1');
    queue.push(3, 'c2');
    expect(queue.size).toBe(103);
    expect(drain(queue).slice(0, 6)).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3']);
    expect(queue.size).toBe(0);
  });

  it('puts an owner who comes back at the end of the turn', () => {
    const queue = new RoundRobinQueue<string>();
    queue.push(1, 'a1');
    queue.push(2, 'b1');
    expect(queue.shift()).toBe('a1');
    queue.push(1, 'a2');
    queue.push(3, 'c1');
    expect(drain(queue)).toEqual(['b1', 'a2', 'c1']);
  });

  it('takes out an item that stopped waiting', () => {
    const queue = new RoundRobinQueue<string>();
    queue.push(1, 'a1');
    queue.push(1, 'a2');
    queue.push(2, 'b1');
    expect(queue.remove(1, 'a1')).toBe(true);
    expect(queue.remove(2, 'b1')).toBe(true);
    expect(queue.remove(2, 'b1')).toBe(false);
    expect(queue.size).toBe(1);
    expect(drain(queue)).toEqual(['a2']);
  });
});
