import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { FFMPEG } from '@tests/factories/board-videos/encode-video';
import { photoSet } from '@tests/factories/board-photos/photo-set';
import { renderBoardPhoto } from '@tests/factories/board-photos/render-photo';
import { createRecognizer, NO_BOARD } from './recognizer';
import type { Recognizer, RgbaImage } from './types';

const SPECS = photoSet(236);

let recognize: Recognizer;
beforeAll(async () => {
  recognize = await createRecognizer();
}, 30_000);

/** Share of intersections read right, and the largest corner error in pixels. */
async function readPhoto(index: number) {
  const photo = await renderBoardPhoto(SPECS[index]);
  const result = recognize(photo.image);
  if (!result.ok) throw new Error(result.error);
  expect(result.boardSize).toBe(photo.truth.boardSize);
  let right = 0;
  photo.truth.signs.forEach((row, y) =>
    row.forEach((sign, x) => {
      if (result.signs[y][x] === sign) right++;
    }),
  );
  const cornerError = Math.max(
    ...result.corners.map(([x, y], i) =>
      Math.hypot(x - photo.truth.corners[i][0], y - photo.truth.corners[i][1]),
    ),
  );
  return { accuracy: right / photo.truth.boardSize ** 2, cornerError, result, truth: photo.truth };
}

