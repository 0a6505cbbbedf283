import { describe, expect, it } from 'vitest';
import type { QueuedBroadcastAction } from '@pwa/lib/db';
import { localBoard, nextSeq } from './local-board';

function action(
  kind: QueuedBroadcastAction['kind'],
  seq: number,
  extra: Partial<QueuedBroadcastAction> = {},
): QueuedBroadcastAction {
  return { broadcastId: 1, board: 1, kind, seq, queuedAt: 0, ...extra };
}

describe('localBoard', () => {
  it('appends waiting moves after the known ones and marks them', () => {
    const local = localBoard({ moves: ['D4', 'Q16'], result: null }, [
      action('move', 3, { move: 'C3' }),
      action('move', 4, { move: 'pass' }),
    ]);
    expect(local.moves).toEqual(['D4', 'Q16', 'C3', 'pass']);
    expect(local.confirmed).toBe(2);
    expect(nextSeq(local)).toBe(5);
  });

  it('shows a move the server already has once (sent, not yet off the queue)', () => {
    const local = localBoard({ moves: ['D4', 'Q16', 'C3'], result: null }, [
      action('move', 3, { move: 'C3' }),
      action('move', 4, { move: 'R4' }),
    ]);
    expect(local.moves).toEqual(['D4', 'Q16', 'C3', 'R4']);
    expect(local.confirmed).toBe(3);
  });

  it('applies an undo and a corrected move by their seq', () => {
    const local = localBoard({ moves: ['D4', 'Q16'], result: null }, [
      action('move', 3, { move: 'C3' }),
      action('undo', 3),
      action('move', 3, { move: 'C4' }),
    ]);
    expect(local.moves).toEqual(['D4', 'Q16', 'C4']);
    expect(local.confirmed).toBe(2);
  });

  it('an undo the server already made changes nothing', () => {
    const local = localBoard({ moves: ['D4'], result: null }, [action('undo', 2)]);
    expect(local.moves).toEqual(['D4']);
    expect(local.confirmed).toBe(1);
  });

  it('an undo of a known move leaves the rest unconfirmed', () => {
    const local = localBoard({ moves: ['D4', 'Q16'], result: null }, [
      action('undo', 2),
      action('move', 2, { move: 'Q4' }),
    ]);
    expect(local.moves).toEqual(['D4', 'Q4']);
    expect(local.confirmed).toBe(1);
  });

  it('a waiting result and comments', () => {
    const local = localBoard({ moves: ['D4'], result: null }, [
      action('comment', 1, { text: 'a fine start' }),
      action('result', 0, { result: 'W+R' }),
    ]);
    expect(local.result).toBe('W+R');
    expect(local.resultWaiting).toBe(true);
    expect(local.waitingComments).toEqual([{ moveNumber: 1, text: 'a fine start' }]);
    const cleared = localBoard({ moves: ['D4'], result: 'W+R' }, [
      action('result', 0, { result: null }),
    ]);
    expect(cleared.result).toBeNull();
  });
});
