import type { LibraryUploadResult } from '@sync/contract/game-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewPanel } from './pages/review-panel';
import { ViewerPage } from './pages/viewer-page';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

/** A 9x9 record of 16 moves. */
const REVIEWED_RECORD =
  '(;GM[1]FF[4]SZ[9]KM[7]PB[Review B]PW[Review W];B[ee];W[cc];B[gc];W[cg];B[gg];W[ge];B[ec];W[eg]' +
  ';B[dc];W[cd];B[fg];W[gf];B[hf];W[fh];B[dg];W[ff])';

/** A 9x9 record of 8 moves, reviewed offline. */
const SHORT_RECORD =
  '(;GM[1]FF[4]SZ[9]KM[7]PB[Short B]PW[Short W];B[ee];W[cc];B[gc];W[cg];B[gg];W[ge];B[ec];W[eg])';

describe('AI review of a record in the viewer', () => {
  let browser: Browser;
  let viewer: ViewerPage;
  let review: ReviewPanel;
  const ids: number[] = [];
  /** the network's Web Workers the pages started */
  let netWorkers = 0;

  beforeAll(async () => {
    const user = await createActiveUser('review');
    browser = await launchBrowser();
    await signInThroughApi(browser.context, user.username, TEST_PASSWORD);
    viewer = new ViewerPage(browser.page, baseUrl());
    review = new ReviewPanel(browser.page);
    browser.page.on('worker', (worker) => {
      if (worker.url().includes('net.worker')) netWorkers++;
    });
    for (const [name, text] of [
      ['review-long.sgf', REVIEWED_RECORD],
      ['review-short.sgf', SHORT_RECORD],
    ]) {
      const response = await browser.page.request.post(`${baseUrl()}/api/v1/file/game`, {
        headers: { Origin: baseUrl() },
        multipart: { file: { name, mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) } },
      });
      expect(response.status()).toBe(201);
      ids.push(((await response.json()) as LibraryUploadResult).games[0].id);
    }
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('reviews every move: progress, the graph, the mistakes, the preferred move and the ownership on the board', async () => {
    // the short record once online, so that it opens offline later
    await viewer.app.open(`/viewer/file/${ids[1]}`);
    await review.startButton.waitFor();
    await viewer.app.waitForServiceWorkerControl();
    await viewer.app.waitForLocalesCached('en');

    await viewer.app.open(`/viewer/file/${ids[0]}`);
    await review.startButton.click();
    await review.stopButton.click();
    await review.startButton.waitFor();
    // the progress may come and go between two looks (16 moves on a fast machine): the page
    // notes every progress line it shows
    await browser.page.evaluate(() => {
      const shown: string[] = [];
      Object.assign(window, { reviewProgressShown: shown });
      new MutationObserver(() => {
        for (const line of document.querySelectorAll('.review-panel__progress [role="status"]'))
          shown.push(line.textContent ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await review.startButton.click();
    await review.mistakes('Black').first().waitFor({ timeout: 60_000 });
    const progress = await browser.page.evaluate(
      () => (window as unknown as { reviewProgressShown: string[] }).reviewProgressShown,
    );
    expect(progress.some((line) => /^Move \d+ of 16$/.test(line))).toBe(true);
    expect(await review.graph.getAttribute('aria-valuemax')).toBe('16');
    expect(await review.stopButton.count()).toBe(0);
    for (const colour of ['Black', 'White'] as const) {
      const count = await review.mistakes(colour).count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(5);
    }
    // the start position: the network's preferred move as a ghost stone
    expect(await review.ghostStones.count()).toBe(1);
    // the ownership map on demand, and gone again
    expect(await review.paintedPoints.count()).toBe(0);
    await review.ownershipSwitch.check();
    await expect.poll(() => review.paintedPoints.count()).toBeGreaterThan(0);
    await review.ownershipSwitch.uncheck();
    await expect.poll(() => review.paintedPoints.count()).toBe(0);

    const mistake = review.mistakes('White').first();
    const move = Number(/^Move (\d+)/.exec((await mistake.textContent()) ?? '')?.[1]);
    await mistake.click();
    await viewer.moveNumber.filter({ hasText: new RegExp(`^Move ${move}$`) }).waitFor();
    await review.graphAt(move).waitFor();

    // the graph by keyboard: a step on, then the start
    await review.graph.focus();
    await browser.page.keyboard.press('ArrowRight');
    await viewer.moveNumber.filter({ hasText: new RegExp(`^Move ${move + 1}$`) }).waitFor();
    await browser.page.keyboard.press('Home');
    await review.graphAt(0).waitFor();
    await viewer.moveNumber.filter({ hasText: /^Move 0$/ }).waitFor();
  });

  it('shows the kept review on the next visit without running the network again', async () => {
    const before = netWorkers;
    await viewer.app.reload();
    await review.graph.waitFor();
    expect(await review.mistakes('Black').count()).toBeGreaterThanOrEqual(1);
    expect(await review.startButton.count()).toBe(0);
    expect(netWorkers).toBe(before);
  });

  it('reviews offline once the network is on the device', async () => {
    await browser.context.setOffline(true);
    await viewer.app.open(`/viewer/file/${ids[1]}`);
    await review.startButton.click();
    await review.mistakes('White').first().waitFor({ timeout: 60_000 });
    expect(await review.graph.getAttribute('aria-valuemax')).toBe('8');
  });
});
