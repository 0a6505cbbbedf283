import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDatabaseUrl } from './app-config';

describe('loadConfig', () => {
  it('defaults to port 3000, SQLite at data/go.sqlite and demo data', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', path: '/srv/app/data/go.sqlite' });
    expect(config.seedDemo).toBe(true);
  });

  it('seeds demo data by default only into the embedded SQLite database', () => {
    expect(loadConfig({}, '/srv/app').seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/go' }, '/srv/app').seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/go', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('derives the accounts settings: links, outbox and uploads under DATA_DIR, SMTP when set', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/var/go' }, '/srv/app');
    expect(config.accounts).toEqual({
      publicUrl: 'http://localhost:8080',
      smtpUrl: null,
      outboxDir: '/var/go/outbox',
      uploadsDir: '/var/go/uploads',
      trustedOrigins: [],
      redisUrl: null,
      passwordHashCost: { memoryKib: 65_536, passes: 3 },
      donate: { terminalKey: null, password: null, widgetUrl: null },
      video: { maxBytes: 2 * 1024 ** 3, workers: 1, staleMs: 60_000 },
      playSocket: {
        watchersPerGame: 1000,
        socketsPerIp: 100,
        messagesPerSecond: 20,
        maxBufferedBytes: 1024 * 1024,
        observerNames: 50,
      },
      bots: { gamesPerAccount: 3, queueHoldMs: 300_000 },
      sgf: { maxNodes: 20_000 },
      usageLimits: {
        clientLogPerIpHour: 60,
        clientLogMaxRows: 10_000,
        videoMaxSeconds: 4 * 3600,
        videoJobMaxMs: 4 * 3600_000,
        videoUploadsPerUser: 5,
        videoBytesPerUser: 10 * 1024 ** 3,
        libraryGamesPerUpload: 1000,
        libraryGamesPerUser: 10_000,
      },
      broadcasts: { sgfAllowedNetworks: [], sgfPorts: [], streamsPerIp: 100 },
    });
    const production = loadConfig({
      PUBLIC_URL: 'https://go.example.org/',
      SMTP_URL: 'smtp://mail.example.org:587',
      REDIS_URL: 'redis://cache.example.org:6379/2',
      TRUSTED_ORIGINS: 'https://m.example.org, https://app.example.org',
    });
    expect(production.accounts.publicUrl).toBe('https://go.example.org');
    expect(production.accounts.smtpUrl).toBe('smtp://mail.example.org:587');
    expect(production.accounts.redisUrl).toBe('redis://cache.example.org:6379/2');
    expect(production.accounts.trustedOrigins).toEqual([
      'https://m.example.org',
      'https://app.example.org',
    ]);
  });

  it('reads TRUST_PROXY as off, one proxy or a number of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
  });

  it('reads PASSWORD_HASH_CONCURRENCY as a count of at least 1, unset by default', () => {
    expect(loadConfig({}).accounts.passwordHashConcurrency).toBeUndefined();
    expect(loadConfig({ PASSWORD_HASH_CONCURRENCY: '2' }).accounts.passwordHashConcurrency).toBe(2);
    for (const value of ['0', '-1', '1.5', 'two', '1e3']) {
      expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: value })).toThrow(
        /PASSWORD_HASH_CONCURRENCY/,
      );
    }
  });

  it('reads BROADCAST_POLL_MS as ms from 10 to an hour, unset by default', () => {
    expect(loadConfig({}).accounts.broadcastPollMs).toBeUndefined();
    expect(loadConfig({ BROADCAST_POLL_MS: '2500' }).accounts.broadcastPollMs).toBe(2500);
    for (const value of ['9', '3600001', '-5', '1.5', 'soon']) {
      expect(() => loadConfig({ BROADCAST_POLL_MS: value })).toThrow(
        `BROADCAST_POLL_MS must be a whole number of ms from 10 to 3600000, got '${value}'`,
      );
    }
  });

  it('reads the SGF sources allowed beyond public addresses on ports 80 and 443, and SSE_STREAMS_PER_IP', () => {
    const broadcasts = loadConfig({
      BROADCAST_SGF_ALLOWED_NETWORKS: '192.168.1.0/24, 10.1.2.3,fd00::/8',
      BROADCAST_SGF_PORTS: '8080, 8000-8099',
      SSE_STREAMS_PER_IP: '20',
    }).accounts.broadcasts;
    expect(broadcasts).toEqual({
      sgfAllowedNetworks: ['192.168.1.0/24', '10.1.2.3/32', 'fd00::/8'],
      sgfPorts: [
        { from: 8080, to: 8080 },
        { from: 8000, to: 8099 },
      ],
      streamsPerIp: 20,
    });
    for (const value of ['192.168.1.0/33', 'lan', '10.0.0.0/8/1', '::1/129', '*']) {
      expect(() => loadConfig({ BROADCAST_SGF_ALLOWED_NETWORKS: value })).toThrow(
        `BROADCAST_SGF_ALLOWED_NETWORKS must list networks such as 192.168.1.0/24, got '${value}'`,
      );
    }
    for (const value of ['0', '65536', '90-80', 'http', '1e3', '*']) {
      expect(() => loadConfig({ BROADCAST_SGF_PORTS: value })).toThrow(/^BROADCAST_SGF_PORTS/);
    }
    for (const value of ['0', '-1', '1.5', 'many', '100001']) {
      expect(() => loadConfig({ SSE_STREAMS_PER_IP: value })).toThrow(
        `SSE_STREAMS_PER_IP must be a whole number from 1 to 100000, got '${value}'`,
      );
    }
  });

  it('reads VIDEO_MAX_BYTES, VIDEO_WORKERS and VIDEO_STALE_MS, refusing what is not a whole number in range', () => {
    const video = loadConfig({
      VIDEO_MAX_BYTES: '1048576',
      VIDEO_WORKERS: '0',
      VIDEO_STALE_MS: '4000',
    }).accounts.video;
    expect(video).toEqual({ maxBytes: 1_048_576, workers: 0, staleMs: 4000 });
    expect(() => loadConfig({ VIDEO_MAX_BYTES: '0' })).toThrow(/VIDEO_MAX_BYTES/);
    expect(() => loadConfig({ VIDEO_WORKERS: '65' })).toThrow(/VIDEO_WORKERS/);
    expect(() => loadConfig({ VIDEO_STALE_MS: 'soon' })).toThrow(/VIDEO_STALE_MS/);
  });

  it("reads the play socket's caps (PLAY_*), refusing what is not a whole number in range", () => {
    const playSocket = loadConfig({
      PLAY_WATCHERS_PER_GAME: '300',
      PLAY_SOCKETS_PER_IP: '8',
      PLAY_SOCKET_MESSAGES_PER_SECOND: '5',
      PLAY_SOCKET_MAX_BUFFERED_BYTES: '65536',
      PLAY_OBSERVER_NAMES: '0',
    }).accounts.playSocket;
    expect(playSocket).toEqual({
      watchersPerGame: 300,
      socketsPerIp: 8,
      messagesPerSecond: 5,
      maxBufferedBytes: 65_536,
      observerNames: 0,
    });
    expect(() => loadConfig({ PLAY_WATCHERS_PER_GAME: '0' })).toThrow(/PLAY_WATCHERS_PER_GAME/);
    expect(() => loadConfig({ PLAY_SOCKETS_PER_IP: '-1' })).toThrow(/PLAY_SOCKETS_PER_IP/);
    expect(() => loadConfig({ PLAY_SOCKET_MESSAGES_PER_SECOND: '2.5' })).toThrow(
      /PLAY_SOCKET_MESSAGES_PER_SECOND/,
    );
    expect(() => loadConfig({ PLAY_SOCKET_MAX_BUFFERED_BYTES: '1000' })).toThrow(
      /PLAY_SOCKET_MAX_BUFFERED_BYTES/,
    );
    expect(() => loadConfig({ PLAY_OBSERVER_NAMES: 'all' })).toThrow(/PLAY_OBSERVER_NAMES/);
  });

  it('reads BOT_GAMES_PER_ACCOUNT and BOT_QUEUE_HOLD_MS, refusing what is not a whole number in range', () => {
    const bots = loadConfig({ BOT_GAMES_PER_ACCOUNT: '1', BOT_QUEUE_HOLD_MS: '0' }).accounts.bots;
    expect(bots).toEqual({ gamesPerAccount: 1, queueHoldMs: 0 });
    for (const value of ['0', '1001', '2.5', 'many']) {
      expect(() => loadConfig({ BOT_GAMES_PER_ACCOUNT: value })).toThrow(
        `BOT_GAMES_PER_ACCOUNT must be a whole number from 1 to 1000, got '${value}'`,
      );
    }
    expect(() => loadConfig({ BOT_QUEUE_HOLD_MS: '86400001' })).toThrow(/BOT_QUEUE_HOLD_MS/);
    expect(() => loadConfig({ BOT_QUEUE_HOLD_MS: '-1' })).toThrow(ConfigError);
  });

  it('reads SGF_MAX_NODES as a whole number from 100 to 1000000, 20000 by default', () => {
    expect(loadConfig({}).accounts.sgf).toEqual({ maxNodes: 20_000 });
    expect(loadConfig({ SGF_MAX_NODES: '5000' }).accounts.sgf).toEqual({ maxNodes: 5000 });
    for (const value of ['99', '1000001', '-1', '1e4', 'many']) {
      expect(() => loadConfig({ SGF_MAX_NODES: value })).toThrow(
        `SGF_MAX_NODES must be a whole number from 100 to 1000000, got '${value}'`,
      );
    }
  });

  it('reads the usage limits (client reports, video queue, storage), refusing what is out of range', () => {
    const config = loadConfig({
      CLIENT_LOG_PER_IP_HOUR: '5',
      CLIENT_LOG_MAX_ROWS: '500',
      VIDEO_MAX_SECONDS: '600',
      VIDEO_JOB_MAX_MS: '90000',
      VIDEO_UPLOADS_PER_USER: '2',
      VIDEO_BYTES_PER_USER: '1048576',
      LIBRARY_GAMES_PER_UPLOAD: '50',
      LIBRARY_GAMES_PER_USER: '200',
    });
    expect(config.accounts.usageLimits).toEqual({
      clientLogPerIpHour: 5,
      clientLogMaxRows: 500,
      videoMaxSeconds: 600,
      videoJobMaxMs: 90_000,
      videoUploadsPerUser: 2,
      videoBytesPerUser: 1_048_576,
      libraryGamesPerUpload: 50,
      libraryGamesPerUser: 200,
    });
    expect(() => loadConfig({ CLIENT_LOG_PER_IP_HOUR: '0' })).toThrow(/CLIENT_LOG_PER_IP_HOUR/);
    expect(() => loadConfig({ CLIENT_LOG_MAX_ROWS: '99' })).toThrow(/CLIENT_LOG_MAX_ROWS/);
    expect(() => loadConfig({ VIDEO_MAX_SECONDS: '4h' })).toThrow(/VIDEO_MAX_SECONDS/);
    expect(() => loadConfig({ VIDEO_JOB_MAX_MS: '999' })).toThrow(/VIDEO_JOB_MAX_MS/);
    expect(() => loadConfig({ VIDEO_UPLOADS_PER_USER: '-1' })).toThrow(/VIDEO_UPLOADS_PER_USER/);
    expect(() => loadConfig({ VIDEO_BYTES_PER_USER: '1.5' })).toThrow(/VIDEO_BYTES_PER_USER/);
    expect(() => loadConfig({ LIBRARY_GAMES_PER_UPLOAD: '20001' })).toThrow(
      /LIBRARY_GAMES_PER_UPLOAD/,
    );
    expect(() => loadConfig({ LIBRARY_GAMES_PER_USER: '0' })).toThrow(/LIBRARY_GAMES_PER_USER/);
  });

  it('refuses a PUBLIC_URL, TRUSTED_ORIGINS, SMTP_URL or REDIS_URL that is not one', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'go.example.org' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'ftp://x' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ REDIS_URL: 'cache.example.org:6379' })).toThrow(/REDIS_URL/);
  });

  it('reads the T-Bank settings, each null when unset', () => {
    const config = loadConfig({
      TBANK_TERMINAL_KEY: ' 1700000000DEMO ',
      TBANK_PASSWORD: 'secret password',
      TBANK_WIDGET_URL: 'https://securepay.tinkoff.ru/html/payForm/js/tinkoff_v2.js',
    });
    expect(config.accounts.donate).toEqual({
      terminalKey: '1700000000DEMO',
      password: 'secret password',
      widgetUrl: 'https://securepay.tinkoff.ru/html/payForm/js/tinkoff_v2.js',
    });
    expect(loadConfig({ TBANK_TERMINAL_KEY: 'T1' }).accounts.donate).toEqual({
      terminalKey: 'T1',
      password: null,
      widgetUrl: null,
    });
  });

  it('refuses a T-Bank widget URL that is not one, a password without its terminal key', () => {
    expect(() => loadConfig({ TBANK_WIDGET_URL: 'securepay.tinkoff.ru/x.js' })).toThrow(
      /TBANK_WIDGET_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ TBANK_WIDGET_URL: 'ftp://x/y.js' })).toThrow(/TBANK_WIDGET_URL/);
    expect(() => loadConfig({ TBANK_PASSWORD: 'secret' })).toThrow(
      'TBANK_PASSWORD is set but TBANK_TERMINAL_KEY is not',
    );
    expect(() => loadConfig({ TBANK_TERMINAL_KEY: 'T 1' })).toThrow(/TBANK_TERMINAL_KEY/);
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
