import { afterAll, describe, expect, it, vi } from 'vitest';
import { PLAY_SOCKET_PATH, type LiveGameState, type ServerMessage } from '@sync/contract/play';
import { SocketClient } from '../support/socket-client';
import type { ApiServer } from './support/api-server';
import {
  call,
  createAccounts,
  ownPostgres,
  ownSqlite,
  playThroughLobby,
  REDIS_URL,
  signIn,
  SLOW_9X9,
  startPlayServer,
  type OwnDatabase,
} from './support/play-servers';

/*
 * Live games across real server processes (the e2e build, no browser): a crash and restart on
 * the same database, and two instances sharing games through Redis and PostgreSQL.
 */

const socketUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}${PLAY_SOCKET_PATH}`;
const stateWithMoves =
  (count: number) =>
  (m: ServerMessage): m is Extract<ServerMessage, { type: 'state' }> =>
    m.type === 'state' && m.state.moves.length === count;

async function gameState(baseUrl: string, gameId: number): Promise<LiveGameState> {
  const answer = await call<LiveGameState>(baseUrl, null, 'GET', `games/${gameId}/state`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const cleanUp: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

describe('a restart of the API', () => {
  it('loses no move, does not charge the downtime, and a client reconnects to the whole state', async () => {
    const db: OwnDatabase = await ownSqlite();
    cleanUp.push(() => db.drop());
    let server: ApiServer & { port: number } = await startPlayServer(db);
    cleanUp.push(() => server.stop());
    await createAccounts(db, ['restart_black', 'restart_white']);
    const black = {
      baseUrl: server.baseUrl,
      cookie: await signIn(server.baseUrl, 'restart_black'),
    };
    const white = {
      baseUrl: server.baseUrl,
      cookie: await signIn(server.baseUrl, 'restart_white'),
    };
    const gameId = await playThroughLobby(black, white);

    expect(
      (await call(server.baseUrl, black.cookie, 'POST', `games/${gameId}/move`, { move: 'E5' }))
        .status,
    ).toBe(200);
    expect(
      (await call(server.baseUrl, white.cookie, 'POST', `games/${gameId}/move`, { move: 'C3' }))
        .status,
    ).toBe(200);
    const watcher = await SocketClient.open(socketUrl(server.baseUrl));
    watcher.send({ type: 'watch', gameId });
    await watcher.next(stateWithMoves(2));

    const before = await gameState(server.baseUrl, gameId);
    const killedAt = Date.now();
    await server.kill();
    await vi.waitFor(() => expect(watcher.closed).not.toBeNull());

    server = await startPlayServer(db, {}, server.port);
    const after = await gameState(server.baseUrl, gameId);
    const readAt = Date.now();
    expect(after.moves).toEqual(['E5', 'C3']);
    expect(after.toMove).toBe('black');
    // black's clock ran while the old server lived (up to one heartbeat after the last sign of
    // life) and runs again from the restart; the downtime between is nobody's
    const charged = before.clocks.black.mainLeft - after.clocks.black.mainLeft;
    const downtime = readAt - killedAt;
    console.info(`restart: down ${downtime} ms, black's clock charged ${charged} ms`);
    expect(charged).toBeLessThan(1_750);

    const again = await SocketClient.open(socketUrl(server.baseUrl), {
      Cookie: black.cookie,
      Origin: server.baseUrl,
    });
    again.send({ type: 'watch', gameId });
    await again.next(stateWithMoves(2));
    again.send({
      type: 'action',
      requestId: 1,
      gameId,
      clientSeq: 1,
      action: { kind: 'move', move: 'G7' },
    });
    await again.next((m) => m.type === 'reply' && m.ok);
    expect((await gameState(server.baseUrl, gameId)).moves).toEqual(['E5', 'C3', 'G7']);
    again.close();
  });
});

