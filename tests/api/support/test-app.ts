import type { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import type { AccountsConfig } from '@api/common/config/accounts-config';
import type { PasswordHashCost } from '@api/common/config/password-hash-config';
import {
  DEFAULT_PLAY_SOCKET_SETTINGS,
  type PlaySocketSettings,
} from '@api/common/config/play-socket-config';
import { DEFAULT_BOTS_SETTINGS, type BotsSettings } from '@api/common/config/bots-config';
import { DEFAULT_USAGE_LIMITS, type UsageLimits } from '@api/common/config/usage-limits-config';
import { DEFAULT_VIDEO_SETTINGS, type VideoSettings } from '@api/common/config/video-config';
import {
  DEFAULT_BROADCAST_SETTINGS,
  type BroadcastSettings,
} from '@api/common/config/broadcast-config';
import request from 'supertest';
import { createApp } from '@api/create-app';
import { STARTING_RATINGS_SQL } from '@api/games/starting-ratings-sql';
import { createTestDatabase, type TestDatabase } from './test-database';
import { TEST_PASSWORD_HASH_COST } from '../../support/password-hash-cost';

/** The origin the test app believes it is served from; cookie-authenticated writes send it. */
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestAppOptions {
  /** e.g. the URL of an SMTP server started by the test; the outbox directory otherwise */
  smtpUrl?: string;
  /** a Redis server for the rate limits; counted in the process otherwise */
  redisUrl?: string;
  /** ms between polls of broadcast boards' SGF addresses (BROADCAST_POLL_MS) */
  broadcastPollMs?: number;
  /** the payment provider's terminal; donations are not configured without it */
  donate?: AccountsConfig['donate'];
  /** the play socket's caps (PLAY_*) that differ from the defaults */
  playSocket?: Partial<PlaySocketSettings>;
  /** argon2id's cost when it matters to the test (production's); the tests' small one otherwise */
  passwordHashCost?: PasswordHashCost;
  /** close() leaves the database open, for another app on it (a restart) */
  keepDatabase?: boolean;
  /** the bots' limits, the defaults for what is not given */
  bots?: Partial<BotsSettings>;
  /** small limits for a test of them; the defaults otherwise */
  usageLimits?: Partial<UsageLimits>;
  /** e.g. no conversion workers (workers: 0); the defaults otherwise */
  video?: Partial<VideoSettings>;
  /** SGF sources and stream limits over DEFAULT_BROADCAST_SETTINGS (LOCAL_SGF_SOURCES: the local file server) */
  broadcasts?: Partial<BroadcastSettings>;
}

export interface TestApp {
  db: TestDatabase;
  /** temporary outbox and uploads directories, removed on close */
  accounts: AccountsConfig;
  app: NestExpressApplication;
  http: () => ReturnType<typeof request>;
  /** Writes test data in one transaction. */
  seed<T>(build: (em: EntityManager) => Promise<T> | T): Promise<T>;
  close(): Promise<void>;
}

/** The real application on a fresh real database, for one suite. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestAppOn(await createTestDatabase(), options);
}

/** The real application on a given test database, closing it with the app. */
export async function createTestAppOn<D extends TestDatabase>(
  db: D,
  options: TestAppOptions = {},
): Promise<TestApp & { db: D }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'go-test-data-'));
  const accounts: AccountsConfig = {
    passwordHashCost: options.passwordHashCost ?? TEST_PASSWORD_HASH_COST,
    publicUrl: TEST_ORIGIN,
    smtpUrl: options.smtpUrl ?? null,
    outboxDir: join(dataDir, 'outbox'),
    uploadsDir: join(dataDir, 'uploads'),
    trustedOrigins: [],
    redisUrl: options.redisUrl ?? null,
    broadcastPollMs: options.broadcastPollMs,
    donate: options.donate,
    playSocket: { ...DEFAULT_PLAY_SOCKET_SETTINGS, ...options.playSocket },
    bots: { ...DEFAULT_BOTS_SETTINGS, ...options.bots },
    ...(options.usageLimits && {
      usageLimits: { ...DEFAULT_USAGE_LIMITS, ...options.usageLimits },
    }),
    ...(options.video && { video: { ...DEFAULT_VIDEO_SETTINGS, ...options.video } }),
    broadcasts: { ...DEFAULT_BROADCAST_SETTINGS, ...options.broadcasts },
  };
  const app = await createApp(db.orm, { logger: false, accounts });
  await app.init();
  return {
    db,
    accounts,
    app,
    http: () => request(app.getHttpServer()),
    seed: (build) =>
      db.orm.em.fork().transactional(async (em) => {
        const result = await build(em);
        await em.flush();
        // The rating recompute copies the standings' starting ratings onto the games; seeds
        // write standings directly, so the copy is made here.
        await em
          .getConnection()
          .execute(
            `${STARTING_RATINGS_SQL} where tournament_id is not null`,
            [],
            'run',
            em.getTransactionContext(),
          );
        return result;
      }),
    close: async () => {
      await app.close();
      if (!options.keepDatabase) await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
