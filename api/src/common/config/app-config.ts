import { join, resolve } from 'node:path';
import type { AccountsConfig } from './accounts-config';
import { ConfigError, parseWhole } from './config-values';
import { parseBotsSettings } from './bots-config';
import { parseBroadcastSettings } from './broadcast-config';
import type { DonateSettings } from './donate-config';
import { parsePasswordHashCost } from './password-hash-config';
import { parsePlaySocket } from './play-socket-config';
import { parseSgfSettings } from './sgf-config';
import { parseUsageLimits } from './usage-limits-config';
import { DEFAULT_VIDEO_SETTINGS, type VideoSettings } from './video-config';

export { ConfigError };

export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgresql'; url: string };

export interface AppConfig {
  port: number;
  database: DatabaseConfig;
  seedDemo: boolean;
  /** Directory of the built PWA served at /, when present. */
  pwaDir: string;
  accounts: AccountsConfig;
  /**
   * Express' 'trust proxy' (TRUST_PROXY: false by default, or a hop count): behind a reverse
   * proxy, client IPs (rate limits) and https (Secure cookies) come from X-Forwarded-* headers.
   */
  trustProxy: number | false;
}

const DEFAULT_DATABASE_URL = 'sqlite:data/go.sqlite';

export function parseDatabaseUrl(url: string, cwd = process.cwd()): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!path) throw new ConfigError('DATABASE_URL=sqlite:<path> needs a path');
    return { kind: 'sqlite', path: path === ':memory:' ? path : resolve(cwd, path) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgresql', url };
  throw new ConfigError(`DATABASE_URL must start with sqlite: or postgres://, got '${url}'`);
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(true|1|yes)$/i.test(value)) return true;
  if (/^(false|0|no)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got '${value}'`);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer 0..65535, got '${value}'`);
  }
  return port;
}

function parseOrigin(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got '${value}'`);
  }
}

function parseAccounts(env: NodeJS.ProcessEnv, cwd: string, port: number): AccountsConfig {
  const dataDir = resolve(cwd, env.DATA_DIR || 'data');
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://`);
  }
  const redisUrl = env.REDIS_URL || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError(`REDIS_URL must start with redis:// or rediss://`);
  }
  return {
    publicUrl: parseOrigin('PUBLIC_URL', env.PUBLIC_URL || `http://localhost:${port}`),
    smtpUrl,
    outboxDir: join(dataDir, 'outbox'),
    uploadsDir: join(dataDir, 'uploads'),
    trustedOrigins: (env.TRUSTED_ORIGINS || '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => parseOrigin('TRUSTED_ORIGINS', origin)),
    redisUrl,
    passwordHashConcurrency: parseCount('PASSWORD_HASH_CONCURRENCY', env.PASSWORD_HASH_CONCURRENCY),
    passwordHashCost: parsePasswordHashCost(env),
    donate: parseDonate(env),
    broadcastPollMs: parsePollMs(env.BROADCAST_POLL_MS),
    broadcasts: parseBroadcastSettings(env),
    video: parseVideo(env),
    playSocket: parsePlaySocket(env),
    bots: parseBotsSettings(env),
    sgf: parseSgfSettings(env),
    usageLimits: parseUsageLimits(env),
  };
}

function parseVideo(env: NodeJS.ProcessEnv): VideoSettings {
  const defaults = DEFAULT_VIDEO_SETTINGS;
  return {
    maxBytes:
      parseWhole('VIDEO_MAX_BYTES', env.VIDEO_MAX_BYTES, 1, Number.MAX_SAFE_INTEGER) ??
      defaults.maxBytes,
    workers: parseWhole('VIDEO_WORKERS', env.VIDEO_WORKERS, 0, 64) ?? defaults.workers,
    staleMs: parseWhole('VIDEO_STALE_MS', env.VIDEO_STALE_MS, 200, 86_400_000) ?? defaults.staleMs,
  };
}

/** T-Bank's terminal: a password without its terminal key could check nothing, so it is refused. */
function parseDonate(env: NodeJS.ProcessEnv): DonateSettings {
  const terminalKey = env.TBANK_TERMINAL_KEY?.trim() || null;
  const password = env.TBANK_PASSWORD || null;
  const widgetUrl = env.TBANK_WIDGET_URL?.trim() || null;
  if (terminalKey !== null && /\s/.test(terminalKey)) {
    throw new ConfigError('TBANK_TERMINAL_KEY must not contain spaces');
  }
  if (password !== null && terminalKey === null) {
    throw new ConfigError('TBANK_PASSWORD is set but TBANK_TERMINAL_KEY is not');
  }
  if (widgetUrl !== null && !isHttpUrl(widgetUrl)) {
    throw new ConfigError(`TBANK_WIDGET_URL must be an http(s) URL, got '${widgetUrl}'`);
  }
  return { terminalKey, password, widgetUrl };
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

function parseCount(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[1-9]\d{0,3}$/.test(value)) {
    throw new ConfigError(`${name} must be a whole number from 1 to 9999, got '${value}'`);
  }
  return Number(value);
}

/** ms between polls of a broadcast board's SGF address: 10 ms to an hour, unset by default. */
function parsePollMs(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms < 10 || ms > 3_600_000) {
    throw new ConfigError(
      `BROADCAST_POLL_MS must be a whole number of ms from 10 to 3600000, got '${value}'`,
    );
  }
  return ms;
}

function parseTrustProxy(value: string | undefined): number | false {
  if (value === undefined || value === '' || /^(false|0|no)$/i.test(value)) return false;
  if (/^(true|yes)$/i.test(value)) return 1;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0) {
    throw new ConfigError(`TRUST_PROXY must be false, true or a number of proxies, got '${value}'`);
  }
  return hops;
}

/** Reads and validates the environment once, at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const port = parsePort(env.PORT);
  const database = parseDatabaseUrl(env.DATABASE_URL || DEFAULT_DATABASE_URL, cwd);
  return {
    port,
    database,
    // Demo data brings demo accounts with a published password: only embedded installs get it
    // unasked; a PostgreSQL (production) database needs SEED_DEMO=true.
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, database.kind === 'sqlite'),
    pwaDir: resolve(cwd, env.PWA_DIR || 'dist/pwa'),
    accounts: parseAccounts(env, cwd, port),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
