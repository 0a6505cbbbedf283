import { createServer, type Server, type ServerResponse } from 'node:http';
import type { LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSgfText, SGF_FETCH_ERRORS, SgfFetchError, type SgfFetchOptions } from './sgf-fetch';
import { SgfAddressPolicy } from './sgf-address-policy';

const ANY_PORT = [{ from: 1, to: 65535 }];
/** The test's servers are on loopback: this policy lets the poller reach 127.0.0.1 only. */
const LOCAL = new SgfAddressPolicy({ sgfAllowedNetworks: ['127.0.0.1/32'], sgfPorts: ANY_PORT });
/** The defaults but for the port: public addresses only. */
const PUBLIC = new SgfAddressPolicy({ sgfAllowedNetworks: [], sgfPorts: ANY_PORT });
/** time enough for a loaded machine; the tests of a silent server give it less */
const LIMITS = { timeoutMs: 10_000, maxBytes: 1000 };

interface Served {
  server: Server;
  port: number;
  requests: string[];
}

async function serve(
  host: string,
  routes: () => Record<string, (res: ServerResponse) => void>,
): Promise<Served> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const route = routes()[req.url ?? ''];
    if (route) return route(res);
    res.statusCode = 404;
    res.end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, port: (server.address() as AddressInfo).port, requests };
}

async function stop({ server }: Served): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

function redirect(location: string, status = 302): (res: ServerResponse) => void {
  return (res) => {
    res.statusCode = status;
    res.setHeader('location', location);
    res.end();
  };
}

/** A resolver (as DNS would answer) giving these addresses for every name. */
const resolvingTo =
  (...addresses: string[]): SgfFetchOptions['resolve'] =>
  () =>
    Promise.resolve(
      addresses.map((address): LookupAddress => ({
        address,
        family: address.includes(':') ? 6 : 4,
      })),
    );

