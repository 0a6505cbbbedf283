import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { PLAY_SOCKET_PATH } from '@sync/contract/play';
import { loadConfig } from '@api/common/config/app-config';
import { createApp } from '@api/create-app';
import { openDatabase } from '@api/database/open-database';
import { sqlStatementName } from '../../support/sql-statement-name';
import { BENCH_MOVES } from './moves';
import { freshDatabase, startGames, writeAccounts } from './play-setup';

const GAMES = 10;
const MOVES_PER_GAME = 30;

/**
 * The SQL statements one move costs the server, transaction statements included: our API in
 * this process on a fresh PostgreSQL database, GAMES games played MOVES_PER_GAME moves each over
 * the WebSocket one move at a time, each statement counted from knex's `query` event between
 * the move's sending and its reply (but the clocks' leader's heartbeat, written every second
 * whatever the moves).
 */
export async function measureQueriesPerMove(
  adminUrl: string,
  databaseName: string,
): Promise<{ perMove: number; statements: Record<string, number> }> {
  const databaseUrl = await freshDatabase(adminUrl, databaseName);
  const tokens = await writeAccounts(databaseUrl, 2 * GAMES);
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  const orm = await openDatabase(config.database);
  const app = await createApp(orm, {
    logger: false,
    pwaDir: config.pwaDir,
    localesDir: resolve('locales'),
    accounts: config.accounts,
  });
  try {
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const games = await startGames(origin, tokens, GAMES);
    const statements: Record<string, number> = {};
    let counting = false;
    orm.em.getKnex().on('query', (query: { sql?: string }) => {
      const name = sqlStatementName(query.sql ?? '');
      // the clocks' leader writes its heartbeat every second whatever the moves
      if (!counting || name.endsWith(' app_setting')) return;
      statements[name] = (statements[name] ?? 0) + 1;
    });
    let moves = 0;
    for (const game of games) {
      const sockets = await Promise.all(
        [game.black, game.white].map((headers) => open(`${origin}${PLAY_SOCKET_PATH}`, headers)),
      );
      for (let index = 0; index < MOVES_PER_GAME; index++) {
        counting = true;
        await play(sockets[index % 2], game.gameId, index + 1, BENCH_MOVES[index]);
        counting = false;
        moves++;
      }
      sockets.forEach((socket) => socket.close());
    }
    const total = Object.values(statements).reduce((sum, count) => sum + count, 0);
    return { perMove: Math.round((total / moves) * 100) / 100, statements };
  } finally {
    await app.close();
    await orm.close(true);
  }
}

function open(url: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolveOpen, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolveOpen(socket));
    socket.once('error', reject);
  });
}

/** Sends one move and waits for its reply. */
function play(socket: WebSocket, gameId: number, requestId: number, move: string): Promise<void> {
  return new Promise((resolveReply, reject) => {
    const listener = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        type?: string;
        requestId?: number;
        ok?: boolean;
      };
      if (message.type !== 'reply' || message.requestId !== requestId) return;
      socket.off('message', listener);
      if (message.ok) resolveReply();
      else reject(new Error(`move ${requestId} of game ${gameId} refused: ${data.toString()}`));
    };
    socket.on('message', listener);
    socket.send(
      JSON.stringify({
        type: 'action',
        requestId,
        gameId,
        clientSeq: requestId,
        action: { kind: 'move', move },
      }),
    );
  });
}
