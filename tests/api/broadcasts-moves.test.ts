import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_REFUSALS } from '@domain/broadcast';
import type { BroadcastMoveAnswer } from '@sync/contract/broadcasts';
import { BAD_PARAMETERS } from './support/expected-errors';
import {
  BROADCAST_BOARD_NOT_FOUND,
  BROADCAST_NOT_FOUND,
  board,
  broadcastCalls,
  cookieOf,
  refusedBecause,
  type BroadcastCalls,
} from './support/broadcast-api';
import { createTestApp, type TestApp } from './support/test-app';

describe('broadcasts: moves with sequence numbers', () => {
  let t: TestApp;
  let api: BroadcastCalls;

  beforeAll(async () => {
    t = await createTestApp();
    api = broadcastCalls(t, await cookieOf(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('plays seq 1, 2, ... and answers 201 with the board', async () => {
    const broadcast = await api.created();
    const first = await api.move(broadcast.id, 1, 1, 'q16').expect(201);
    expect(first.body).toMatchObject({ applied: true, board: { number: 1, moves: ['Q16'] } });
    const second = await api.move(broadcast.id, 1, 2, 'D4').expect(201);
    expect((second.body as BroadcastMoveAnswer).board.moves).toEqual(['Q16', 'D4']);
    expect((await api.get(broadcast.id)).boards[0].moves).toEqual(['Q16', 'D4']);
  });

  it('answers a resend of a played seq with 200 and never plays it twice', async () => {
    const broadcast = await api.created();
    await api.play(broadcast.id, 1, ['Q16', 'D4']);
    const again = await api.move(broadcast.id, 1, 1, 'Q16').expect(200);
    expect(again.body).toMatchObject({ applied: false, board: { moves: ['Q16', 'D4'] } });
    await api.move(broadcast.id, 1, 2, 'd4').expect(200);
    expect((await api.get(broadcast.id)).boards[0].moves).toEqual(['Q16', 'D4']);
  });

  it('refuses a gap, another move at a played seq and an illegal move with the reason (409)', async () => {
    const broadcast = await api.created({ boards: [board({ boardSize: 9 })] });
    await api.play(broadcast.id, 1, ['E5', 'E6']);
    const gap = await api.move(broadcast.id, 1, 5, 'A1').expect(409);
    expect(gap.body).toEqual(refusedBecause(BROADCAST_REFUSALS.gap(3, 5)));
    expect(gap.body).toEqual(refusedBecause('Move 5 is out of sequence: the next move is 3'));
    const conflict = await api.move(broadcast.id, 1, 2, 'D4').expect(409);
    expect(conflict.body).toEqual(
      refusedBecause('Move 2 is already recorded as E6: undo it first to correct it'),
    );
    const occupied = await api.move(broadcast.id, 1, 3, 'E5').expect(409);
    expect(occupied.body).toMatchObject({ statusCode: 409, code: 'BROADCAST_REFUSED' });
    expect((occupied.body as { message: string }).message).toMatch(/^Move 3 \(E5\) is illegal: /);
    const offBoard = await api.move(broadcast.id, 1, 3, 'T19').expect(409);
    expect(offBoard.body).toEqual(refusedBecause('Move 3 (T19) is illegal: Invalid coordinates'));
    expect((await api.get(broadcast.id)).boards[0].moves).toEqual(['E5', 'E6']);
  });

  it('plays concurrent sends of the same seq once', async () => {
    const broadcast = await api.created();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.move(broadcast.id, 1, 1, 'Q16')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect((await api.get(broadcast.id)).boards[0].moves).toEqual(['Q16']);
  });

  it('answers 404 for an unknown broadcast or board and 400 for a bad body', async () => {
    const broadcast = await api.created();
    expect((await api.move(999999, 1, 1, 'Q16').expect(404)).body).toEqual(BROADCAST_NOT_FOUND);
    expect((await api.move(broadcast.id, 2, 1, 'Q16').expect(404)).body).toEqual(
      BROADCAST_BOARD_NOT_FOUND,
    );
    const bodies = [
      { seq: 0, move: 'Q16' },
      { seq: 1.5, move: 'Q16' },
      { seq: '1', move: 'Q16' },
      { seq: 1 },
      { move: 'Q16' },
      { seq: 1, move: 'Q16', comment: 'x'.repeat(1001) },
      { seq: 1, move: 'Q16', clocks: { black: -1 } },
    ];
    for (const body of bodies) {
      expect((await api.moveBody(broadcast.id, 1, body).expect(400)).body).toEqual(BAD_PARAMETERS);
    }
  });
});