describe('fetchSgfText', () => {
  /** the relay's server, on 127.0.0.1 */
  let relay: Served;
  /** an internal server on another loopback address, which nothing may reach */
  let internal: Served;
  let base: string;

  beforeAll(async () => {
    internal = await serve('127.0.0.2', () => ({
      '/secret.sgf': (res) => res.end('(;C[secret])'),
    }));
    const secret = `http://127.0.0.2:${internal.port}/secret.sgf`;
    relay = await serve('127.0.0.1', () => ({
      '/game.sgf': (res) => res.end('(;SZ[9];B[ee])'),
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
      '/moved.sgf': redirect('/game.sgf', 301),
      '/moved-twice.sgf': redirect(`${base}/moved.sgf`, 307),
      '/to-loopback.sgf': redirect(secret),
      '/to-hex-loopback.sgf': redirect(`http://0x7f000002:${internal.port}/secret.sgf`),
      '/to-file.sgf': redirect('file:///etc/passwd'),
      '/loop.sgf': redirect('/loop.sgf'),
    }));
    base = `http://127.0.0.1:${relay.port}`;
  });

  afterAll(async () => {
    await Promise.all([relay, internal].filter(Boolean).map(stop));
  });

  const fetchWith = (address: string, options: Partial<SgfFetchOptions> = {}) =>
    fetchSgfText(address, { ...LIMITS, policy: LOCAL, ...options });
  /** A failed fetch's public message and its reason for the log. */
  const failureOf = async (
    fetching: Promise<string>,
  ): Promise<{ message: string; detail: string }> => {
    const error = await fetching.then(
      () => null,
      (failure: unknown) => failure,
    );
    if (!(error instanceof SgfFetchError)) throw new Error(`not refused: ${String(error)}`);
    return { message: error.message, detail: error.detail };
  };
  const messageOf = async (fetching: Promise<string>) => (await failureOf(fetching)).message;
  const detailOf = async (fetching: Promise<string>) => (await failureOf(fetching)).detail;

  it('reads the text', async () => {
    await expect(fetchWith(`${base}/game.sgf`)).resolves.toBe('(;SZ[9];B[ee])');
    await expect(fetchWith(`${base}/exact.sgf`)).resolves.toHaveLength(1000);
  });

  it.each([
    ['/missing.sgf', SGF_FETCH_ERRORS.status(404)],
    ['/declared-large.sgf', SGF_FETCH_ERRORS.tooLarge(1000)],
    ['/streamed-large.sgf', SGF_FETCH_ERRORS.tooLarge(1000)],
  ])('refuses %s', async (path, message) => {
    expect(await messageOf(fetchWith(`${base}${path}`))).toBe(message);
  });

  it('says 1 MB for the real limit', () => {
    expect(SGF_FETCH_ERRORS.tooLarge(1024 * 1024)).toBe('The SGF file is larger than 1 MB');
  });

  it('refuses loopback however it is written, connecting to nothing; the reason is only for the log', async () => {
    const port = relay.port;
    const before = relay.requests.length;
    const addresses = [
      `http://127.0.0.1:${port}/game.sgf`,
      `http://localhost:${port}/game.sgf`,
      `http://localhost.:${port}/game.sgf`,
      `http://127.1:${port}/game.sgf`,
      `http://0x7f000001:${port}/game.sgf`,
      `http://2130706433:${port}/game.sgf`,
      `http://0177.0.0.1:${port}/game.sgf`,
      `http://[::ffff:127.0.0.1]:${port}/game.sgf`,
      `http://0.0.0.0:${port}/game.sgf`,
    ];
    for (const address of addresses) {
      const { message, detail } = await failureOf(fetchWith(address, { policy: PUBLIC }));
      expect(message, address).toBe(SGF_FETCH_ERRORS.unreachable);
      expect(detail, address).toMatch(/is not a public address|names this machine/);
    }
    expect(relay.requests.length).toBe(before);
  });

  it('checks the addresses a name resolves to, and connects only to those it checked', async () => {
    const before = relay.requests.length;
    const address = `http://relay.example.org:${relay.port}/game.sgf`;
    for (const resolve of [resolvingTo('127.0.0.1'), resolvingTo('93.184.216.34', '127.0.0.1')]) {
      const fetching = fetchWith(address, { policy: PUBLIC, resolve });
      expect(await messageOf(fetching)).toBe(SGF_FETCH_ERRORS.unreachable);
    }
    expect(
      await detailOf(fetchWith(address, { policy: PUBLIC, resolve: resolvingTo('::1') })),
    ).toBe('relay.example.org: ::1 is not a public address');
    expect(relay.requests.length).toBe(before);
    // where loopback is allowed, the name leads to the address the resolver gave
    await expect(fetchWith(address, { resolve: resolvingTo('127.0.0.1') })).resolves.toBe(
      '(;SZ[9];B[ee])',
    );
  });

  it('follows redirects, checking every hop', async () => {
    await expect(fetchWith(`${base}/moved.sgf`)).resolves.toBe('(;SZ[9];B[ee])');
    await expect(fetchWith(`${base}/moved-twice.sgf`)).resolves.toBe('(;SZ[9];B[ee])');
    for (const path of ['/to-loopback.sgf', '/to-hex-loopback.sgf', '/to-file.sgf', '/loop.sgf']) {
      expect(await messageOf(fetchWith(`${base}${path}`)), path).toBe(SGF_FETCH_ERRORS.unreachable);
    }
    expect(await detailOf(fetchWith(`${base}/to-loopback.sgf`))).toBe(
      '127.0.0.2 is not a public address',
    );
    expect(await detailOf(fetchWith(`${base}/loop.sgf`))).toBe('more than 5 redirects');
    expect(internal.requests).toEqual([]);
  });

  it('allows only ports 80 and 443 unless the settings add more', async () => {
    const before = relay.requests.length;
    const usualPorts = new SgfAddressPolicy({
      sgfAllowedNetworks: ['127.0.0.1/32'],
      sgfPorts: [],
    });
    const fetching = fetchWith(`${base}/game.sgf`, { policy: usualPorts });
    expect(await detailOf(fetching)).toBe(`port ${relay.port} is not allowed`);
    expect(relay.requests.length).toBe(before);
  });

  it('says the same of an address that cannot be reached, and why only to the log', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const address = `http://127.0.0.1:${port}/game.sgf`;
    expect(await failureOf(fetchWith(address))).toEqual({
      message: SGF_FETCH_ERRORS.unreachable,
      detail: 'ECONNREFUSED',
    });
    expect(await failureOf(fetchWith(`${base}/silent.sgf`, { timeoutMs: 300 }))).toEqual({
      message: SGF_FETCH_ERRORS.unreachable,
      detail: 'no answer within 0.3 s',
    });
  });

  it('stops when told to', async () => {
    const stopping = new AbortController();
    const fetching = fetchWith(`${base}/silent.sgf`, { timeoutMs: 60_000, stop: stopping.signal });
    stopping.abort();
    await expect(fetching).rejects.toThrow(SgfFetchError);
  });
});
