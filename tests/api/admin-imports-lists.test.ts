import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ImportEvent } from '@sync/contract/admin-imports';
import { describeWithSharedData, sharedFile } from '@tests/support/shared-data';
import { signedInUser } from './support/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

/** The lines of an NDJSON answer with the time each arrived, from the request's start. */
interface TimedEvent {
  at: number;
  event: ImportEvent;
}

/**
 * Between the first and the last line only heartbeats, their seconds never going back. (On
 * SQLite the driver's synchronous statements hold the event loop while the list is written, so
 * this in-process client may read every line at the end; on PostgreSQL they come as they go.)
 */
function expectWritingBetween(events: TimedEvent[]): void {
  const between = events.slice(1, -1).map(({ event }) => event);
  expect(between.every((event) => event.type === 'writing')).toBe(true);
  const seconds = between.map((event) => (event.type === 'writing' ? event.seconds : 0));
  expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
}

describeWithSharedData('imports from the admin section: the real rating lists as NDJSON', () => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = (await signedInUser(t, { username: 'officer', roles: ['user', 'admin'] })).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const streamed = async (format: string, dir: string, file: string) => {
    const started = Date.now();
    const events: TimedEvent[] = [];
    const response = await t
      .http()
      .post('/api/v1/admin/imports')
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', adminCookie)
      .set('Accept', 'application/x-ndjson')
      .field('format', format)
      .attach('file', readFileSync(sharedFile(dir, file)), file)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const lines = text.split('\n');
          text = lines.pop() ?? '';
          for (const line of lines) {
            if (line)
              events.push({ at: Date.now() - started, event: JSON.parse(line) as ImportEvent });
          }
        });
        res.on('end', () => done(null, null));
      });
    expect(response.status).toBe(200);
    return events;
  };

  it('imports the AGA list: what it holds first, the report last', async () => {
    const events = await streamed('aga-list', 'ratinglists', 'aga-tdlista-2021-01.txt');
    const first = events[0].event;
    expect(first).toMatchObject({ type: 'parsed', kind: 'rating-list', games: 0 });
    const last = events[events.length - 1].event;
    expect(last.type).toBe('report');
    if (first.type !== 'parsed' || last.type !== 'report') return;
    expect(last.report.ratingList).toMatchObject({ federation: 'aga' });
    expect(last.report.ratingList!.players.created).toBe(first.players);
    expect(last.report.skipped).toHaveLength(first.skipped);
    for (const line of last.report.skipped) expect(line).toMatch(/^line \d+: \S/);
    expectWritingBetween(events);
  }, 300_000);

  it('imports the EGF list: what it holds first, the report last', async () => {
    const events = await streamed('egf-list', 'ratinglists', 'egf_db-2018-12-27.txt');
    const last = events[events.length - 1].event;
    expect(last.type).toBe('report');
    if (last.type !== 'report') return;
    expect(last.report.ratingList).toMatchObject({ federation: 'egf', listDate: '2018-12-27' });
    expectWritingBetween(events);
  }, 600_000);
});
