import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHAT_MAX_LENGTH,
  PLAY_SOCKET_CLOSE,
  PLAY_SOCKET_PATH,
  type LiveGameState,
} from '@sync/contract/play';
import { dbDate } from '@api/common/sql/db-values';
import { knexOf } from '@api/common/sql/knex-of';
import { SocketClient } from '../support/socket-client';
import { signedInUser } from './support/accounts';
import { startGame } from './support/play';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

type Player = Awaited<ReturnType<typeof signedInUser>>;

const WATCHERS_PER_GAME = 10;

/** Small caps, so a test reaches each with a handful of sockets. */
const LIMITS = {
  watchersPerGame: WATCHERS_PER_GAME,
  socketsPerIp: 3,
  messagesPerSecond: 50,
  maxBufferedBytes: 64 * 1024,
};

describe('the live games WebSocket under load', () => {
  let t: TestApp;
  let url: string;
  let black: Player;
  let white: Player;
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ playSocket: LIMITS });
    // each socket names its client in X-Forwarded-For, as a reverse proxy would (TRUST_PROXY)
    t.app.set('trust proxy', 'loopback');
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    url = `ws://127.0.0.1:${port}${PLAY_SOCKET_PATH}`;
    [black, white] = await Promise.all([
      signedInUser(t, { username: 'load_black' }),
      signedInUser(t, { username: 'load_white' }),
    ]);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.socket.terminate());
    await t.close();
  });

  /** A socket whose client address, behind a trusted proxy, is `ip`. */
  const from = async (ip: string, headers: Record<string, string> = {}) => {
    const socket = await SocketClient.open(url, { 'X-Forwarded-For': ip, ...headers });
    sockets.push(socket);
    return socket;
  };
  const as = (player: Player, ip: string) =>
    from(ip, { Cookie: player.cookie, Origin: TEST_ORIGIN });
  /** Whether the server kept the socket: it answers a ping, or it closes the socket. */
  const kept = async (socket: SocketClient) => {
    socket.send({ type: 'ping', t: 7 });
    await vi.waitFor(
      () => {
        if (!socket.closed && !socket.received.some((m) => m.type === 'pong')) {
          throw new Error('neither answered nor closed yet');
        }
      },
      { timeout: 10_000 },
    );
    return socket.closed === null;
  };
  const closedWith = (socket: SocketClient, code: number) =>
    vi.waitFor(() => expect(socket.closed).toEqual({ code }), { timeout: 10_000 });
  const observersOf = async (gameId: number) => {
    const rest = await t.http().get(`/api/v1/games/${gameId}/state`).expect(200);
    return (rest.body as LiveGameState).observers;
  };

  it('caps sockets per client address, read from X-Forwarded-For only behind a trusted proxy', async () => {
    t.app.set('trust proxy', false);
    // without a trusted proxy the header is the client's own word: all of these are 127.0.0.1
    const direct = await Promise.all(
      ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((ip) => from(ip)),
    );
    expect(await Promise.all(direct.map(kept))).toEqual([true, true, true]);
    await closedWith(await from('198.51.100.4'), PLAY_SOCKET_CLOSE.tooManySockets);
    direct.forEach((socket) => socket.close());

    t.app.set('trust proxy', 'loopback');
    const same = await Promise.all([1, 2, 3].map(() => from('203.0.113.7')));
    expect(await Promise.all(same.map(kept))).toEqual([true, true, true]);
    await closedWith(await from('203.0.113.7'), PLAY_SOCKET_CLOSE.tooManySockets);
    expect(await kept(await from('203.0.113.8'))).toBe(true);
    // a closed socket frees its place
    same[0].close();
    await vi.waitFor(async () => expect(await kept(await from('203.0.113.7'))).toBe(true), {
      timeout: 10_000,
    });
  });

  it('sends each watcher observer counts coalesced, once a second at most; a watcher over the cap is refused', async () => {
    const gameId = await startGame(t, black.user.id, white.user.id);
    const player = await as(black, '203.0.113.20');
    player.send({ type: 'watch', gameId });
    await player.next((m) => m.type === 'chat');

    const started = Date.now();
    const watchers = await Promise.all(
      Array.from({ length: WATCHERS_PER_GAME }, (_, i) => from(`203.0.113.${30 + i}`)),
    );
    watchers.forEach((watcher) => watcher.send({ type: 'watch', gameId }));
    await player.next((m) => m.type === 'observers' && m.observers.count === WATCHERS_PER_GAME);
    await watchers[0].next(
      (m) => m.type === 'observers' && m.observers.count === WATCHERS_PER_GAME,
    );
    const elapsedSeconds = Math.floor((Date.now() - started) / 1000);
    // one a second, and one more for an update delivered late across a second's boundary
    for (const socket of [player, watchers[0]]) {
      const updates = socket.received.filter((m) => m.type === 'observers');
      expect(updates.length).toBeLessThanOrEqual(elapsedSeconds + 2);
    }

    const late = await from('203.0.113.50');
    late.send({ type: 'watch', gameId });
    await closedWith(late, PLAY_SOCKET_CLOSE.gameFull);
    expect(late.received.filter((m) => m.type === 'state')).toEqual([]);
    // the players are never refused
    const whiteSocket = await as(white, '203.0.113.21');
    whiteSocket.send({ type: 'watch', gameId });
    await whiteSocket.next((m) => m.type === 'state');
    expect((await observersOf(gameId)).count).toBe(WATCHERS_PER_GAME);
  });

  it('closes a socket that sends more messages a second than allowed', async () => {
    const socket = await from('203.0.113.60');
    for (let i = 0; i < 3 * LIMITS.messagesPerSecond; i++) socket.send({ type: 'ping', t: i });
    await closedWith(socket, PLAY_SOCKET_CLOSE.tooManyMessages);
  });

  it('drops a socket that stops reading once the server holds more than the bound for it', async () => {
    const small = await startGame(t, black.user.id, white.user.id);
    const big = await startGame(t, black.user.id, white.user.id);
    // about 560 KB of chat, sent whole with every watch of the big game
    await t.db.orm.em.fork().transactional(async (em) => {
      const line = {
        game_id: big,
        user_id: black.user.id,
        name: 'load_black',
        text: 'x'.repeat(CHAT_MAX_LENGTH),
        move_number: 0,
        created_at: dbDate(em, Date.now()),
      };
      await knexOf(em).batchInsert('live_game_chat', Array(1000).fill(line), 100);
    });

    const reader = await from('203.0.113.70');
    reader.send({ type: 'watch', gameId: small });
    await reader.next((m) => m.type === 'chat');
    expect((await observersOf(small)).count).toBe(1);

    reader.tcp?.pause();
    for (let i = 0; i < 20; i++) {
      reader.send({ type: 'watch', gameId: big });
      reader.send({ type: 'unwatch', gameId: big });
    }
    // gone from the small game's observers: the server dropped the socket
    await vi.waitFor(async () => expect((await observersOf(small)).count).toBe(0), {
      timeout: 10_000,
      interval: 100,
    });
  });
});
