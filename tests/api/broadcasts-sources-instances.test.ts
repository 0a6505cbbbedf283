import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Broadcast } from '@sync/contract/broadcasts';
import { SESSION_COOKIE } from '@sync/contract/account';
import { SessionService } from '@api/accounts/auth/session.service';
import type { AccountsConfig } from '@api/common/config/accounts-config';
import { DEFAULT_BROADCAST_SETTINGS } from '@api/common/config/broadcast-config';
import { createApp } from '@api/create-app';
import { openDatabase, type Database } from '@api/database/open-database';
import { RealtimeBus } from '@api/common/realtime/bus';
import { Leadership } from '@api/common/realtime/leadership';
import { makeAccount } from './support/admin-accounts';
import { startGame } from './support/play';
import {
  LOCAL_SGF_SOURCES,
  sgfRecord,
  startSgfFileServer,
  type SgfFileServer,
} from './support/sgf-file-server';
import { TEST_ORIGIN } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { TEST_PASSWORD_HASH_COST } from '../support/password-hash-cost';

/** The Redis every machine runs (the developers' guide); CI's included. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WAIT = { timeout: 15_000, interval: 50 };

interface Instance {
  app: NestExpressApplication;
  orm: Database;
  http: () => ReturnType<typeof request>;
}

/** Two API instances on one database over Redis: one (the clocks' leader) runs the sources. */
describe('broadcast sources across API instances', () => {
  let db: TestDatabase;
  let dataDir: string;
  let files: SgfFileServer;
  let instances: Instance[] = [];

  const start = async (): Promise<Instance> => {
    const accounts: AccountsConfig = {
      passwordHashCost: TEST_PASSWORD_HASH_COST,
      publicUrl: TEST_ORIGIN,
      smtpUrl: null,
      outboxDir: join(dataDir, 'outbox'),
      uploadsDir: join(dataDir, 'uploads'),
      trustedOrigins: [],
      redisUrl: REDIS_URL,
      broadcastPollMs: 50,
      broadcasts: { ...DEFAULT_BROADCAST_SETTINGS, ...LOCAL_SGF_SOURCES },
    };
    const orm = await openDatabase(db.config);
    const app = await createApp(orm, { logger: false, accounts });
    await app.init();
    await app.get(RealtimeBus).ready();
    return { app, orm, http: () => request(app.getHttpServer()) };
  };
  /** An account (admin when told) and a session cookie of it. */
  const account = async (username: string, admin = false) => {
    const [a] = instances;
    const em = a.orm.em.fork();
    const user = makeAccount(em, {
      username,
      email: `${username}@example.org`,
      created: new Date().toISOString(),
      roles: admin ? ['user', 'admin'] : ['user'],
    });
    await em.flush();
    const { token } = await a.app.get(SessionService).start(user);
    return { id: user.id, cookie: `${SESSION_COOKIE}=${token}` };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'go-test-broadcast-sources-'));
    files = await startSgfFileServer();
    instances = [await start(), await start()];
  });
  afterAll(async () => {
    for (const { app, orm } of instances) {
      const bus = app.get(RealtimeBus);
      await app.close();
      await bus.close();
      await orm.close(true);
    }
    await files?.close();
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('relays moves played on either instance and polls the SGF address, on one leader', async () => {
    const leaders = await vi.waitFor(() => {
      const leading = instances.filter(({ app }) => app.get(Leadership).isLeader());
      expect(leading).toHaveLength(1);
      return leading;
    }, WAIT);
    const follower = instances.find((instance) => instance !== leaders[0]);
    if (!follower) throw new Error('no follower');

    const [admin, black, white] = await Promise.all([
      account('sources_admin', true),
      account('sources_black'),
      account('sources_white'),
    ]);
    const gameId = await startGame(
      { app: follower.app, db: { ...db, orm: follower.orm } },
      black.id,
      white.id,
    );
    files.serve('/instances.sgf', sgfRecord(19, []));
    const created = await follower
      .http()
      .post('/api/v1/broadcasts')
      .set('Cookie', admin.cookie)
      .set('Origin', TEST_ORIGIN)
      .send({
        title: 'Two instances',
        boards: [
          { black: { name: 'B' }, white: { name: 'W' }, boardSize: 9, liveGameId: gameId },
          {
            black: { name: 'B' },
            white: { name: 'W' },
            boardSize: 19,
            sgfUrl: files.url('/instances.sgf'),
          },
        ],
      })
      .expect(201);
    const { id } = created.body as Broadcast;
    const play = (instance: Instance, cookie: string, move: string) =>
      instance
        .http()
        .post(`/api/v1/games/${gameId}/move`)
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .send({ move })
        .expect(200);
    // the moves go to the instance that does not relay; their news reaches the leader
    await play(follower, black.cookie, 'E5');
    await play(leaders[0], white.cookie, 'C3');
    await play(follower, black.cookie, 'G7');
    files.serve('/instances.sgf', sgfRecord(19, ['pd', 'dp', 'qq']));

    for (const instance of instances) {
      const broadcast = await vi.waitFor(async () => {
        const read = (await instance.http().get(`/api/v1/broadcasts/${id}`).expect(200))
          .body as Broadcast;
        expect(read.boards.map((board) => board.moves)).toEqual([
          ['E5', 'C3', 'G7'],
          ['Q16', 'D4', 'R3'],
        ]);
        return read;
      }, WAIT);
      expect(broadcast.status).toBe('live');
    }
  });
});
