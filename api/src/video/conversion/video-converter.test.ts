import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BoardRecognition, RecognizeOptions, Recognizer, StoneSign } from '@vision/types';
import { VideoConversionError } from './types';
import { createVideoConverter } from './video-converter';
import { FFMPEG } from './video-frames';

const SIZE = 9;

/** A board read the same in every frame: `stones` black stones along the top row. */
function board(stones: number, covered = false) {
  const grid = <T>(value: (x: number, y: number) => T) =>
    Array.from({ length: SIZE }, (_, y) => Array.from({ length: SIZE }, (_, x) => value(x, y)));
  return {
    ok: true as const,
    boardSize: SIZE,
    signs: grid((x, y): StoneSign => (y === 0 && x < stones ? 1 : 0)),
    confidence: grid(() => 0.9),
    occluded: grid(() => covered),
    uncertain: grid(() => false),
    corners: [
      [40, 40],
      [280, 40],
      [280, 200],
      [40, 200],
    ],
  } as BoardRecognition;
}

/** A recogniser reading `answer` for every frame, keeping the options it was asked with. */
function recognizerOf(answer: () => ReturnType<Recognizer>) {
  const calls: RecognizeOptions[] = [];
  const recognize: Recognizer = (_image, options = {}) => {
    calls.push(options);
    return answer();
  };
  return { calls, convert: createVideoConverter(() => Promise.resolve(recognize)) };
}

describe('createVideoConverter', () => {
  let moving: string;
  beforeAll(() => {
    // a test pattern that changes in every frame, 3 frames a second for 4 s
    moving = join(mkdtempSync(join(tmpdir(), 'converter-')), 'pattern.mp4');
    execFileSync(FFMPEG, [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x240:rate=3:duration=4',
      '-pix_fmt',
      'yuv420p',
      moving,
    ]);
  });

  it('takes no more frames than the video has: a 3 fps video is read 3 times a second', async () => {
    const { calls, convert } = recognizerOf(() => ({ ok: false, error: 'no board' }));
    await expect(convert(moving)).rejects.toThrow(VideoConversionError);
    expect(calls).toHaveLength(12);
  });

  it('fails in words, never with an empty game, when a board is seen but no stone', async () => {
    const { convert } = recognizerOf(() => board(0));
    await expect(convert(moving)).rejects.toThrow(
      new VideoConversionError(
        'The board was seen in 12 of 12 frames, but no stone was seen on it',
      ),
    );
  });

  it('says so when a hand covered the board in every frame', async () => {
    const { convert } = recognizerOf(() => board(3, true));
    await expect(convert(moving)).rejects.toThrow(
      'The board was seen in 12 of 12 frames, but something covered or moved over it in 12 of them',
    );
  });

  it('says so when the stones read never stay the same two frames running', async () => {
    let frame = 0;
    const { convert } = recognizerOf(() => board(frame++ % 2));
    await expect(convert(moving)).rejects.toThrow(
      'The board was seen in 12 of 12 frames and up to 1 stones were read, but no stone was read the same in two still frames running',
    );
  });

  it('gives the moves of stones read in still frames', async () => {
    const { convert } = recognizerOf(() => board(1));
    await expect(convert(moving)).resolves.toMatchObject({ moves: 1, boardSize: SIZE });
  });
});
