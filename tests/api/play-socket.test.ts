import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PLAY_MESSAGE_MAX_BYTES,
  PLAY_SOCKET_PATH,
  type LiveGameState,
  type ServerMessage,
} from '@sync/contract/play';
import type { CreatedApiToken } from '@sync/contract/account';
import { LiveGamesService } from '@api/play/live-games/live-games.service';
import { SocketClient } from '../support/socket-client';
import { sqlStatementParts } from '../support/sql-statement-name';
import { signedInUser } from './support/accounts';
import { startGame } from './support/play';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

type Player = Awaited<ReturnType<typeof signedInUser>>;

const isState =
  (movesPlayed: number) =>
  (m: ServerMessage): m is Extract<ServerMessage, { type: 'state' }> =>
    m.type === 'state' && m.state.moves.length === movesPlayed;

/** What a watcher's folded state and the REST answer share: all but the clocks' moment. */
const comparable = ({ clocks: _clocks, observers: _observers, ...rest }: LiveGameState) => rest;

describe('the live games WebSocket', () => {
  let t: TestApp;
  let url: string;
  let black: Player;
  let white: Player;
  let watcher: Player;
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    url = `ws://127.0.0.1:${port}${PLAY_SOCKET_PATH}`;
    [black, white, watcher] = await Promise.all([
      signedInUser(t, { username: 'sock_black' }),
      signedInUser(t, { username: 'sock_white' }),
      signedInUser(t, { username: 'sock_watcher' }),
    ]);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  const open = async (headers: Record<string, string> = {}) => {
    const socket = await SocketClient.open(url, headers);
    sockets.push(socket);
    return socket;
  };
  const as = (player: Player) => open({ Cookie: player.cookie, Origin: TEST_ORIGIN });

  it('players act over the socket; every watcher gets each change as a delta; observers are counted', async () => {
    const gameId = await startGame(t, black.user.id, white.user.id);
    const blackSocket = await as(black);
    const anonymous = await open();
    blackSocket.send({ type: 'watch', gameId });
    anonymous.send({ type: 'watch', gameId });
    const first = await anonymous.next(isState(0));
    expect(first.state.id).toBe(gameId);
    await anonymous.next((m) => m.type === 'chat');

    blackSocket.send({
      type: 'action',
      requestId: 1,
      gameId,
      clientSeq: 1,
      action: { kind: 'move', move: 'E5' },
    });
    expect(await blackSocket.next((m) => m.type === 'reply' && m.requestId === 1)).toEqual({
      type: 'reply',
      requestId: 1,
      ok: true,
    });
    const seen = await anonymous.nextState(gameId, (state) => state.moves.length === 1);
    expect(seen.moves).toEqual(['E5']);
    expect(seen.seq).toBe(first.state.seq + 1);
    // the move came as a small delta, not the game whole, and folds into the game as it stands
    const delta = anonymous.received.find((m) => m.type === 'delta' && m.seq === seen.seq);
    expect(delta).toMatchObject({ type: 'delta', gameId, moves: ['E5'] });
    expect(JSON.stringify(delta).length).toBeLessThan(200);
    expect(anonymous.received.filter((m) => m.type === 'state')).toHaveLength(1);
    expect(anonymous.gaps).toBe(0);
    const asItStands = await t.http().get(`/api/v1/games/${gameId}/state`).expect(200);
    expect(comparable(seen)).toEqual(comparable(asItStands.body as LiveGameState));

    // the same clientSeq again (a resend after a reconnect) plays nothing
    blackSocket.send({
      type: 'action',
      requestId: 2,
      gameId,
      clientSeq: 1,
      action: { kind: 'move', move: 'E5' },
    });
    await blackSocket.next((m) => m.type === 'reply' && m.requestId === 2 && m.ok);
    const rest = await t.http().get(`/api/v1/games/${gameId}/state`).expect(200);
    expect((rest.body as LiveGameState).moves).toEqual(['E5']);
    expect((rest.body as LiveGameState).observers).toEqual({ count: 1, names: [] });

    const named = await as(watcher);
    named.send({ type: 'watch', gameId });
    const observers = await blackSocket.next(
      (m) => m.type === 'observers' && m.observers.names.includes('sock_watcher'),
    );
    expect(observers).toMatchObject({ observers: { count: 2, names: ['sock_watcher'] } });
    named.close();
    await blackSocket.next(
      (m) => m.type === 'observers' && m.observers.count === 1 && m.observers.names.length === 0,
    );
  });

  it('answers an illegal or unauthenticated action with its reason, and a malformed message closes nothing', async () => {
    const gameId = await startGame(t, black.user.id, white.user.id);
    const whiteSocket = await as(white);
    whiteSocket.send({
      type: 'action',
      requestId: 5,
      gameId,
      clientSeq: 1,
      action: { kind: 'move', move: 'C3' },
    });
    expect(await whiteSocket.next((m) => m.type === 'reply' && m.requestId === 5)).toEqual({
      type: 'reply',
      requestId: 5,
      ok: false,
      status: 409,
      message: 'Not your turn',
      refusal: 'notYourTurn',
    });
    whiteSocket.send('{not json');
    whiteSocket.send(JSON.stringify({ type: 'watch', gameId: 'one' }));
    await vi.waitFor(() =>
      expect(
        whiteSocket.received.filter((m) => m.type === 'error' && m.message === 'Malformed message'),
      ).toHaveLength(2),
    );
    whiteSocket.send({ type: 'ping', t: 42 });
    const pong = await whiteSocket.next((m) => m.type === 'pong');
    expect(pong).toMatchObject({ type: 'pong', t: 42 });
    expect(whiteSocket.closed).toBeNull();

    whiteSocket.send({ type: 'watch', gameId: 999_999 });
    await whiteSocket.next((m) => m.type === 'error' && m.message === 'No game with such id');

    const anonymous = await open();
    anonymous.send({
      type: 'action',
      requestId: 9,
      gameId,
      clientSeq: 1,
      action: { kind: 'move', move: 'C3' },
    });
    expect(await anonymous.next((m) => m.type === 'reply')).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('a session cookie from another site is refused; an API token signs a script in', async () => {
    const foreign = await open({ Cookie: black.cookie, Origin: 'https://evil.example' });
    await vi.waitFor(() => expect(foreign.closed).toEqual({ code: 4403 }));

    const gameId = await startGame(t, black.user.id, white.user.id);
    const created = await t
      .http()
      .post('/api/v1/user/tokens')
      .set('Cookie', black.cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ name: 'my bot' })
      .expect(201);
    const { token } = created.body as CreatedApiToken;
    const script = await open({ Authorization: `Bearer ${token}` });
    script.send({
      type: 'action',
      requestId: 1,
      gameId,
      clientSeq: 1,
      action: { kind: 'move', move: 'D4' },
    });
    await script.next((m) => m.type === 'reply' && m.ok);
    const byRest = await t
      .http()
      .post(`/api/v1/games/${gameId}/pass`)
      .set('Authorization', `Bearer ${token}`)
      .send({})
      .expect(409);
    expect((byRest.body as { message: string }).message).toBe('Not your turn');
  });

  it('a frame longer than the largest message closes the socket (1009) from its header, unread', async () => {
    const socket = await open();
    socket.send('x'.repeat(PLAY_MESSAGE_MAX_BYTES));
    await socket.next((m) => m.type === 'error' && m.message === 'Malformed message');
    expect(socket.closed).toBeNull();

    // a masked text frame announcing 64 MiB, of which only 1 KB ever comes
    const header = Buffer.alloc(14);
    header[0] = 0x81;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(64n * 1024n * 1024n, 2);
    socket.tcp?.write(Buffer.concat([header, Buffer.alloc(1024)]));
    await vi.waitFor(() => expect(socket.closed).toEqual({ code: 1009 }), { timeout: 10_000 });
  });

  it('a repeated watch of a game already watched sends nothing again', async () => {
    const gameId = await startGame(t, black.user.id, white.user.id);
    const socket = await open();
    for (let i = 0; i < 5; i++) socket.send({ type: 'watch', gameId });
    await socket.next((m) => m.type === 'chat');
    socket.send({ type: 'ping', t: 1 });
    await socket.next((m) => m.type === 'pong');
    expect(
      socket.received.filter((m) => m.type === 'state' || m.type === 'chat').map((m) => m.type),
    ).toEqual(['state', 'chat']);
    const rest = await t.http().get(`/api/v1/games/${gameId}/state`).expect(200);
    expect((rest.body as LiveGameState).observers).toEqual({ count: 1, names: [] });
  });

  it('a watcher that missed a change asks for the game whole again (resync); only a watched game', async () => {
    const gameId = await startGame(t, black.user.id, white.user.id);
    const socket = await open();
    socket.send({ type: 'resync', gameId });
    await socket.next((m) => m.type === 'error' && m.message === 'This game is not watched here');
    socket.send({ type: 'watch', gameId });
    await socket.next((m) => m.type === 'chat');
    await t
      .http()
      .post(`/api/v1/games/${gameId}/move`)
      .set('Cookie', black.cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ move: 'C3' })
      .expect(200);
    await socket.nextState(gameId, (state) => state.moves.length === 1);
    socket.send({ type: 'resync', gameId });
    const again = await socket.next(
      (m): m is Extract<ServerMessage, { type: 'state' }> =>
        m.type === 'state' && m.state.moves.length === 1,
    );
    expect(again.state.moves).toEqual(['C3']);
    expect(socket.received.filter((m) => m.type === 'state')).toHaveLength(2);
  });

  it('a move on a game this instance keeps costs its event and its summary, nothing read', async () => {
    // what runs on its own timer whatever the moves: the clocks' leader's heartbeat, the sync
    // counter's poll, the video conversions' queue, and the bot sweeper's look for the bots'
    // accounts (every few seconds while the bots have none; by username, never by a player's id)
    const BACKGROUND_TABLES = ['app_setting', 'sync_counter', 'video_conversion'];
    const isBotAccountsLookup = (sql: string) =>
      /^select .* from ["`]?app_user["`]? where ["`]?username["`]? in /i.test(sql.trim());
    const gameId = await startGame(t, black.user.id, white.user.id);
    const blackSocket = await as(black);
    const whiteSocket = await as(white);
    const move = (socket: SocketClient, requestId: number, point: string) => {
      socket.send({
        type: 'action',
        requestId,
        gameId,
        clientSeq: requestId,
        action: { kind: 'move', move: point },
      });
      return socket.next((m) => m.type === 'reply' && m.requestId === requestId && m.ok);
    };
    await move(blackSocket, 1, 'C3');
    const statements: string[] = [];
    const record = ({ sql }: { sql: string }) => {
      if (isBotAccountsLookup(sql)) return;
      for (const name of sqlStatementParts(sql)) {
        if (!BACKGROUND_TABLES.some((table) => name.endsWith(` ${table}`))) statements.push(name);
      }
    };
    const knex = t.db.orm.em.getKnex();
    knex.on('query', record);
    try {
      await move(whiteSocket, 2, 'G7');
    } finally {
      knex.off('query', record);
    }
    expect(statements.filter((name) => name !== 'begin' && name !== 'commit')).toEqual([
      'insert live_game_event',
      'update live_game',
    ]);
  });

  it("several games' moves made at once share one transaction, each durable before it is answered", async () => {
    const GAMES = 8;
    const gameIds = await Promise.all(
      Array.from({ length: GAMES }, () => startGame(t, black.user.id, white.user.id)),
    );
    // a socket per game: a socket's own messages are handled one at a time
    const sockets = await Promise.all(gameIds.map(() => as(black)));
    const firstMove = (gameId: number, index: number) =>
      sockets[index].send({
        type: 'action',
        requestId: 100 + index,
        gameId,
        clientSeq: 1,
        action: { kind: 'move', move: 'E5' },
      });
    // the games kept here, as a game being played is
    await Promise.all(gameIds.map((id) => t.app.get(LiveGamesService).game(id)));
    const commits = t.app.get(LiveGamesService).commits;
    const before = commits.transactions;
    const inserts: string[] = [];
    const record = ({ sql }: { sql: string }) => {
      if (sqlStatementParts(sql).includes('insert live_game_event')) inserts.push(sql);
    };
    const knex = t.db.orm.em.getKnex();
    knex.on('query', record);
    try {
      gameIds.forEach(firstMove);
      for (let index = 0; index < GAMES; index++) {
        await sockets[index].next((m) => m.type === 'reply' && m.requestId === 100 + index && m.ok);
      }
    } finally {
      knex.off('query', record);
    }
    expect(commits.transactions - before).toBeLessThan(GAMES);
    expect(inserts.length).toBe(commits.transactions - before);
    const rows = await t.db.orm.em
      .fork()
      .getKnex()('live_game_event')
      .whereIn('game_id', gameIds)
      .andWhere({ seq: 1 });
    expect(rows).toHaveLength(GAMES);
    for (const gameId of gameIds) {
      const rest = await t.http().get(`/api/v1/games/${gameId}/state`).expect(200);
      expect((rest.body as LiveGameState).moves).toEqual(['E5']);
    }
  });
});
