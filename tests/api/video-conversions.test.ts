import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from '@sabaki/sgf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoConversion, VideoStatistics } from '@sync/contract/video';
import {
  renderGameVideo,
  type RenderedGameVideo,
} from '@tests/factories/board-videos/render-video';
import { signedInUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { submitVideo, waitForConversion } from './support/video-uploads';

const NOT_A_VIDEO = 'The file is not a video';

/** The moves of an SGF's main line as GTP vertices (column letters without I, row 1 at the bottom). */
function movesOf(sgf: string, size: number): string[] {
  const letters = 'ABCDEFGHJKLMNOPQRST';
  const moves: string[] = [];
  let [node] = parse(sgf);
  while (node) {
    const value = node.data.B?.[0] ?? node.data.W?.[0];
    if (value !== undefined && value !== '') {
      const x = value.charCodeAt(0) - 97;
      const y = value.charCodeAt(1) - 97;
      moves.push(`${letters[x]}${size - y}`);
    }
    [node] = node.children;
  }
  return moves;
}

describe('video conversions end to end', () => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let dir: string;
  let game: RenderedGameVideo;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'video-conversions-'));
    [t, game] = await Promise.all([
      createTestApp(),
      renderGameVideo({ boardSize: 9, moves: 8, seed: 3, path: join(dir, 'game.mp4') }),
    ]);
    cookie = (await signedInUser(t, { username: 'video_player' })).cookie;
    other = (await signedInUser(t, { username: 'video_stranger' })).cookie;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a filmed game goes pending, processing (with progress), done with its moves in the SGF; a broken file before it fails alone', async () => {
    const broken = await submitVideo(t, cookie, randomBytes(5000), 'Not a video');
    const submitted = await submitVideo(t, cookie, readFileSync(game.path), 'Filmed game');
    expect(submitted).toMatchObject({ status: 'pending', progress: 0, sgf: null });

    const statuses: string[] = [];
    const progress: number[] = [];
    const done = await waitForConversion(
      t,
      cookie,
      submitted.id,
      (c) => c.status === 'done' || c.status === 'error',
      (c) => {
        if (statuses.at(-1) !== c.status) statuses.push(c.status);
        progress.push(c.progress);
      },
    );
    expect(done.error).toBeNull();
    expect(statuses.filter((s) => s !== 'pending')).toEqual(['processing', 'done']);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    expect(done).toMatchObject({
      status: 'done',
      progress: 100,
      boardSize: 9,
      moves: game.moves.length,
      error: null,
    });
    expect(done.startedAt! <= done.finishedAt!).toBe(true);
    expect(done.durationSeconds).toBeCloseTo(game.durationSeconds, 0);
    expect(movesOf(done.sgf ?? '', 9)).toEqual(game.moves);

    const failed = await waitForConversion(t, cookie, broken.id, (c) => c.status === 'error');
    expect(failed).toMatchObject({ error: NOT_A_VIDEO, sgf: null, moves: null });
  });

  it('a video with no board in it is an error in words', async () => {
    const path = join(dir, 'testsrc.mp4');
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'testsrc=duration=3:size=320x240:rate=8', '-pix_fmt', 'yuv420p', path],
    ]);
    const submitted = await submitVideo(t, cookie, readFileSync(path), 'Test card', 'card.mp4');
    const failed = await waitForConversion(t, cookie, submitted.id, (c) => c.status === 'error');
    expect(failed.error).toMatch(/board/i);
    expect(failed.sgf).toBeNull();
  });

  it("GET /video lists one's own conversions newest first; statistics count them by status", async () => {
    const mine = (await t.http().get('/api/v1/video').set('Cookie', cookie).expect(200))
      .body as VideoConversion[];
    expect(mine.map((c) => c.name)).toEqual(['Test card', 'Filmed game', 'Not a video']);
    const statistics = (
      await t.http().get('/api/v1/video/statistics').set('Cookie', cookie).expect(200)
    ).body as VideoStatistics;
    expect(statistics).toMatchObject({ pending: 0, processing: 0, done: 1, error: 2, total: 3 });
    expect(statistics.averageProcessingSeconds).toBeGreaterThan(0);
    expect((await t.http().get('/api/v1/video').set('Cookie', other).expect(200)).body).toEqual([]);
    const none = await t.http().get('/api/v1/video/statistics').set('Cookie', other).expect(200);
    expect(none.body).toEqual({
      pending: 0,
      processing: 0,
      done: 0,
      error: 0,
      total: 0,
      averageProcessingSeconds: null,
    } satisfies VideoStatistics);
    await t.http().get('/api/v1/video').expect(401);
    await t.http().get('/api/v1/video/statistics').expect(401);
  });
});
