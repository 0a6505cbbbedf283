import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BroadcastBoardRow } from '@api/broadcasts/broadcast.entities';
import { BroadcastMovesService } from '@api/broadcasts/broadcast-moves.service';
import { BroadcastNewsPublisher, type BroadcastNews } from '@api/broadcasts/broadcast-news';
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
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

describe('broadcasts: moves with sequence numbers', () => {
  let t: TestApp;
  let api: BroadcastCalls;
  let cookie: string;

  const boardIdOf = async (broadcastId: number, number: number): Promise<number> => {
    const row = await t.db.orm.em.fork().findOneOrFail(BroadcastBoardRow, { broadcastId, number });
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await cookieOf(t);
    api = broadcastCalls(t, cookie);
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
    const before = await api.get(broadcast.id);
    const again = await api.move(broadcast.id, 1, 1, 'Q16').expect(200);
    expect(again.body).toMatchObject({ applied: false, board: { moves: ['Q16', 'D4'] } });
    await api.move(broadcast.id, 1, 2, 'd4').expect(200);
    expect(await api.get(broadcast.id)).toEqual(before);
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

  it('refuses moves sent out of order and takes them when they come in order', async () => {
    const broadcast = await api.created();
    await api.play(broadcast.id, 1, ['Q16']);
    expect((await api.move(broadcast.id, 1, 3, 'C3').expect(409)).body).toEqual(
      refusedBecause('Move 3 is out of sequence: the next move is 2'),
    );
    await api.move(broadcast.id, 1, 2, 'D4').expect(201);
    await api.move(broadcast.id, 1, 3, 'C3').expect(201);
    expect((await api.get(broadcast.id)).boards[0].moves).toEqual(['Q16', 'D4', 'C3']);
  });

  it('plays one of two different moves sent at once for the same seq, refusing the other', async () => {
    const broadcast = await api.created();
    const [first, second] = await Promise.all([
      api.move(broadcast.id, 1, 1, 'Q16'),
      api.move(broadcast.id, 1, 1, 'D4'),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const played = first.status === 201 ? 'Q16' : 'D4';
    const refusal = (first.status === 409 ? first : second).body as object;
    expect(refusal).toEqual(
      refusedBecause(`Move 1 is already recorded as ${played}: undo it first to correct it`),
    );
    expect((await api.get(broadcast.id)).boards[0].moves).toEqual([played]);
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

  it('undoes the last move only; a resent undo changes nothing', async () => {
    const broadcast = await api.created();
    await api.play(broadcast.id, 1, ['Q16', 'D4', 'C3']);
    expect((await api.undo(broadcast.id, 1, 2).expect(409)).body).toEqual(
      refusedBecause('Only the last move can be undone: move 2 is not the last (3)'),
    );
    const undone = (await api.undo(broadcast.id, 1, 3).expect(201)).body as BroadcastMoveAnswer;
    expect([undone.applied, undone.board.moves]).toEqual([true, ['Q16', 'D4']]);
    const resent = (await api.undo(broadcast.id, 1, 3).expect(200)).body as BroadcastMoveAnswer;
    expect([resent.applied, resent.board.moves]).toEqual([false, ['Q16', 'D4']]);
    await api.move(broadcast.id, 1, 3, 'R4').expect(201);
    expect((await api.get(broadcast.id)).boards[0].moves).toEqual(['Q16', 'D4', 'R4']);
    for (const body of [{}, { seq: 0 }, { seq: 'last' }]) {
      const response = await t
        .http()
        .post(`/api/v1/broadcasts/${broadcast.id}/boards/1/undo`)
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .send(body)
        .expect(400);
      expect(response.body).toEqual(BAD_PARAMETERS);
    }
  });

  it('drops the comments of an undone move and keeps the others', async () => {
    const broadcast = await api.created();
    await api.move(broadcast.id, 1, 1, 'Q16', { comment: '  The usual start ' }).expect(201);
    await api.move(broadcast.id, 1, 2, 'D4', { comment: 'Soon taken back' }).expect(201);
    await api.undo(broadcast.id, 1, 2).expect(201);
    const [first] = (await api.get(broadcast.id)).boards;
    expect(first.comments.map((c) => [c.moveNumber, c.text])).toEqual([[1, 'The usual start']]);
    expect(first.comments[0].author).toMatch(/^user_/);
  });

  it('refuses moves and undos entered by hand on a relayed board', async () => {
    const broadcast = await api.created({
      boards: [board({ sgfUrl: 'http://relay.invalid/never.sgf' })],
    });
    const relayed = refusedBecause(
      'The board is relayed from its source: its moves cannot be entered by hand',
    );
    expect((await api.move(broadcast.id, 1, 1, 'Q16').expect(409)).body).toEqual(relayed);
    await t.app
      .get(BroadcastMovesService)
      .followSource(await boardIdOf(broadcast.id, 1), { moves: ['Q16'], result: null });
    expect((await api.undo(broadcast.id, 1, 1).expect(409)).body).toEqual(relayed);
    expect((await api.get(broadcast.id)).boards[0].moves).toEqual(['Q16']);
  });

  it('keeps the clocks entered with a move on the board', async () => {
    const broadcast = await api.created();
    const answer = (
      await api
        .move(broadcast.id, 1, 1, 'Q16', { clocks: { black: 3_540_000, white: 3_600_000 } })
        .expect(201)
    ).body as BroadcastMoveAnswer;
    expect(answer.board.clocks).toMatchObject({ black: 3_540_000, white: 3_600_000 });
    await api.move(broadcast.id, 1, 2, 'D4', { clocks: { white: 3_500_000 } }).expect(201);
    const clocks = (await api.get(broadcast.id)).boards[0].clocks;
    expect(clocks).toMatchObject({ black: 3_540_000, white: 3_500_000 });
    expect(Number.isNaN(Date.parse(clocks?.readAt ?? ''))).toBe(false);
  });

  it('refuses a comment on a move not played yet', async () => {
    const broadcast = await api.created();
    await api.play(broadcast.id, 1, ['Q16']);
    expect((await api.comment(broadcast.id, 1, 2, 'Too early').expect(400)).body).toEqual(
      BAD_PARAMETERS,
    );
    for (const text of ['', '   ', 'x'.repeat(1001)]) {
      expect((await api.comment(broadcast.id, 1, 1, text).expect(400)).body).toEqual(
        BAD_PARAMETERS,
      );
    }
    const answer = await api.comment(broadcast.id, 1, 1, 'x'.repeat(1000)).expect(201);
    expect(answer.body).toMatchObject({ number: 1, moves: ['Q16'] });
  });

  it('tells the viewers after the commit: each move once, undos, boards and the status', async () => {
    const broadcast = await api.created({ boards: [board(), board()] });
    const heard: BroadcastNews[] = [];
    const stop = t.app.get(BroadcastNewsPublisher).subscribe((news) => {
      if (news.broadcastId === broadcast.id) heard.push(news);
    });
    try {
      await api.move(broadcast.id, 1, 1, 'Q16').expect(201);
      await api.move(broadcast.id, 1, 1, 'Q16').expect(200);
      await api.move(broadcast.id, 1, 2, 'D4').expect(201);
      await api.undo(broadcast.id, 1, 2).expect(201);
      await api.undo(broadcast.id, 1, 2).expect(200);
      await api.result(broadcast.id, 1, 'B+R').expect(200);
      await api.result(broadcast.id, 2, 'Void').expect(200);
      await vi.waitFor(() => expect(heard.length).toBe(7), { timeout: 5000 });
    } finally {
      stop();
    }
    expect(
      heard.map(({ event }) =>
        event.type === 'board' ? ['board', event.board.number, event.board.result] : event,
      ),
    ).toEqual(
      [
        { type: 'move', board: 1, seq: 1, move: 'Q16', comment: null },
        { type: 'status', status: 'live' },
        { type: 'move', board: 1, seq: 2, move: 'D4', comment: null },
        { type: 'undo', board: 1, seq: 2 },
        ['board', 1, 'B+R'],
        ['board', 2, 'Void'],
        { type: 'status', status: 'finished' },
      ].slice(0, 8),
    );
  });
});
