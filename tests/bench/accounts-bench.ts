import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import { parseDatabaseUrl } from '@api/common/config/app-config';
import { openDatabase } from '@api/database/open-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, writeDemoAccounts } from '@api/demo/demo-accounts';
import { SESSION_COOKIE } from '@sync/contract/account';
import { startServer, stopServer } from './child-server';

type Results = Record<string, number | string>;

const HASHES = 10;
/** Sign-ins at once: argon2 runs in libuv's pool of 4 threads on 2 cores. */
const LOGIN_CONNECTIONS = 4;

/**
 * The cost of accounts: one argon2id hash, a sign-in (POST /login: an argon2id check and a new
 * server-side session), and GET /user (the session looked up on every request). Runs on a fresh
 * small database of its own holding the demo accounts.
 */
export async function measureAccounts(
  results: Results,
  path: string,
  port: number,
  seconds: number,
): Promise<void> {
  results['accounts.argon2id_hash_ms'] = await medianHashMs();
  console.log(`  argon2id hash: median ${results['accounts.argon2id_hash_ms']} ms`);

  rmSync(dirname(path), { recursive: true, force: true });
  const orm = await openDatabase(parseDatabaseUrl(`sqlite:${path}`));
  await writeDemoAccounts(orm.em.fork());
  await orm.close();

  const api = await startServer('serve-api', [path, String(port)]);
  const origin = `http://127.0.0.1:${port}`;
  try {
    const login = loginRequest(origin);
    const alone = await autocannon({ ...login, duration: seconds, connections: 1 });
    const loaded = await autocannon({
      ...login,
      duration: seconds,
      connections: LOGIN_CONNECTIONS,
    });
    assertAllSucceeded('POST /login', alone, loaded);
    results['accounts.login.p50_ms'] = alone.latency.p50;
    results['accounts.login.p99_ms'] = alone.latency.p99;
    results['accounts.login.per_s'] = round1(loaded.requests.average);
    results['accounts.login.loaded_p99_ms'] = loaded.latency.p99;
    console.log(
      `  POST /login: p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms alone; ` +
        `${results['accounts.login.per_s']} sign-ins/s with ${LOGIN_CONNECTIONS} at once`,
    );

    const user = { url: `${origin}/api/v1/user`, headers: { cookie: await sessionCookie(login) } };
    const userAlone = await autocannon({ ...user, duration: seconds, connections: 1 });
    const userLoaded = await autocannon({ ...user, duration: seconds, connections: 10 });
    assertAllSucceeded('GET /user', userAlone, userLoaded);
    results['accounts.current_user.p50_ms'] = userAlone.latency.p50;
    results['accounts.current_user.p99_ms'] = userAlone.latency.p99;
    results['accounts.current_user.rps'] = Math.round(userLoaded.requests.average);
    results['accounts.current_user.loaded_p99_ms'] = userLoaded.latency.p99;
    console.log(
      `  GET /user: p50 ${userAlone.latency.p50} ms, p99 ${userAlone.latency.p99} ms alone; ` +
        `${results['accounts.current_user.rps']} req/s with 10 connections`,
    );
  } finally {
    await stopServer(api);
  }
}

async function medianHashMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < HASHES; i++) {
    const start = performance.now();
    await argon2.hash(`bench password ${i}`, { type: argon2.argon2id });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return round1(times[Math.floor(HASHES / 2)]);
}

function loginRequest(origin: string) {
  return {
    url: `${origin}/api/v1/login`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ login: DEMO_ACCOUNTS[1].username, password: DEMO_PASSWORD }),
  };
}

async function sessionCookie(login: ReturnType<typeof loginRequest>): Promise<string> {
  const response = await fetch(login.url, login);
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (!response.ok || !cookie) throw new Error(`sign-in for the bench failed: ${response.status}`);
  return cookie.split(';')[0];
}

/** A refused request (a rate limit, a lost session) would make the numbers meaningless. */
function assertAllSucceeded(name: string, ...runs: autocannon.Result[]): void {
  const failed = runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
  if (failed > 0) throw new Error(`${name}: ${failed} requests failed during the bench`);
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
