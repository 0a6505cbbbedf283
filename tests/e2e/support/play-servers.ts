import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testPasswordHash } from '@tests/support/password-hash-cost';
import { Client } from 'pg';
import { accountKey } from '@domain/account';
import { SESSION_COOKIE } from '@sync/contract/account';
import type { ChallengeSettings } from '@sync/contract/play';
import { User } from '@api/accounts/entities/user.entity';
import { parseDatabaseUrl } from '@api/common/config/app-config';
import { openDatabase } from '@api/database/open-database';
import { startApiServer, type ApiServer } from './api-server';
import { pwaDir, serverDir } from './base-url';
import { freePort } from './free-port';
import { SLOW_9X9 } from './challenge-settings';

export { SLOW_9X9 };

const ROOT = resolve(import.meta.dirname, '../../..');
export const POSTGRES_URL =
  process.env.PLAY_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.PLAY_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'correct horse battery';

/** A database of the test's own for servers it starts itself: SQLite file or PostgreSQL. */
export interface OwnDatabase {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

export async function ownSqlite(): Promise<OwnDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'go-play-'));
  return {
    url: `sqlite:${join(dataDir, 'play.sqlite')}`,
    dataDir,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export async function ownPostgres(): Promise<OwnDatabase> {
  const name = `go_play_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'go-play-'));
  return {
    url: url.toString(),
    dataDir,
    drop: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A real API process of the e2e build on the database, without demo data. */
export async function startPlayServer(
  db: OwnDatabase,
  env: Record<string, string> = {},
  port?: number,
): Promise<ApiServer & { port: number }> {
  const chosen = port ?? (await freePort());
  const server = await startApiServer(
    ROOT,
    chosen,
    db.url,
    { pwaDir: pwaDir(), serverDir: serverDir() },
    db.dataDir,
    { SEED_DEMO: 'false', ...env },
  );
  return { ...server, port: chosen };
}

/** Active accounts written into the database (after a server migrated it). */
export async function createAccounts(db: OwnDatabase, usernames: string[]): Promise<void> {
  const orm = await openDatabase(parseDatabaseUrl(db.url));
  try {
    const passwordHash = await testPasswordHash(PASSWORD);
    await orm.em.fork().transactional((em) => {
      const now = new Date();
      for (const username of usernames) {
        em.create(User, {
          username,
          usernameKey: accountKey(username),
          email: `${username}@example.org`,
          emailKey: accountKey(`${username}@example.org`),
          passwordHash,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        });
      }
    });
  } finally {
    await orm.close(true);
  }
}

/** A session cookie from POST /login on the server. */
export async function signIn(baseUrl: string, login: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ login, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${login}: ${response.status}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('No session cookie');
  return cookie.split(';')[0];
}

/** JSON over HTTP with a session cookie, as the PWA sends it. */
export async function call<T>(
  baseUrl: string,
  cookie: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Origin: baseUrl,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A game between two signed-in accounts through the lobby: created on one, accepted on one. */
export async function playThroughLobby(
  creator: { baseUrl: string; cookie: string },
  accepter: { baseUrl: string; cookie: string },
  settings: ChallengeSettings = SLOW_9X9,
): Promise<number> {
  const created = await call<{ id: number }>(
    creator.baseUrl,
    creator.cookie,
    'POST',
    'challenge',
    settings,
  );
  if (created.status !== 201) throw new Error(`POST /challenge: ${created.status}`);
  const accepted = await call<{ gameId: number }>(
    accepter.baseUrl,
    accepter.cookie,
    'POST',
    `challenge/${created.body.id}`,
  );
  if (accepted.status !== 201) throw new Error(`accept: ${accepted.status}`);
  return accepted.body.gameId;
}
