import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RgbaImage, StoneSign } from '@vision/types';
import { renderBoardPhoto } from '../factories/board-photos/render-photo';
import { GoGlassPage } from './pages/go-glass-page';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';
import { signInThroughApi } from './support/sign-in';

/** ms: OpenCV's 10 MB downloaded and started on CI's 2 cores. */
const SLOW = 180_000;

/** What the camera films: a 9×9 board, x for Black, o for White, rows from the top. */
const FILMED = [
  '.........',
  '...x.....',
  '..xo..x..',
  '...o.....',
  '..xo.ox..',
  '.........',
  '......o..',
  '.........',
  '.........',
];
const TRUTH: StoneSign[][] = FILMED.map((row) =>
  [...row].map((point) => (point === 'x' ? 1 : point === 'o' ? -1 : 0)),
);

/** One frame as a Y4M video (4:2:0), which chromium's fake camera plays in a loop. */
function y4mFrame({ width, height, data }: RgbaImage): Buffer {
  const y = Buffer.alloc(width * height);
  const [cw, ch] = [width >> 1, height >> 1];
  const u = Buffer.alloc(cw * ch);
  const v = Buffer.alloc(cw * ch);
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const p = (row * width + column) * 4;
      const [r, g, b] = [data[p], data[p + 1], data[p + 2]];
      y[row * width + column] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (row % 2 === 0 && column % 2 === 0) {
        const c = (row >> 1) * cw + (column >> 1);
        u[c] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        v[c] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  }
  const header = `YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`;
  return Buffer.concat([Buffer.from(header), y, u, v]);
}

describe('GoGlass with a camera (chromium fake camera)', () => {
  let profile: string;
  let context: BrowserContext;
  let glass: GoGlassPage;

  beforeAll(async () => {
    const user = await createActiveUser('glassCam');
    profile = await mkdtemp(join(tmpdir(), 'go-chromium-'));
    const filmed = await renderBoardPhoto({
      seed: 34,
      boardSize: 9,
      signs: TRUTH,
      difficulty: 'easy',
      width: 960,
      height: 720,
    });
    const video = join(profile, 'board.y4m');
    await writeFile(video, y4mFrame(filmed.image));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      // the rendered board as the camera, and its permission granted without asking
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
        '--use-fake-ui-for-media-stream',
      ],
    });
    await context.grantPermissions(['camera'], { origin: baseUrl() });
    await signInThroughApi(context, user.username, TEST_PASSWORD);
    const page = context.pages()[0] ?? (await context.newPage());
    glass = new GoGlassPage(page, baseUrl());
  });

  afterAll(async () => {
    await context?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  it(
    'the preview starts, the shutter takes a photo and the filmed board is read',
    { timeout: SLOW },
    async () => {
      await glass.open();
      await glass.waitForRecognizer(SLOW);
      await glass.cameraButton.click();
      const preview = glass.main.locator('video.go-glass-camera__preview');
      await glass.page.waitForFunction(
        () => (document.querySelector('video')?.videoWidth ?? 0) > 0,
      );
      expect(await preview.isVisible()).toBe(true);
      await glass.button('Take the photo').click();
      // the camera closes; the photo is shown and read: the position the camera films
      await glass.main.locator('img.go-glass-photo__image').waitFor();
      expect(await preview.count()).toBe(0);
      await glass.board.waitFor({ timeout: 30_000 });
      expect(await glass.boardSize()).toBe(9);
      expect(await glass.signs()).toEqual(TRUTH);
    },
  );
});
