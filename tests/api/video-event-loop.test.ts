import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderGameVideo,
  type RenderedGameVideo,
} from '@tests/factories/board-videos/render-video';
import { signedInUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { submitVideo, waitForConversion } from './support/video-uploads';

/**
 * The share of the time the API's event loop may be busy while a conversion runs. Recognising on
 * the main thread keeps it busy nearly all the time (0.95 measured); in a worker thread what
 * remains is the test's own requests, slower on a loaded machine (0.2 to 0.6 measured).
 */
const MAX_UTILIZATION = 0.75;

describe('a video conversion leaves the API responsive', () => {
  let t: TestApp;
  let cookie: string;
  let dir: string;
  let game: RenderedGameVideo;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'video-event-loop-'));
    [t, game] = await Promise.all([
      createTestApp(),
      renderGameVideo({ boardSize: 9, moves: 8, seed: 4, path: join(dir, 'game.mp4') }),
    ]);
    cookie = (await signedInUser(t, { username: 'video_loop' })).cookie;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the event loop stays mostly idle while a video is recognised, and requests are answered', async () => {
    const submitted = await submitVideo(t, cookie, readFileSync(game.path), 'Responsive');
    await waitForConversion(t, cookie, submitted.id, (c) => c.status !== 'pending');
    const before = performance.eventLoopUtilization();
    let answered = 0;
    const done = await waitForConversion(
      t,
      cookie,
      submitted.id,
      (c) => c.status === 'done' || c.status === 'error',
      () => answered++,
    );
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(done).toMatchObject({ status: 'done', moves: game.moves.length });
    expect(answered).toBeGreaterThan(1);
    expect(busy).toBeLessThan(MAX_UTILIZATION);
  });
});
