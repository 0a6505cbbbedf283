import type { Response } from 'supertest';
import { parse } from '@sabaki/sgf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast, BroadcastMoveAnswer } from '@sync/contract/broadcasts';
import type { GameDetail } from '@sync/contract/games';
import {
  BROADCAST_RECORD_NOT_FOUND,
  BROADCAST_RESULT_INVALID,
  BROADCASTS,
  board,
  broadcastCalls,
  cookieOf,
  type BroadcastCalls,
} from './support/broadcast-api';
import { BAD_PARAMETERS } from './support/expected-errors';
import { seededIds, seedTournaments } from './support/tournament-seed';
import { createTestApp, type TestApp } from './support/test-app';

/** Reads an SGF answer's body as text (supertest keeps unknown types as nothing). */
const asText = (response: Response, done: (error: Error | null, body: string) => void): void => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
};

describe('broadcasts: results, records and the tournament game', () => {
  let t: TestApp;
  let api: BroadcastCalls;
  let ids: Record<string, number>;
  let games: Record<string, number>;

  const recordOf = async (id: number, number: number) => {
    const response = await t
      .http()
      .get(`${BROADCASTS}/${id}/boards/${number}/record`)
      .buffer(true)
      .parse(asText)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/x-go-sgf; charset=utf-8');
    return response.body as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = broadcastCalls(t, await cookieOf(t));
    ({ ids, games } = seededIds(await t.seed(seedTournaments)));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('normalises results and refuses unreadable ones with the rule (400)', async () => {
    const broadcast = await api.created({ boards: [board(), board()] });
    await api.play(broadcast.id, 1, ['Q16']);
    for (const [given, stored] of [
      ['b+resign', 'B+R'],
      ['W+3.5', 'W+3.5'],
      ['jigo', 'Draw'],
      ['void', 'Void'],
      ['W+Time', 'W+T'],
    ]) {
      const answer = (await api.result(broadcast.id, 1, given).expect(200))
        .body as BroadcastMoveAnswer;
      expect([answer.applied, answer.board.result]).toEqual([true, stored]);
    }
    const again = (await api.result(broadcast.id, 1, 'W+T').expect(200))
      .body as BroadcastMoveAnswer;
    expect(again.applied).toBe(false);
    for (const bad of ['B+', 'black wins', 'W+3.25', '?', '']) {
      expect((await api.result(broadcast.id, 1, bad).expect(400)).body).toEqual(
        BROADCAST_RESULT_INVALID,
      );
    }
    for (const body of [{}, { result: 5 }, { result: 'x'.repeat(41) }]) {
      const response = await t
        .http()
        .put(`${BROADCASTS}/${broadcast.id}/boards/1/result`)
        .set('Cookie', await cookieOf(t))
        .set('Origin', 'http://localhost:3000')
        .send(body)
        .expect(400);
      expect(response.body).toEqual(BAD_PARAMETERS);
    }
    expect((await api.get(broadcast.id)).boards.map((b) => b.result)).toEqual(['W+T', null]);
  });

  it('moves the status: first move live, every board finished, a cleared result live again', async () => {
    const broadcast = await api.created({ boards: [board(), board()] });
    expect(broadcast.status).toBe('upcoming');
    await api.move(broadcast.id, 2, 1, 'D4').expect(201);
    expect((await api.get(broadcast.id)).status).toBe('live');
    await api.result(broadcast.id, 1, 'B+F').expect(200);
    expect((await api.get(broadcast.id)).status).toBe('live');
    await api.result(broadcast.id, 2, 'W+R').expect(200);
    expect((await api.get(broadcast.id)).status).toBe('finished');
    await api.result(broadcast.id, 2, null).expect(200);
    const reopened = await api.get(broadcast.id);
    expect(reopened.status).toBe('live');
    expect(reopened.boards[1].result).toBeNull();
    expect(
      (await t.http().get(`${BROADCASTS}/${broadcast.id}/boards/2/record`).expect(404)).body,
    ).toEqual(BROADCAST_RECORD_NOT_FOUND);
    await api.move(broadcast.id, 2, 2, 'Q16').expect(201);
  });

  it('refuses moves and undos on a finished board until its result is cleared', async () => {
    const broadcast = await api.created();
    await api.play(broadcast.id, 1, ['D4', 'Q16']);
    await api.result(broadcast.id, 1, 'B+R').expect(200);
    const finished = {
      statusCode: 409,
      code: 'BROADCAST_REFUSED',
      message: 'The board is finished: clear its result first',
    };
    expect((await api.move(broadcast.id, 1, 3, 'C3').expect(409)).body).toEqual(finished);
    expect((await api.undo(broadcast.id, 1, 2).expect(409)).body).toEqual(finished);
    await api.move(broadcast.id, 1, 2, 'Q16').expect(200);
    await api.result(broadcast.id, 1, null).expect(200);
    await api.move(broadcast.id, 1, 3, 'C3').expect(201);
  });

  it('writes the record with the comments and attaches it to the tournament game', async () => {
    const broadcast = await api.created({
      title: 'Final, round 2',
      tournamentId: ids.final,
      round: 2,
      startTime: '2024-05-01T09:00:00.000Z',
      // The tournament has B black against C; the broadcast has them the other way round.
      boards: [
        board({
          black: { name: 'Vasiliev Ivan', playerId: ids.c },
          white: { name: 'Borisov Ivan', playerId: ids.b },
          handicap: 2,
          komi: 0.5,
        }),
      ],
    });
    expect((await t.http().get(`/api/v1/games/${games.r2bc}`).expect(200)).body).toMatchObject({
      hasSgf: false,
    });
    await api.comment(broadcast.id, 1, 0, 'The players are ready').expect(201);
    await api.play(broadcast.id, 1, ['Q4', 'D16']);
    await api.move(broadcast.id, 1, 3, 'R14', { comment: 'A quiet answer' }).expect(201);
    await api.comment(broadcast.id, 1, 2, 'Black takes the corner').expect(201);
    expect(
      (await api.comment(broadcast.id, 1, 2, 'Black takes the corner').expect(200)).body,
    ).toMatchObject({ number: 1 });
    expect(
      (await t.http().get(`${BROADCASTS}/${broadcast.id}/boards/1/record`).expect(404)).body,
    ).toEqual(BROADCAST_RECORD_NOT_FOUND);

    const answer = (await api.result(broadcast.id, 1, 'W+R').expect(200))
      .body as BroadcastMoveAnswer;
    expect(answer.board).toMatchObject({ result: 'W+R', gameId: games.r2bc });
    const sgf = await recordOf(broadcast.id, 1);
    const [root] = parse(sgf);
    expect(root.data).toMatchObject({
      SZ: ['19'],
      PB: ['Vasiliev Ivan'],
      PW: ['Borisov Ivan'],
      KM: ['0.5'],
      HA: ['2'],
      AB: ['dp', 'pd'],
      RE: ['W+R'],
      DT: ['2024-05-01'],
      EV: ['Финал первенства'],
      RO: ['2'],
      C: ['The players are ready'],
    });
    const moves = [];
    for (let node = root.children[0]; node; node = node.children[0]) moves.push(node.data);
    expect(moves).toEqual([
      { W: ['pp'] },
      { B: ['dd'], C: ['Black takes the corner'] },
      { W: ['qf'], C: ['A quiet answer'] },
    ]);

    const game = (await t.http().get(`/api/v1/games/${games.r2bc}`).expect(200)).body as GameDetail;
    expect(game.hasSgf).toBe(true);
    const stored = await t
      .http()
      .get(`/api/v1/games/${games.r2bc}/sgf`)
      .buffer(true)
      .parse(asText)
      .expect(200);
    expect(stored.body).toBe(sgf);
    expect((await api.get(broadcast.id)).boards[0].gameId).toBe(games.r2bc);

    await api.comment(broadcast.id, 1, 3, 'Black resigned here').expect(201);
    const after = await recordOf(broadcast.id, 1);
    expect(after).toContain('Black resigned here');
    const restored = await t
      .http()
      .get(`/api/v1/games/${games.r2bc}/sgf`)
      .buffer(true)
      .parse(asText)
      .expect(200);
    expect(restored.body).toBe(after);
  });

  it('keeps the record on the board alone when the tournament has no such game', async () => {
    const broadcast: Broadcast = await api.created({
      tournamentId: ids.final,
      round: 1,
      boards: [
        board({
          black: { name: 'A', playerId: ids.a },
          white: { name: 'C', playerId: ids.c },
        }),
      ],
    });
    await api.play(broadcast.id, 1, ['Q16']);
    const answer = (await api.result(broadcast.id, 1, 'B+R').expect(200))
      .body as BroadcastMoveAnswer;
    expect(answer.board.gameId).toBeNull();
    expect(parse(await recordOf(broadcast.id, 1))[0].data.EV).toEqual(['Финал первенства']);
  });
});
