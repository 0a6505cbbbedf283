import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  renderGameVideo,
  type RenderedGameVideo,
} from '@tests/factories/board-videos/render-video';
import { convertInWorker } from './convert-in-worker';
import { NOT_A_VIDEO } from './probe-video';
import { VideoConversionError } from './types';

describe('convertInWorker', () => {
  let video: RenderedGameVideo;
  beforeAll(async () => {
    video = await renderGameVideo({ boardSize: 9, moves: 6, seed: 7 });
  }, 60_000);

  it('converts in a thread of its own, reporting progress', async () => {
    const progress: number[] = [];
    const result = await convertInWorker(video.path, {
      name: 'Threaded',
      onProgress: (share) => progress.push(share),
    });
    expect(result).toMatchObject({ boardSize: 9, moves: video.moves.length, skippedChanges: 0 });
    expect(result.sgf).toContain('GN[Threaded]');
    expect(progress.at(-1)).toBe(1);
  }, 60_000);

  it("gives a video's failure back as a VideoConversionError in words", async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'thread-not-a-video-')), 'notes.mp4');
    writeFileSync(path, 'a text file, not a video\n'.repeat(100));
    const conversion = convertInWorker(path);
    await expect(conversion).rejects.toBeInstanceOf(VideoConversionError);
    await expect(conversion).rejects.toThrow(NOT_A_VIDEO);
  }, 60_000);

  it('stops the thread when aborted, with the signal’s reason', async () => {
    const controller = new AbortController();
    const reason = new Error('stopping');
    const conversion = convertInWorker(video.path, {
      signal: controller.signal,
      onProgress: (share) => {
        if (share > 0.1) controller.abort(reason);
      },
    });
    await expect(conversion).rejects.toBe(reason);
    await expect(convertInWorker(video.path, { signal: controller.signal })).rejects.toBe(reason);
  }, 60_000);
});
