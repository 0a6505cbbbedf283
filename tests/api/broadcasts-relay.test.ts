import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Broadcast, BroadcastBoard } from '@sync/contract/broadcasts';
import type { LiveGameState } from '@sync/contract/play';
import { createApp } from '@api/create-app';
import { openDatabase } from '@api/database/open-database';
import { signedInUser } from './support/accounts';
import { startGame } from './support/play';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

type Player = Awaited<ReturnType<typeof signedInUser>>;

/** News of a move reaches the board at once; a board made later waits for the 10 s catch-up. */
const WAIT = { timeout: 5_000, interval: 25 };
const CATCH_UP_WAIT = { timeout: 15_000, interval: 100 };

describe('broadcast boards relaying live games of our server', () => {
  let t: TestApp;
  let black: Player;
  let white: Player;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    [black, white] = await Promise.all([
      signedInUser(t, { username: 'relay_black' }),
      signedInUser(t, { username: 'relay_white' }),
    ]);
    admin = (await signedInUser(t, { username: 'relay_admin', roles: ['user', 'admin'] })).cookie;
  });
  afterAll(() => t?.close());

  const act = (player: Player, gameId: number, path: string, body: object = {}) =>
    t
      .http()
      .post(`/api/v1/games/${gameId}/${path}`)
      .set('Cookie', player.cookie)
      .set('Origin', TEST_ORIGIN)
      .send(body)
      .expect(200)
      .then((response) => response.body as LiveGameState);
  /** A broadcast with a manual board 1 and board 2 relaying the game. */
  const relay = async (gameId: number): Promise<Broadcast> => {
    const response = await t
      .http()
      .post('/api/v1/broadcasts')
      .set('Cookie', admin)
      .set('Origin', TEST_ORIGIN)
      .send({
        title: `Relay of game ${gameId}`,
        boards: [
          { black: { name: 'By hand' }, white: { name: 'By hand too' }, boardSize: 19 },
          {
            black: { name: 'relay_black' },
            white: { name: 'relay_white' },
            boardSize: 9,
            komi: 7.5,
            liveGameId: gameId,
          },
        ],
      })
      .expect(201);
    return response.body as Broadcast;
  };
  const read = async (id: number): Promise<Broadcast> =>
    (await t.http().get(`/api/v1/broadcasts/${id}`).expect(200)).body as Broadcast;
  const relayedBoard = (
    id: number,
    check: (board: BroadcastBoard) => void,
    wait: typeof WAIT = WAIT,
  ): Promise<BroadcastBoard> =>
    vi.waitFor(async () => {
      const board = (await read(id)).boards[1];
      check(board);
      return board;
    }, wait);

  it('follows the moves as they are played, the clocks, and the resignation as the result', async () => {
    const gameId = await startGame(t, black.user.id, white.user.id);
    const created = await relay(gameId);
    expect(created.boards[1]).toMatchObject({
      moves: [],
      result: null,
      source: { kind: 'live-game', liveGameId: gameId },
    });

    await act(black, gameId, 'move', { move: 'E5' });
    await relayedBoard(created.id, (board) => expect(board.moves).toEqual(['E5']));
    await act(white, gameId, 'move', { move: 'C3' });
    await act(black, gameId, 'move', { move: 'G7' });
    await act(white, gameId, 'pass');
    const state = await act(black, gameId, 'move', { move: 'C7' });
    const board = await relayedBoard(created.id, (b) =>
      expect(b.moves).toEqual(['E5', 'C3', 'G7', 'pass', 'C7']),
    );
    expect(board.result).toBeNull();
    // black's clock stopped with the move; white's runs, read when the news was made
    expect(board.clocks?.black).toBe(state.clocks.black.mainLeft);
    expect(board.clocks?.black).toBeLessThan(600_000);
    expect(board.clocks?.white).toBeLessThanOrEqual(600_000);
    expect(board.clocks?.white).toBeGreaterThan(500_000);
    const broadcast = await read(created.id);
    expect(broadcast.status).toBe('live');
    expect(broadcast.boards[0].moves).toEqual([]);

    await act(white, gameId, 'resign');
    const over = await relayedBoard(created.id, (b) => expect(b.result).toBe('B+R'));
    expect(over.moves).toEqual(['E5', 'C3', 'G7', 'pass', 'C7']);
    const record = await t
      .http()
      .get(`/api/v1/broadcasts/${created.id}/boards/2/record`)
      .expect(200);
    expect(record.text).toContain('RE[B+R]');
  });

  it('takes back a move the players agreed to take back', async () => {
    const gameId = await startGame(t, black.user.id, white.user.id);
    const created = await relay(gameId);
    await act(black, gameId, 'move', { move: 'D4' });
    await act(white, gameId, 'move', { move: 'F6' });
    await relayedBoard(created.id, (board) => expect(board.moves).toEqual(['D4', 'F6']));
    await act(white, gameId, 'undo');
    await act(black, gameId, 'undo/accept');
    await relayedBoard(created.id, (board) => expect(board.moves).toEqual(['D4']));
    await act(white, gameId, 'move', { move: 'F5' });
    await relayedBoard(created.id, (board) => expect(board.moves).toEqual(['D4', 'F5']));
  });

  it('refuses moves entered by hand on a relayed board', async () => {
    const gameId = await startGame(t, black.user.id, white.user.id);
    const created = await relay(gameId);
    const response = await t
      .http()
      .post(`/api/v1/broadcasts/${created.id}/boards/2/moves`)
      .set('Cookie', admin)
      .set('Origin', TEST_ORIGIN)
      .send({ seq: 1, move: 'E5' })
      .expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      code: 'BROADCAST_REFUSED',
      message: 'The board is relayed from its source: its moves cannot be entered by hand',
    });
  });

  it('catches up a game whose news it missed: played on an instance gone before the board was made', async () => {
    // another instance of the API on the same database; without Redis its news stays its own
    const orm = await openDatabase(t.db.config);
    const other = await createApp(orm, { logger: false, accounts: t.accounts });
    await other.init();
    let gameId: number;
    try {
      gameId = await startGame({ app: other, db: t.db }, black.user.id, white.user.id);
      const play = (player: Player, path: string, body: object = {}) =>
        request(other.getHttpServer())
          .post(`/api/v1/games/${gameId}/${path}`)
          .set('Cookie', player.cookie)
          .set('Origin', TEST_ORIGIN)
          .send(body)
          .expect(200);
      await play(black, 'move', { move: 'E5' });
      await play(white, 'move', { move: 'E3' });
      await play(black, 'resign');
    } finally {
      await other.close();
      await orm.close(true);
    }
    const created = await relay(gameId);
    const board = await relayedBoard(
      created.id,
      (b) => expect(b.result).toBe('W+R'),
      CATCH_UP_WAIT,
    );
    expect(board.moves).toEqual(['E5', 'E3']);
  });
});