describe('two instances over Redis and PostgreSQL', () => {
  it('share moves, observers and the clock, and the survivor takes the clock over', async () => {
    const db = await ownPostgres();
    cleanUp.push(() => db.drop());
    const env = { REDIS_URL };
    const a = await startPlayServer(db, env);
    cleanUp.push(() => a.stop());
    const b = await startPlayServer(db, env);
    cleanUp.push(() => b.stop());
    await createAccounts(db, ['two_black', 'two_white', 'two_watcher']);
    const black = { baseUrl: a.baseUrl, cookie: await signIn(a.baseUrl, 'two_black') };
    const white = { baseUrl: b.baseUrl, cookie: await signIn(b.baseUrl, 'two_white') };
    const watcherCookie = await signIn(b.baseUrl, 'two_watcher');
    // created on A, accepted on B
    const gameId = await playThroughLobby(black, white);

    const blackSocket = await SocketClient.open(socketUrl(a.baseUrl), {
      Cookie: black.cookie,
      Origin: a.baseUrl,
    });
    const watcher = await SocketClient.open(socketUrl(b.baseUrl), {
      Cookie: watcherCookie,
      Origin: b.baseUrl,
    });
    blackSocket.send({ type: 'watch', gameId });
    watcher.send({ type: 'watch', gameId });
    await watcher.next(stateWithMoves(0));
    // the observer on B is counted on A: in an update, or already in the state A sent on watch
    // (when B's news reached A before A had read Black's watch)
    await blackSocket.next(
      (m) =>
        (m.type === 'observers' && m.observers.names.includes('two_watcher')) ||
        (m.type === 'state' && (m.state.observers?.names.includes('two_watcher') ?? false)),
    );

    blackSocket.send({
      type: 'action',
      requestId: 1,
      gameId,
      clientSeq: 1,
      action: { kind: 'move', move: 'E5' },
    });
    // across instances too, the move comes as a delta on the watch's state
    expect((await watcher.nextState(gameId, (state) => state.moves.length === 1)).moves).toEqual([
      'E5',
    ]);
    expect(watcher.received.some((m) => m.type === 'delta' && m.moves?.[0] === 'E5')).toBe(true);
    const byRest = await call<LiveGameState>(
      b.baseUrl,
      white.cookie,
      'POST',
      `games/${gameId}/move`,
      { move: 'C3' },
    );
    expect(byRest.status).toBe(200);
    const afterRest = await blackSocket.nextState(gameId, (state) => state.moves.length === 2);
    expect(afterRest.moves).toEqual(['E5', 'C3']);
    blackSocket.close();
    watcher.close();

    // a game whose clock runs out after A, the first instance and so the clocks' leader, died
    const quick = { ...SLOW_9X9, timeControl: 'fischer' as const, mainTime: 3, bonusTime: 0 };
    const blackOnB = { baseUrl: b.baseUrl, cookie: await signIn(b.baseUrl, 'two_black') };
    const quickId = await playThroughLobby(blackOnB, white, quick);
    expect(
      (await call(b.baseUrl, blackOnB.cookie, 'POST', `games/${quickId}/move`, { move: 'E5' }))
        .status,
    ).toBe(200);
    await a.kill();
    const over = await vi.waitFor(
      async () => {
        const s = await gameState(b.baseUrl, quickId);
        if (s.phase !== 'finished') throw new Error('still playing');
        return s;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(over).toMatchObject({ result: 'B+T', endReason: 'timeout' });
  });
});

describe('a bot game over two instances', () => {
  it('goes on when the instance thinking for the bot dies: another one answers', async () => {
    const db = await ownPostgres();
    cleanUp.push(() => db.drop());
    const env = { REDIS_URL };
    const a = await startPlayServer(db, env);
    cleanUp.push(() => a.stop());
    const b = await startPlayServer(db, env);
    cleanUp.push(() => b.stop());
    await createAccounts(db, ['bot_opponent']);
    const onA = await signIn(a.baseUrl, 'bot_opponent');
    const created = await call<{ gameId: number }>(a.baseUrl, onA, 'POST', 'challenge', {
      ...SLOW_9X9,
      boardSize: 19,
      opponent: 'bot',
      botKind: 'pre-ai',
    });
    expect(created.status).toBe(201);
    const { gameId } = created.body;
    const move = await call(a.baseUrl, onA, 'POST', `games/${gameId}/move`, { move: 'Q16' });
    expect(move.status).toBe(200);
    // A heard of the move first (its own news reach it before Redis brings them to B), so A
    // took the bot's turn; it dies while GNU Go thinks
    await a.kill();
    // nobody has answered yet: the answer below comes from B, once A's claim has lapsed
    expect((await gameState(b.baseUrl, gameId)).moves).toEqual(['Q16']);
    const answered = await vi.waitFor(
      async () => {
        const s = await gameState(b.baseUrl, gameId);
        if (s.moves.length < 2) throw new Error('the bot has not answered');
        return s;
      },
      { timeout: 45_000, interval: 200 },
    );
    expect(answered.moves[0]).toBe('Q16');
    expect(answered.toMove).toBe('black');
  });
});
