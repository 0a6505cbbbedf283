import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { broadcasterCookie, createBroadcast, openViewer } from './support/broadcast-viewers';
import { TOO_MANY_STREAMS } from './support/expected-errors';
import { baseUrlOf, LobbyStream } from './support/lobby-stream';
import { createTestApp, type TestApp } from './support/test-app';

const STREAMS_PER_IP = 3;
const fromIp = (ip: string) => ({ 'X-Forwarded-For': ip });

/** SSE_STREAMS_PER_IP: the broadcasts' and the lobby's streams open at once from one address. */
describe('live streams per client address', () => {
  let t: TestApp;
  let baseUrl: string;
  let broadcastPath: string;
  let broadcastId: number;
  const open: LobbyStream[] = [];

  const lobby = async (ip: string) => {
    const stream = await LobbyStream.open(baseUrl, { headers: fromIp(ip) });
    open.push(stream);
    return stream;
  };
  const viewer = async (ip: string, id = broadcastId) => {
    const stream = await openViewer(baseUrl, id, fromIp(ip));
    open.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await createTestApp({ broadcasts: { streamsPerIp: STREAMS_PER_IP } });
    // clients name their address in X-Forwarded-For, as the reverse proxy would (TRUST_PROXY)
    t.app.set('trust proxy', 'loopback');
    baseUrl = await baseUrlOf(t.app);
    const cookie = await broadcasterCookie(t.app, t.db.orm, 'limits-broadcaster');
    broadcastId = (await createBroadcast(t.app, cookie)).id;
    broadcastPath = `/api/v1/broadcasts/${broadcastId}/stream`;
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t?.close();
  });

  it('refuses a stream beyond the limit from one address, broadcasts and lobby together: 429 with the text', async () => {
    const held = [await viewer('10.0.3.1'), await viewer('10.0.3.1'), await lobby('10.0.3.1')];
    expect(held.map((stream) => stream.response.statusCode)).toEqual([200, 200, 200]);
    for (const path of [broadcastPath, '/api/v1/challenge/stream']) {
      const refused = await t.http().get(path).set(fromIp('10.0.3.1')).expect(429);
      expect(refused.body).toEqual(TOO_MANY_STREAMS);
      expect(refused.headers['retry-after']).toBe('30');
    }
    // other addresses are not held back
    expect((await viewer('10.0.3.2')).response.statusCode).toBe(200);
    expect((await lobby('10.0.3.2')).response.statusCode).toBe(200);

    // a stream closed makes room for another
    held[0].close();
    const reopened = await vi.waitFor(
      async () => {
        const stream = await lobby('10.0.3.1');
        if (stream.response.statusCode !== 200) stream.close();
        expect(stream.response.statusCode).toBe(200);
        return stream;
      },
      { timeout: 5000, interval: 20 },
    );
    expect(reopened.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
  });

  it('counts a refused or failed stream for nothing', async () => {
    for (let attempt = 0; attempt < STREAMS_PER_IP + 2; attempt++) {
      await t.http().get('/api/v1/broadcasts/999999/stream').set(fromIp('10.0.3.3')).expect(404);
    }
    const streams = [];
    for (let stream = 0; stream < STREAMS_PER_IP; stream++) streams.push(await viewer('10.0.3.3'));
    expect(streams.map((stream) => stream.response.statusCode)).toEqual([200, 200, 200]);
  });
});
