import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './app-config';

describe('loadConfig', () => {
  it('defaults to port 3000, SQLite at data/go.sqlite and demo data', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', path: '/srv/app/data/go.sqlite' });
    expect(config.seedDemo).toBe(true);
  });

  it('reads PostgreSQL URLs and SEED_DEMO=false', () => {
    const config = loadConfig(
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', SEED_DEMO: 'false', PORT: '8080' },
      '/srv/app',
    );
    expect(config.database).toEqual({
      kind: 'postgresql',
      url: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.port).toBe(8080);
  });

  it('rejects bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => parseDatabaseUrl('mysql://x')).toThrow(/DATABASE_URL/);
  });

  it('keeps absolute and in-memory SQLite paths', () => {
    expect(parseDatabaseUrl('sqlite:/tmp/x.sqlite')).toEqual({
      kind: 'sqlite',
      path: '/tmp/x.sqlite',
    });
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ kind: 'sqlite', path: ':memory:' });
  });
});
