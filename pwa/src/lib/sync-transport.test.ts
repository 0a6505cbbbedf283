import ky, { HTTPError } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { isSyncOfflineError } from '@sync/engine/offline-error';
import { SYNC_PAGE_DEFAULT, type SyncPage, type SyncLocation } from '@sync/protocol';
import { createHttpSyncTransport } from './sync-transport';

const page: SyncPage<SyncLocation> = {
  items: [],
  deleted: [4],
  next: 9,
  hasMore: false,
  remaining: 0,
  schema: 1,
};

function clientWith(fetch: (input: Request) => Promise<Response>) {
  const fetchMock = vi.fn(fetch);
  const client = ky.create({
    prefixUrl: 'http://api.test/api/v1',
    retry: 0,
    fetch: (input) => fetchMock(input as Request),
  });
  return { client, fetchMock };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('createHttpSyncTransport', () => {
  it('GETs sync/{collection} with since and limit (SYNC_PAGE_DEFAULT by default)', async () => {
    const { client, fetchMock } = clientWith(() => json(page));
    const transport = createHttpSyncTransport(client, () => true);

    expect(await transport.fetchPage('locations', 7)).toEqual(page);
    await transport.fetchPage('players', 0, 100);

    const urls = fetchMock.mock.calls.map(([request]) => request.url);
    expect(urls).toEqual([
      `http://api.test/api/v1/sync/locations?since=7&limit=${SYNC_PAGE_DEFAULT}`,
      'http://api.test/api/v1/sync/players?since=0&limit=100',
    ]);
    expect(fetchMock.mock.calls[0][0].method).toBe('GET');
  });

  it('is offline without asking the network when the browser says so', async () => {
    const { client, fetchMock } = clientWith(() => json(page));
    const transport = createHttpSyncTransport(client, () => false);

    const error: unknown = await transport.fetchPage('players', 0).catch((e: unknown) => e);

    expect(isSyncOfflineError(error)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a failed fetch (TypeError) into the offline error', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const transport = createHttpSyncTransport(client, () => true);

    const error: unknown = await transport.fetchPage('players', 0).catch((e: unknown) => e);

    expect(isSyncOfflineError(error)).toBe(true);
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('passes server errors through as they are', async () => {
    const { client } = clientWith(() => json({ statusCode: 500, message: 'boom' }, 500));
    const transport = createHttpSyncTransport(client, () => true);

    const error: unknown = await transport.fetchPage('players', 0).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HTTPError);
    expect(isSyncOfflineError(error)).toBe(false);
  });

  it('lets an abort through rather than calling it offline', async () => {
    const controller = new AbortController();
    const { client } = clientWith(() => {
      controller.abort();
      return Promise.reject(new TypeError('aborted'));
    });
    const transport = createHttpSyncTransport(client, () => true);

    const error: unknown = await transport
      .fetchPage('players', 0, 10, controller.signal)
      .catch((e: unknown) => e);

    expect(isSyncOfflineError(error)).toBe(false);
  });
});