describe('createRecognizer', { timeout: 30_000 }, () => {
  it.each([
    [0, 'easy', 9],
    [1, 'easy', 13],
    [2, 'easy', 19],
    // known failures until the changes of 1 December (a stone row under glare; a grid a line off)
    [21, 'easy', 9],
    [24, 'medium', 9],
    [25, 'medium', 13],
    [26, 'medium', 19],
    [44, 'medium', 19],
  ])(
    'reads rendered photo %i (%s, %i lines) with every intersection right',
    async (index, difficulty, size) => {
      expect([SPECS[index].difficulty, SPECS[index].boardSize]).toEqual([difficulty, size]);
      const { accuracy, cornerError, result } = await readPhoto(index);
      expect(accuracy).toBe(1);
      expect(cornerError).toBeLessThan(3);
      expect(result.confidence.flat().every((value) => value >= 0 && value <= 1)).toBe(true);
      // few points to confirm on easy photos; photo 26's top line reads just below the
      // threshold, so its whole board is in doubt (a false alarm of the edge rule, uncertain.ts)
      const toConfirm = result.uncertain.flat().filter(Boolean).length;
      if (difficulty === 'easy') expect(toConfirm).toBeLessThan(size);
      if (index === 26) expect(toConfirm).toBe(361);
    },
  );

  it('reads the grid of hard photos (a hand or a bowl over it, glare, blur) and most of their stones', async () => {
    for (const [index, size] of [
      [47, 19],
      [57, 9],
      // its first fit is cells off at a bowl: before its refinement could jump to where the
      // grid's crosses show (recognizer.ts, foundWhereCellsOff), 174/361 read right
      [56, 19],
      // a hand and a bowl cut its outline short: its grid was read as a 9x9 block of it, every
      // stone confidently at the wrong point, before a grid grows to the board (grid-grow.ts)
      [109, 13],
    ]) {
      expect([SPECS[index].difficulty, SPECS[index].boardSize]).toEqual(['hard', size]);
      const { accuracy, cornerError } = await readPhoto(index);
      expect(cornerError).toBeLessThan(3);
      expect(accuracy).toBeGreaterThan(0.9);
    }
  });

  // Known failures (bench tuning set, issue 34): the accuracy each reads today, to be raised,
  // never lowered; their misread points are all marked uncertain for the user to confirm, but
  // for the few named (`silent`) that are read confidently wrong.
  it.each([
    // its grid found right since the outlines of faint lines (before: 188/361, all marked)
    [50, 'hard', 19, 349 / 361, 3, 'a hand over a third of the board, A10-A12 read white'],
    // 58/81 before the grid's line ends were weighed (grid-ends.ts); 57/81 before a refinement
    // could move the grid by cells to where its crosses show
    [51, 'hard', 9, 74 / 81, 0, 'a hand and blur'],
    // its grid is found a row off (a hand and a bowl at its edges), every point marked; 188/361
    // before a refinement could move the grid by cells
    [59, 'hard', 19, 212 / 361, 0, 'a hand and a bowl, the grid a row off'],
  ])(
    'known failure: photo %i (%s, %i lines) reads at least %f of its points, %i silently wrong (%s)',
    async (index, difficulty, size, floor, silentCount) => {
      expect([SPECS[index].difficulty, SPECS[index].boardSize]).toEqual([difficulty, size]);
      const { accuracy, result, truth } = await readPhoto(index);
      expect(accuracy).toBeGreaterThanOrEqual(floor);
      const silent = truth.signs.flatMap((row, y) =>
        row.filter((sign, x) => result.signs[y][x] !== sign && !result.uncertain[y][x]),
      );
      expect(silent.length).toBeLessThanOrEqual(silentCount);
    },
  );

  it('marks every point of a grid read at half the board’s pitch across (tuning photo 235, known failure)', async () => {
    const spec = SPECS[235];
    expect([spec.difficulty, spec.boardSize]).toEqual(['hard', 13]);
    const result = recognize((await renderBoardPhoto(spec)).image);
    if (!result.ok) throw new Error(result.error);
    // read as a 9x9 grid spanning 4 cells across and 8 down: before grid-pitch.ts, 32 of its
    // points were confidently wrong
    expect(result.boardSize).toBe(9);
    expect(result.uncertain.flat().every(Boolean)).toBe(true);
  });

  it('says no board was found in an image of a plain table, and in a tiny image', () => {
    const width = 640;
    const height = 480;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      const shade = 90 + ((i % width) >> 4) + ((i * 2654435761) >>> 28);
      data.set([shade, shade * 0.7, shade * 0.5, 255], i * 4);
    }
    const table: RgbaImage = { width, height, data };
    expect(recognize(table)).toEqual({ ok: false, error: NO_BOARD });
    const tiny: RgbaImage = { width: 4, height: 4, data: new Uint8ClampedArray(64) };
    expect(recognize(tiny)).toEqual({ ok: false, error: NO_BOARD });
  });

  // its squares of grain mesh faint lines into grids, read as boards in 9 of 12 frames before the
  // faint grids had to show crosses of lines (the video conversion's test clip)
  it('says no board was found in frames of ffmpeg’s testsrc2 pattern', () => {
    const [width, height] = [640, 480];
    const frames = execFileSync(
      FFMPEG,
      ['-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=8`]
        .concat(['-vf', 'select=not(mod(n\\,6))', '-fps_mode', 'passthrough', '-frames:v', '4'])
        .concat(['-f', 'rawvideo', '-pix_fmt', 'rgba', '-']),
      { maxBuffer: 4 * width * height * 4 },
    );
    expect(frames.length).toBe(4 * width * height * 4);
    for (let i = 0; i < 4; i++) {
      const data = new Uint8ClampedArray(
        frames.subarray(i * width * height * 4, (i + 1) * width * height * 4),
      );
      expect(recognize({ width, height, data })).toEqual({ ok: false, error: NO_BOARD });
    }
  }, 60_000);

  it('uses the given board size and corners from an earlier frame', async () => {
    const photo = await renderBoardPhoto(SPECS[26]);
    const first = recognize(photo.image);
    if (!first.ok) throw new Error(first.error);
    const again = recognize(photo.image, { boardSize: 19, corners: first.corners });
    if (!again.ok) throw new Error(again.error);
    expect(again.signs).toEqual(first.signs);
    again.corners.forEach(([x, y], i) => {
      expect(Math.hypot(x - first.corners[i][0], y - first.corners[i][1])).toBeLessThan(1);
    });
  });
});
