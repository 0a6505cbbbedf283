import { resolve } from 'node:path';

export type DatabaseConfig = { kind: 'sqlite'; path: string } | { kind: 'postgresql'; url: string };

export interface AppConfig {
  port: number;
  database: DatabaseConfig;
  seedDemo: boolean;
  /** Directory of the built PWA served at /, when present. */
  pwaDir: string;
}

export class ConfigError extends Error {}

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

/** Reads and validates the environment once, at boot. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  return {
    port: parsePort(env.PORT),
    database: parseDatabaseUrl(env.DATABASE_URL || DEFAULT_DATABASE_URL, cwd),
    seedDemo: parseBoolean('SEED_DEMO', env.SEED_DEMO, true),
    pwaDir: resolve(cwd, env.PWA_DIR || 'dist/pwa'),
  };
}
