import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSgfText, SGF_FETCH_ERRORS, SgfFetchError } from './sgf-fetch';

const LIMITS = { timeoutMs: 300, maxBytes: 1000 };

/** Answers each path its own way: a record, a 404, a large body, or nothing at all. */
const ROUTES: Record<string, (res: ServerResponse) => void> = {
  '/game.sgf': (res) => res.end('(;SZ[9];B[ee])'),
  '/missing.sgf': (res) => {
    res.statusCode = 404;
    res.end('Not found');
  },
  '/declared-large.sgf': (res) => {
    res.setHeader('content-length', '1001');
    res.end('x'.repeat(1001));
  },
  '/streamed-large.sgf': (res) => {
    res.write('x'.repeat(600));
    res.end('x'.repeat(600));
  },
  '/exact.sgf': (res) => res.end('x'.repeat(1000)),
  '/silent.sgf': () => undefined,
};

describe('fetchSgfText', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => (ROUTES[req.url ?? ''] ?? ROUTES['/missing.sgf'])(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads the text', async () => {
    await expect(fetchSgfText(`${base}/game.sgf`, LIMITS)).resolves.toBe('(;SZ[9];B[ee])');
    await expect(fetchSgfText(`${base}/exact.sgf`, LIMITS)).resolves.toHaveLength(1000);
  });

  it.each([
    ['/missing.sgf', SGF_FETCH_ERRORS.status(404)],
    ['/declared-large.sgf', SGF_FETCH_ERRORS.tooLarge(1000)],
    ['/streamed-large.sgf', SGF_FETCH_ERRORS.tooLarge(1000)],
    ['/silent.sgf', SGF_FETCH_ERRORS.timeout(300)],
  ])('refuses %s', async (path, message) => {
    await expect(fetchSgfText(`${base}${path}`, LIMITS)).rejects.toThrow(
      new SgfFetchError(message),
    );
  });

  it('says 1 MB and 10 s for the real limits', () => {
    expect(SGF_FETCH_ERRORS.tooLarge(1024 * 1024)).toBe('The SGF file is larger than 1 MB');
    expect(SGF_FETCH_ERRORS.timeout(10_000)).toBe('The address did not answer within 10 s');
  });

  it('refuses addresses other than http(s), and says why one cannot be reached', async () => {
    for (const address of ['ftp://127.0.0.1/game.sgf', 'file:///etc/passwd', 'not a url']) {
      await expect(fetchSgfText(address, LIMITS)).rejects.toThrow(
        new SgfFetchError(SGF_FETCH_ERRORS.notHttp),
      );
    }
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetchSgfText(`http://127.0.0.1:${port}/game.sgf`, LIMITS)).rejects.toThrow(
      new SgfFetchError(SGF_FETCH_ERRORS.unreachable('ECONNREFUSED')),
    );
  });

  it('stops when told to', async () => {
    const stop = new AbortController();
    const fetching = fetchSgfText(`${base}/silent.sgf`, {
      ...LIMITS,
      timeoutMs: 60_000,
      stop: stop.signal,
    });
    stop.abort();
    await expect(fetching).rejects.toThrow(SgfFetchError);
  });
});
