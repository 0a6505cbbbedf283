import { describe, expect, it } from 'vitest';
import type { BroadcastBoard } from '@sync/contract/broadcasts';
import type { QueuedBroadcastAction } from '@pwa/lib/db';
import type { SendOutcome } from './console-api';
import { QueueSender } from './queue-sender';

const BOARD = {} as BroadcastBoard;

function move(id: number, board: number, seq: number): QueuedBroadcastAction {
  return { id, broadcastId: 1, board, kind: 'move', seq, move: 'D4', queuedAt: 0 };
}

/** A queue in memory and a server that answers from a script. */
function harness(
  actions: QueuedBroadcastAction[],
  answer: (a: QueuedBroadcastAction) => SendOutcome,
) {
  const queue = [...actions];
  const sent: number[] = [];
  const refused: string[] = [];
  let idle: () => void = () => undefined;
  const sender = new QueueSender({
    list: () => Promise.resolve([...queue]),
    send: (action) => {
      sent.push(action.id ?? 0);
      return Promise.resolve(answer(action));
    },
    done: (action) => {
      queue.splice(queue.indexOf(action), 1);
      return Promise.resolve();
    },
    refused: (action, status, message) => refused.push(`${action.id}:${status}:${message}`),
    waiting: (waiting) => {
      if (!waiting) idle();
    },
  });
  const settled = () => new Promise<void>((resolve) => (idle = resolve));
  return { queue, sent, refused, sender, settled };
}

describe('QueueSender', () => {
  it('sends every action once, in order, and takes each off the queue', async () => {
    const h = harness([move(1, 1, 1), move(2, 1, 2), move(3, 2, 1)], () => ({
      kind: 'sent',
      board: BOARD,
    }));
    const done = h.settled();
    h.sender.kick();
    await done;
    expect(h.sent).toEqual([1, 2, 3]);
    expect(h.queue).toEqual([]);
  });

  it('stops at a refusal on its board and goes on with the other boards', async () => {
    const h = harness([move(1, 1, 1), move(2, 1, 2), move(3, 2, 1)], (action) =>
      action.id === 1
        ? { kind: 'refused', status: 409, message: 'gap' }
        : { kind: 'sent', board: BOARD },
    );
    const done = h.settled();
    h.sender.kick();
    await done;
    expect(h.sent).toEqual([1, 3]);
    expect(h.refused).toEqual(['1:409:gap']);
    expect(h.queue.map((action) => action.id)).toEqual([1, 2]);
  });

  it('keeps an action without an answer and sends it again when kicked', async () => {
    let online = false;
    const h = harness([move(1, 1, 1)], () =>
      online ? { kind: 'sent', board: BOARD } : { kind: 'retry' },
    );
    const done = h.settled();
    h.sender.kick();
    await expect.poll(() => h.sent.length).toBe(1);
    expect(h.queue).toHaveLength(1);
    online = true;
    h.sender.kick();
    await done;
    expect(h.sent).toEqual([1, 1]);
    expect(h.queue).toEqual([]);
    h.sender.stop();
  });
});
