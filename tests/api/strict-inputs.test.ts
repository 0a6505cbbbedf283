import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryGameDetail, LibraryGameSummary } from '@sync/contract/game-library';
import { PLAY_SOCKET_PATH, type LiveGameState } from '@sync/contract/play';
import { SocketClient } from '../support/socket-client';
import { signedInUser } from './support/accounts';
import { broadcastCalls } from './support/broadcast-api';
import { BAD_PARAMETERS, FILE_NAME_INVALID } from './support/expected-errors';
import { offlineGame } from './support/offline-game';
import { startGame } from './support/play';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

type Player = Awaited<ReturnType<typeof signedInUser>>;

const invalidOfflineGame = (reason: string) => ({
  ...BAD_PARAMETERS,
  message: `Invalid offline game: ${reason}`,
});

/** Moves that name a point only once spaces are trimmed or zeros dropped. */
const SLOPPY_MOVES = [' E5', 'E5 ', '\tE5', 'E05', 'E 5', ' pass'];

describe('dates, file names and moves checked strictly (issue 29, item 18)', () => {
  let t: TestApp;
  let black: Player;
  let white: Player;
  let socketUrl: string;
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    socketUrl = `ws://127.0.0.1:${port}${PLAY_SOCKET_PATH}`;
    black = await signedInUser(t, { roles: ['user', 'broadcaster'] });
    white = await signedInUser(t);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await t.close();
  });

  const post = (who: Player, path: string, body: object) =>
    t.http().post(`/api/v1${path}`).set('Cookie', who.cookie).set('Origin', TEST_ORIGIN).send(body);

  describe('POST /games/offline', () => {
    it.each([
      [
        'a game of 1900',
        '1900-05-01T10:00:00.000Z',
        '1900-05-01T10:20:00.000Z',
        'startedAt 1900-05-01T10:00:00.000Z is before 2020-01-01',
      ],
      [
        'a game of 2999',
        '2999-05-01T10:00:00.000Z',
        '2999-05-01T10:20:00.000Z',
        'startedAt 2999-05-01T10:00:00.000Z is in the future',
      ],
      [
        'a game ending in 2999',
        '2026-11-20T10:00:00.000Z',
        '2999-05-01T10:20:00.000Z',
        'finishedAt 2999-05-01T10:20:00.000Z is in the future',
      ],
      [
        '29 February 2023',
        '2023-02-29T10:00:00.000Z',
        '2023-03-01T10:20:00.000Z',
        'startedAt 2023-02-29T10:00:00.000Z is not a date and time of the calendar',
      ],
      [
        'month 13, day 45',
        '2024-13-45T10:00:00.000Z',
        '2024-12-01T10:20:00.000Z',
        'startedAt 2024-13-45T10:00:00.000Z is not a date and time of the calendar',
      ],
      [
        'hour 25',
        '2024-05-01T25:00:00.000Z',
        '2024-05-02T10:20:00.000Z',
        'startedAt 2024-05-01T25:00:00.000Z is not a date and time of the calendar',
      ],
      [
        'a day without a time',
        '2024-05-01',
        '2024-05-02T10:20:00.000Z',
        'startedAt 2024-05-01 is not a date and time of the calendar',
      ],
    ])('refuses %s', async (_name, startedAt, finishedAt, reason) => {
      const response = await post(black, '/games/offline', offlineGame({ startedAt, finishedAt }));
      expect([response.status, response.body]).toEqual([400, invalidOfflineGame(reason)]);
    });

    it('takes a game of a leap day, with its time zone written as an offset', async () => {
      const game = offlineGame({
        startedAt: '2024-02-29T23:30:00+03:00',
        finishedAt: '2024-02-29T23:50:00+03:00',
      });
      await post(black, '/games/offline', game).expect(201);
    });

    it.each(SLOPPY_MOVES)('refuses the move %j, as it does in a dead stone', async (move) => {
      const moves = await post(black, '/games/offline', offlineGame({ moves: [move] }));
      expect([moves.status, moves.body]).toEqual([400, BAD_PARAMETERS]);
      const dead = await post(
        black,
        '/games/offline',
        offlineGame({
          moves: ['E5', 'pass', 'pass'],
          dead: [move],
          result: 'B+81',
          endReason: 'score',
        }),
      );
      expect([dead.status, dead.body]).toEqual([400, BAD_PARAMETERS]);
    });
  });

  describe('moves of a live game', () => {
    it.each(SLOPPY_MOVES)(
      'refuses %j over REST and over the socket, and plays e5',
      async (move) => {
        const gameId = await startGame(t, black.user.id, white.user.id);
        const rest = await post(black, `/games/${gameId}/move`, { move });
        expect([rest.status, rest.body]).toEqual([400, BAD_PARAMETERS]);
        const socket = await SocketClient.open(socketUrl, {
          Cookie: black.cookie,
          Origin: TEST_ORIGIN,
        });
        sockets.push(socket);
        socket.send({
          type: 'action',
          requestId: 1,
          gameId,
          clientSeq: 1,
          action: { kind: 'move', move },
        });
        expect(await socket.next((m) => m.type === 'reply')).toMatchObject({
          ok: false,
          status: 400,
        });
        const played = await post(black, `/games/${gameId}/move`, { move: 'e5' }).expect(200);
        expect((played.body as LiveGameState).moves).toEqual(['E5']);
      },
    );

    it('refuses a dead stone written loosely', async () => {
      const gameId = await startGame(t, black.user.id, white.user.id);
      await post(black, `/games/${gameId}/move`, { move: 'E5' }).expect(200);
      await post(white, `/games/${gameId}/pass`, {}).expect(200);
      await post(black, `/games/${gameId}/pass`, {}).expect(200);
      const removal = await post(white, `/games/${gameId}/removal`, { points: [' E5'] });
      expect([removal.status, removal.body]).toEqual([400, BAD_PARAMETERS]);
    });
  });

  it.each(SLOPPY_MOVES)('refuses the broadcast move %j', async (move) => {
    const api = broadcastCalls(t, black.cookie);
    const broadcast = await api.created();
    const response = await api.move(broadcast.id, 1, 1, move);
    expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
    await api.move(broadcast.id, 1, 1, 'q16').expect(201);
  });

  describe('PATCH /file/game/{id}', () => {
    let gameId: number;
    beforeAll(async () => {
      const uploaded = await t
        .http()
        .post('/api/v1/file/game')
        .set('Cookie', black.cookie)
        .set('Origin', TEST_ORIGIN)
        .attach('files', Buffer.from('(;GM[1]SZ[19]DT[2024-05-01];B[pd])'), {
          filename: '../../up.sgf',
        })
        .expect(201);
      gameId = (uploaded.body as { games: LibraryGameSummary[] }).games[0].id;
    });
    const patch = (body: object) =>
      t
        .http()
        .patch(`/api/v1/file/game/${gameId}`)
        .set('Cookie', black.cookie)
        .set('Origin', TEST_ORIGIN)
        .send(body);

    it('kept only the last part of an uploaded file’s path', async () => {
      const detail = await t.http().get(`/api/v1/file/game/${gameId}`).set('Cookie', black.cookie);
      expect((detail.body as LibraryGameDetail).fileName).toBe('up.sgf');
    });

    it.each([
      '../../x.sgf',
      '..\\x.sgf',
      'a/b.sgf',
      'a\\b.sgf',
      '.hidden.sgf',
      ' .x.sgf',
      'x..sgf',
      '..',
      '.',
    ])('refuses the file name %j', async (fileName) => {
      const response = await patch({ fileName });
      expect([response.status, response.body]).toEqual([400, FILE_NAME_INVALID]);
    });

    it.each([
      '2024-13-45',
      '2023-02-29',
      '2024-02-30',
      '2024-00-10',
      '2024-05-01,32',
      '2999-01-01',
      '0000',
    ])('refuses the date %j', async (date) => {
      const response = await patch({ info: { date } });
      expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
    });

    it('takes a plain name, and dates of the calendar from a historic game to today', async () => {
      const today = new Date().toISOString().slice(0, 10);
      for (const date of ['1846-09-11,12', '2024-02-29', '2024', '2024-05', today]) {
        const response = await patch({ fileName: 'Round 3 – Ann v Bob.sgf', info: { date } });
        expect([date, response.status]).toEqual([date, 200]);
        expect(response.body).toMatchObject({ fileName: 'Round 3 – Ann v Bob.sgf', date });
      }
    });
  });
});
