import { describe, expect, it, vi } from 'vitest';
import { EngineQueue, type EngineTicket } from './engine-queue';

describe('EngineQueue', () => {
  it('thinks about `capacity` moves at once and gives the next engine round robin between accounts', async () => {
    let clock = 1_000;
    const queue = new EngineQueue(1, () => clock);
    const order: string[] = [];
    const waited: number[] = [];
    /** a move that thinks until the test's next tick once it has an engine */
    const enter = (account: number, name: string): EngineTicket => {
      const ticket = queue.enter(account);
      void ticket.granted.then((ms) => {
        order.push(name);
        waited.push(ms);
        setImmediate(() => ticket.release());
      });
      return ticket;
    };
    const first = queue.enter(1);
    expect(first.waiting).toBe(false);
    // account 1 queues three more moves, then accounts 2 and 3 one each
    const tickets = [
      enter(1, 'a2'),
      enter(1, 'a3'),
      enter(1, 'a4'),
      enter(2, 'b1'),
      enter(3, 'c1'),
    ];
    expect(tickets.every((t) => t.waiting)).toBe(true);
    expect(queue.load()).toEqual({ busy: 1, queued: 5 });

    clock = 4_000;
    first.release();
    first.release();
    await vi.waitFor(() => expect(order).toHaveLength(5));
    expect(order).toEqual(['a2', 'b1', 'c1', 'a3', 'a4']);
    expect(waited).toEqual([3_000, 3_000, 3_000, 3_000, 3_000]);
    await vi.waitFor(() => expect(queue.load()).toEqual({ busy: 0, queued: 0 }));
  });

  it('lets a move leave the queue before its turn, and fails the waiting ones when closed', async () => {
    const queue = new EngineQueue(1);
    const running = queue.enter(1);
    const leaving = queue.enter(2);
    const staying = queue.enter(3);
    leaving.release();
    expect(queue.load()).toEqual({ busy: 1, queued: 1 });
    queue.close();
    await expect(staying.granted).rejects.toThrow('The bots are stopping');
    await expect(queue.enter(4).granted).rejects.toThrow('The bots are stopping');
    running.release();
    expect(queue.load()).toEqual({ busy: 0, queued: 0 });
  });
});
