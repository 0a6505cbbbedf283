import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from '@sabaki/sgf';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatVertex } from '@domain/play/vertex';
import {
  renderGameVideo,
  type RenderedGameVideo,
} from '@tests/factories/board-videos/render-video';
import { convertVideo } from './convert-video';
import { NOT_A_VIDEO } from './probe-video';
import { VideoConversionError } from './types';
import { NO_BOARD } from './video-converter';
import { FFMPEG } from './video-frames';
import { execFileSync } from 'node:child_process';

/** The record's main line as GTP moves ('pass' for a pass) and each move's comment. */
function mainLine(sgf: string, size: number) {
  const [root] = parse(sgf);
  const moves: Array<{ move: string; comment: string }> = [];
  for (let node = root.children[0]; node; node = node.children[0]) {
    const value = node.data.B?.[0] ?? node.data.W?.[0] ?? '';
    const move =
      value === ''
        ? 'pass'
        : formatVertex([value.charCodeAt(0) - 97, value.charCodeAt(1) - 97], size);
    moves.push({ move, comment: node.data.C?.[0] ?? '' });
  }
  return { root: root.data, moves };
}

describe('convertVideo', () => {
  let video: RenderedGameVideo;
  beforeAll(async () => {
    video = await renderGameVideo({ boardSize: 9, moves: 15, seed: 3 });
  }, 60_000);

  it('reads the moves of a filmed game, each with its video time', async () => {
    const progress: number[] = [];
    const result = await convertVideo(video.path, {
      name: 'Club game',
      onProgress: (share) => progress.push(share),
    });
    expect(result.boardSize).toBe(9);
    expect(result.durationSeconds).toBeCloseTo(video.durationSeconds, 0);
    const { root, moves } = mainLine(result.sgf, 9);
    expect(root).toMatchObject({ SZ: ['9'], KM: ['6.5'], GN: ['Club game'] });
    expect(moves.map((move) => move.move)).toEqual(video.moves);
    expect(result.moves).toBe(video.moves.length);
    expect(result.skippedChanges).toBe(0);
    // the first stone appears 1.2 s in: the lead-in and a fifth of the move's second
    expect(moves[0].comment).toBe('0:01');
    expect(moves.at(-1)?.comment).toBe(`0:${String(Math.floor(1.2 + 14)).padStart(2, '0')}`);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  }, 60_000);

  it('refuses a file that is not a video', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'not-a-video-')), 'notes.mp4');
    writeFileSync(path, 'a text file, not a video\n'.repeat(100));
    await expect(convertVideo(path)).rejects.toThrow(new VideoConversionError(NOT_A_VIDEO));
    expect(NOT_A_VIDEO).toBe('The file is not a video');
  });

  it('refuses a video in which no board is seen', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'no-board-')), 'wall.mp4');
    execFileSync(FFMPEG, [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x480:rate=8:duration=3',
      '-pix_fmt',
      'yuv420p',
      path,
    ]);
    await expect(convertVideo(path)).rejects.toThrow(new VideoConversionError(NO_BOARD));
    expect(NO_BOARD).toBe('No Go board was found in the video');
  }, 60_000);

  it('stops when aborted, with the signal’s reason', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled by the test');
    const conversion = convertVideo(video.path, {
      signal: controller.signal,
      onProgress: (share) => {
        if (share > 0.2) controller.abort(reason);
      },
    });
    await expect(conversion).rejects.toBe(reason);
  }, 60_000);
});
