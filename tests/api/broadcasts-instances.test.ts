import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast, BroadcastEvent } from '@sync/contract/broadcasts';
import type { AccountsConfig } from '@api/common/config/accounts-config';
import { createApp } from '@api/create-app';
import { openDatabase, type Database } from '@api/database/open-database';
import { RealtimeBus } from '@api/common/realtime/bus';
import {
  broadcasterCookie,
  createBroadcast,
  eventsUntil,
  movesOf,
  nextEvent,
  openViewer,
  postMove,
  STREAM_MOVES,
  viewersEvent,
} from './support/broadcast-viewers';
import { baseUrlOf, type LobbyStream } from './support/lobby-stream';
import { TEST_ORIGIN } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { TEST_PASSWORD_HASH_COST } from '../support/password-hash-cost';

/** The Redis every machine runs (the developers' guide); CI's included. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Instance {
  app: NestExpressApplication;
  orm: Database;
  baseUrl: string;
}

/** Two API instances on one database, telling each other through Redis (REDIS_URL). */
describe('broadcast streams across API instances', () => {
  let db: TestDatabase;
  let dataDir: string;
  let instances: Instance[] = [];
  const open: LobbyStream[] = [];

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
    await app.get(RealtimeBus).ready();
    // viewers name their address in X-Forwarded-For, as the reverse proxy would (TRUST_PROXY)
    app.set('trust proxy', 'loopback');
    return { app, orm, baseUrl: await baseUrlOf(app) };
  };
  let viewers = 0;
  /** A new viewer (its own address) on the instance. */
  const viewer = async (instance: Instance, broadcastId: number): Promise<LobbyStream> => {
    viewers++;
    const stream = await openViewer(instance.baseUrl, broadcastId, {
      'X-Forwarded-For': `10.0.4.${viewers}`,
    });
    open.push(stream);
    const first = await nextEvent(stream);
    expect(first.type).toBe('snapshot');
    return stream;
  };
  const viewersOn = async (instance: Instance, id: number): Promise<number> =>
    (
      (await request(instance.app.getHttpServer()).get(`/api/v1/broadcasts/${id}`).expect(200))
        .body as Broadcast
    ).viewers;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'go-test-broadcasts-'));
    instances = [await start(), await start()];
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    for (const { app, orm } of instances) {
      const bus = app.get(RealtimeBus);
      await app.close();
      await bus.close();
      await orm.close(true);
    }
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives a viewer on B the moves posted on A, once and in order, and B's on A", async () => {
    const [a, b] = instances;
    const cookie = await broadcasterCookie(a.app, a.orm, 'instances-broadcaster');
    const { id } = await createBroadcast(a.app, cookie);
    const onA = await viewer(a, id);
    const onB = await viewer(b, id);

    for (let seq = 1; seq <= 4; seq++)
      await postMove(a.app, cookie, { broadcastId: id, board: 1, seq });
    await postMove(b.app, cookie, { broadcastId: id, board: 1, seq: 5 });
    // the same seq again, on the other instance: played once
    await postMove(a.app, cookie, { broadcastId: id, board: 1, seq: 5 }, 200);
    await postMove(a.app, cookie, { broadcastId: id, board: 2, seq: 1 });

    const expected = [
      ...STREAM_MOVES.slice(0, 5).map((move, index) => `1:${index + 1}:${move}`),
      `2:1:${STREAM_MOVES[0]}`,
    ];
    const isLast = (event: BroadcastEvent) => event.type === 'move' && event.board === 2;
    expect(movesOf(await eventsUntil(onB, isLast))).toEqual(expected);
    expect(movesOf(await eventsUntil(onA, isLast))).toEqual(expected);
  });

  it('counts the viewers of both instances, and tells both', async () => {
    const [a, b] = instances;
    const cookie = await broadcasterCookie(a.app, a.orm, 'instances-counter');
    const { id } = await createBroadcast(a.app, cookie);
    const onA = await viewer(a, id);
    const onB = await viewer(b, id);
    const secondOnB = await viewer(b, id);

    await viewersEvent(onA, 3);
    await viewersEvent(onB, 3);
    expect(await viewersOn(a, id)).toBe(3);
    expect(await viewersOn(b, id)).toBe(3);

    secondOnB.close();
    await viewersEvent(onA, 2);
    await expect.poll(() => viewersOn(a, id)).toBe(2);
    onB.close();
    await viewersEvent(onA, 1);
    await expect.poll(() => viewersOn(b, id)).toBe(1);
  });
});
