import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Broadcast } from '@sync/contract/broadcasts';
import { BroadcastBoardRow } from '@api/broadcasts/broadcast.entities';
import { board, broadcastCalls, cookieOf } from './support/broadcast-api';
import { sgfRecord, startSgfFileServer, type SgfFileServer } from './support/sgf-file-server';
import { createTestApp, type TestApp } from './support/test-app';

const WAIT = { timeout: 10_000, interval: 25 };

/**
 * The poller itself refuses addresses that are not public, however they are written: boards
 * whose address was stored before creation checked it (an older version wrote them) are never
 * fetched, and their viewers see one text for every address that could not be read.
 */
describe('broadcast boards polled from addresses that are not public', () => {
  let t: TestApp;
  let files: SgfFileServer;

  beforeAll(async () => {
    // any port (the file server's is random), but no private network allowed: the defaults
    t = await createTestApp({
      broadcastPollMs: 50,
      broadcasts: { sgfPorts: [{ from: 1, to: 65535 }] },
    });
    files = await startSgfFileServer();
  });
  afterAll(async () => {
    await t?.close();
    await files?.close();
  });

  it('refuses loopback by name, by number and in hex, fetching nothing', async () => {
    files.serve('/internal.sgf', sgfRecord(19, ['aa', 'ss']));
    const hosts = [
      'localhost',
      'localhost.',
      '127.0.0.1',
      '127.1',
      '0x7f000001',
      '2130706433',
      '[::ffff:127.0.0.1]',
    ];
    const addresses = hosts.map((host) => `http://${host}:${files.port}/internal.sgf`);
    const calls = broadcastCalls(t, await cookieOf(t));
    const { id, boards } = await calls.created({ boards: addresses.map(() => board()) });
    await t.seed((em) =>
      Promise.all(
        boards.map((created, index) =>
          em.nativeUpdate(
            BroadcastBoardRow,
            { broadcastId: id, number: created.number },
            { sourceKind: 'sgf-url', sgfUrl: addresses[index] },
          ),
        ),
      ),
    );

    const polled = await vi.waitFor(async () => {
      const broadcast = (await t.http().get(`/api/v1/broadcasts/${id}`).expect(200))
        .body as Broadcast;
      for (const shown of broadcast.boards) {
        expect(shown.source).toEqual({
          kind: 'sgf-url',
          url: addresses[shown.number - 1],
          error: 'The address could not be reached',
        });
      }
      return broadcast;
    }, WAIT);
    expect(polled.boards.map((shown) => shown.moves)).toEqual(addresses.map(() => []));
    expect(files.requests('/internal.sgf')).toBe(0);
  });
});
