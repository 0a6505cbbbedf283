import argon2 from 'argon2';
import { Client } from 'pg';
import { accountKey } from '@domain/account';
import type { AcceptedChallenge, Challenge, ChallengeSettings } from '@sync/contract/play';
import { hashSecret } from '@api/accounts/auth/secret-token';
import { ApiToken } from '@api/accounts/entities/api-token.entity';
import { User } from '@api/accounts/entities/user.entity';
import { parseDatabaseUrl } from '@api/common/config/app-config';
import { openDatabase } from '@api/database/open-database';
import type { BenchGame } from './load-protocol';

/**
 * Set-up of the play bench (not measured): a fresh PostgreSQL database, the players' accounts
 * with API tokens, and the games, started through the API's own endpoints.
 */

/** Long enough that nobody flags during a run: 1 h main time, 5 x 60 s byoyomi. */
export const BENCH_SETTINGS: ChallengeSettings = {
  boardSize: 19,
  rules: 'chinese',
  timeControl: 'byoyomi',
  mainTime: 3600,
  bonusTime: 60,
  periods: 5,
  handicap: 0,
  colour: 'black',
  opponent: 'human',
  ranked: false,
};

const REQUESTS_AT_ONCE = 16;

/** Drops and creates database `name` on the server of `adminUrl`; returns its URL. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The PostgreSQL server's checkpoints so far (timed and requested: another database's creation
 * forces one), whose writes can hold commits back.
 */
export async function checkpointCount(adminUrl: string): Promise<number> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select checkpoints_timed + checkpoints_req as n from pg_stat_bgwriter',
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server processes serving connections to database `name` (same machine). */
export async function backendPids(adminUrl: string, name: string): Promise<number[]> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [name],
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * Migrates the database and writes `count` active accounts, each with an API token (what
 * POST /user/tokens makes), straight into it: thousands of argon2id sign-ups and sign-ins would
 * take minutes and measure nothing of play. One real argon2id hash serves every account.
 * Returns the tokens, account by account.
 */
export async function writeAccounts(databaseUrl: string, count: number): Promise<string[]> {
  const orm = await openDatabase(parseDatabaseUrl(databaseUrl));
  try {
    const em = orm.em.fork();
    const passwordHash = await argon2.hash('bench-password', { type: argon2.argon2id });
    const now = new Date();
    const users = Array.from({ length: count }, (_, index) => {
      const username = `bench${index + 1}`;
      return em.create(User, {
        username,
        usernameKey: accountKey(username),
        email: `${username}@example.org`,
        emailKey: accountKey(`${username}@example.org`),
        passwordHash,
        status: 'active',
        firstName: 'Bench',
        lastName: `Player ${index + 1}`,
        createdAt: now,
        updatedAt: now,
      });
    });
    await em.flush();
    const tokens = users.map((user) => `bench-play-token-${user.id}-${now.getTime()}`);
    users.forEach((user, index) =>
      em.create(ApiToken, {
        user,
        name: 'play bench',
        tokenHash: hashSecret(tokens[index]),
        createdAt: now,
      }),
    );
    await em.flush();
    return tokens;
  } finally {
    await orm.close(true);
  }
}

/**
 * Starts `count` games through the API: account 2i creates a challenge (POST /challenge, black),
 * account 2i+1 accepts it (POST /challenge/{id}). Returns each game with its players' socket
 * handshake headers.
 */
export async function startGames(
  origin: string,
  tokens: string[],
  count: number,
): Promise<BenchGame[]> {
  const games: BenchGame[] = new Array<BenchGame>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const black = tokens[2 * index];
      const white = tokens[2 * index + 1];
      const challenge = await post<Challenge>(`${origin}/api/v1/challenge`, black, BENCH_SETTINGS);
      const accepted = await post<AcceptedChallenge>(
        `${origin}/api/v1/challenge/${challenge.id}`,
        white,
        {},
      );
      games[index] = {
        gameId: accepted.gameId,
        black: socketHeaders(black),
        white: socketHeaders(white),
      };
    }
  };
  await Promise.all(Array.from({ length: REQUESTS_AT_ONCE }, worker));
  return games;
}

function socketHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

async function post<T>(url: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}
