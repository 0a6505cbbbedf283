import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoGlassPage } from './pages/go-glass-page';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';
import { signInThroughApi } from './support/sign-in';

/** ms: OpenCV's 10 MB downloaded and started on CI's 2 cores. */
const SLOW = 180_000;

describe('GoGlass with a camera (chromium fake camera)', () => {
  let profile: string;
  let context: BrowserContext;
  let glass: GoGlassPage;

  beforeAll(async () => {
    const user = await createActiveUser('glassCam');
    profile = await mkdtemp(join(tmpdir(), 'go-chromium-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      // a test pattern as the camera, and its permission granted without asking
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
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
    'the preview starts, the shutter takes a photo and it is read',
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
      // the camera closes; the photo is shown and read (the fake camera shows no board)
      await glass.main.locator('img.go-glass-photo__image').waitFor();
      expect(await preview.count()).toBe(0);
      await glass.main
        .getByText('No Go board was found in the photo', { exact: true })
        .or(glass.board)
        .waitFor({ timeout: 30_000 });
    },
  );
});
