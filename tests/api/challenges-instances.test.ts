import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from '@sync/contract/play';
import { SESSION_COOKIE } from '@sync/contract/account';
import { SessionService } from '@api/accounts/auth/session.service';
import type { AccountsConfig } from '@api/common/config/accounts-config';
import { createApp } from '@api/create-app';
import { openDatabase, type Database } from '@api/database/open-database';
import { RealtimeBus } from '@api/common/realtime/bus';
import { ChallengeTiming } from '@api/play/challenges/challenge-timing';
import { makeAccount } from './support/admin-accounts';
import { settings } from './support/challenge-settings';
import { baseUrlOf, LobbyStream } from './support/lobby-stream';
import { TEST_ORIGIN } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { TEST_PASSWORD_HASH_COST } from '../support/password-hash-cost';

/** The Redis every machine runs (the developers' guide); CI's included. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHALLENGES = '/api/v1/challenge';

interface Instance {
  app: NestExpressApplication;
  orm: Database;
  baseUrl: string;
}

/** Two API instances on one database, telling each other through Redis (REDIS_URL). */
describe('the lobby across API instances', () => {
  let db: TestDatabase;
  let dataDir: string;
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
    };
    const orm = await openDatabase(db.config);
    const app = await createApp(orm, { logger: false, accounts });
    await app.init();
    // no periodic read of the log: what B shows, Redis told it
    app.get(ChallengeTiming).update({ pollMs: 60 * 60_000 });
    return { app, orm, baseUrl: await baseUrlOf(app) };
  };

  const signedIn = async (username: string): Promise<string> => {
    const em = instances[0].orm.em.fork();
    const user = makeAccount(em, {
      username,
      email: `${username}@example.org`,
      created: new Date().toISOString(),
    });
    await em.flush();
    const { token } = await instances[0].app.get(SessionService).start(user);
    return `${SESSION_COOKIE}=${token}`;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'go-test-lobby-'));
    instances = [await start(), await start()];
  });
  afterAll(async () => {
    for (const { app, orm } of instances) {
      const bus = app.get(RealtimeBus);
      await app.close();
      await bus.close();
      await orm.close(true);
    }
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows on B's stream a challenge created on A, and its cancellation on B on A's", async () => {
    const [a, b] = instances;
    const cookie = await signedIn('lobby-creator');
    const onA = await LobbyStream.open(a.baseUrl);
    const onB = await LobbyStream.open(b.baseUrl);
    try {
      const created = await request(a.app.getHttpServer())
        .post(CHALLENGES)
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .send(settings())
        .expect(201);
      const challenge = created.body as Challenge;
      const seenOnB = await onB.nextOf('add');
      expect(JSON.parse(seenOnB.data)).toEqual(challenge);
      const seenOnA = await onA.nextOf('add');
      expect(seenOnA.id).toBe(seenOnB.id);

      await request(b.app.getHttpServer())
        .delete(`${CHALLENGES}/${challenge.id}`)
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .expect(204);
      const removedOnA = await onA.nextOf('remove');
      expect(JSON.parse(removedOnA.data)).toEqual({ id: challenge.id });
      expect((await onB.nextOf('remove')).id).toBe(removedOnA.id);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('gives the game of a challenge accepted on both instances at once to exactly one', async () => {
    const [a, b] = instances;
    const creator = await signedIn('lobby-host');
    const takers = [await signedIn('lobby-taker-1'), await signedIn('lobby-taker-2')];
    const created = await request(a.app.getHttpServer())
      .post(CHALLENGES)
      .set('Cookie', creator)
      .set('Origin', TEST_ORIGIN)
      .send(settings())
      .expect(201);
    const { id } = created.body as Challenge;
    const responses = await Promise.all(
      [a, b].map((instance, n) =>
        request(instance.app.getHttpServer())
          .post(`${CHALLENGES}/${id}`)
          .set('Cookie', takers[n])
          .set('Origin', TEST_ORIGIN),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 406]);
    const games = await a.orm.em.getKnex()('live_game').where({ challenge_id: id });
    expect(games).toHaveLength(1);
  });
});
