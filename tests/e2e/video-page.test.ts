import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBytes } from '@domain/format/numbers';
import type { LibraryGameDetail, LibraryGameList } from '@sync/contract/game-library';
import type { VideoFormats } from '@sync/contract/video';
import { renderGameVideo } from '../factories/board-videos/render-video';
import { Toaster } from './pages/toaster';
import { VideoPage } from './pages/video-page';
import { ViewerPage } from './pages/viewer-page';
import { createActiveUser, TEST_PASSWORD, uniqueName } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { signInThroughApi } from './support/sign-in';
import {
  myConversions,
  noiseFile,
  scratchFolder,
  testPatternVideo,
  waitForFinished,
} from './support/video-uploads';
import { waitUntil } from './support/wait-until';

describe('the video page for a visitor who is not signed in', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('asks to sign in, offers no upload, and the link leads to the sign-in page', async () => {
    const video = new VideoPage(browser.page, baseUrl());
    await video.open();
    await video.needAuth.waitFor();
    expect(await video.fileInput.count()).toBe(0);
    await video.signInLink.click();
    await video.app.waitForPath('/sign-in');
  });
});

describe('the video page of a signed-in user', () => {
  let browser: Browser;
  let video: VideoPage;
  let toaster: Toaster;
  let folder: { path: string; remove: () => Promise<void> };
  let gameVideo: Awaited<ReturnType<typeof renderGameVideo>>;
  let cdp: CDPSession;
  const gameName = uniqueName('Club game ');
  const barsName = uniqueName('Colour bars ');

  /** Uploads at most this many bytes a second (0: no limit), as a slow phone network would. */
  const throttleUpload = async (bytesPerSecond: number) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond > 0 ? bytesPerSecond : -1,
    });
  };

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    const { username } = await createActiveUser('video');
    await signInThroughApi(browser.context, username, TEST_PASSWORD);
    video = new VideoPage(browser.page, baseUrl());
    toaster = new Toaster(browser.page);
    cdp = await browser.context.newCDPSession(browser.page);
    await cdp.send('Network.enable');
    folder = await scratchFolder();
    gameVideo = await renderGameVideo({
      boardSize: 9,
      moves: 6,
      path: join(folder.path, 'game.mp4'),
    });
  });

  afterAll(async () => {
    await browser?.close();
    await folder?.remove();
  });

  it('is linked from /games and from /user', async () => {
    await video.app.open('/games?lng=en');
    await video.link('Game videos to SGF').click();
    await video.app.waitForPath('/games/video');
    await video.uploadButton.waitFor();
    await video.app.open('/user?lng=en');
    await video.link('Game videos to SGF').click();
    await video.app.waitForPath('/games/video');
    await video.uploadButton.waitFor();
  });

  it('shows the accepted files and size, and refuses a file of another kind before sending it', async () => {
    const formats = (await (
      await browser.page.request.get(`${baseUrl()}/api/v1/video/formats`)
    ).json()) as VideoFormats;
    await video.open();
    const extensions = formats.Formats.map((extension) => `.${extension}`).join(', ');
    await video.hints
      .filter({ hasText: `Files: ${extensions}; up to ${formatBytes(formats.MaxSize)}.` })
      .waitFor();
    expect(await video.fileInput.getAttribute('accept')).toBe(
      `video/*,${extensions.replaceAll(' ', '')}`,
    );

    await video.fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a video'),
    });
    await video.refused
      .filter({ hasText: `notes.txt: this kind of file is not accepted. Accepted: ${extensions}` })
      .waitFor();
    expect(await video.uploadButton.isDisabled()).toBe(true);
    expect(await video.nameField.count()).toBe(0);
  });

  it('uploads a filmed game with its progress; the conversion turns done with its moves', async () => {
    await video.open();
    await throttleUpload(256 * 1024);
    await video.fileInput.setInputFiles(gameVideo.path);
    expect(await video.nameField.inputValue()).toBe('game');
    await video.nameField.fill(gameName);
    await video.uploadButton.click();
    await video.progressBar.waitFor();
    const size = (await readFile(gameVideo.path)).length;
    expect(await video.progressBar.getAttribute('max')).toBe(String(size));
    await video.progressBytes
      .filter({ hasText: new RegExp(`of ${formatBytes(size)} \\(\\d+ %\\)`) })
      .waitFor();
    await toaster.toast(`“${gameName}” is uploaded and waits for its conversion`).waitFor();
    await throttleUpload(0);

    const row = video.row(gameName);
    await row.waitFor();
    expect(await video.fact(row, 'File')).toBe('game.mp4');
    expect(await video.fact(row, 'Size')).toBe(formatBytes(size));
    // the list follows the conversion by itself: no reload
    await waitUntil(async () => (await video.status(row)) === 'done', 'the conversion to be done', {
      timeout: 45_000,
    });
    const done = (await myConversions(browser.page.request)).find((item) => item.name === gameName);
    expect(done?.moves).toBe(gameVideo.moves.length);
    expect(await video.fact(row, 'Moves')).toBe(String(gameVideo.moves.length));
    expect(await video.fact(row, 'Board')).toBe('9×9');
    await video.statistics
      .locator('.video-stats__item', { hasText: 'Done' })
      .getByText('1')
      .waitFor();
  });

  it('saves the result to the game library once and opens that record in the viewer', async () => {
    await video.open();
    const row = video.row(gameName);
    await video.button('Save to my game records', row).click();
    await toaster.toast(`“${gameName}” is saved to my game records (private)`).waitFor();
    await video.link('In my game records', row).waitFor();

    const mine = (await (
      await browser.page.request.get(`${baseUrl()}/api/v1/file/game?mine=true`)
    ).json()) as LibraryGameList;
    expect(
      mine.items.map((game) => [game.fileName, game.private, game.boardSize, game.moves]),
    ).toEqual([[`${gameName}.sgf`, true, 9, gameVideo.moves.length]]);
    const recordId = mine.items[0].id;

    await video.button('Open in viewer', row).click();
    await video.app.waitForPath(`/viewer/file/${recordId}`);
    const viewer = new ViewerPage(browser.page, baseUrl());
    await viewer.waitForBoard();
    const detail = (await (
      await browser.page.request.get(`${baseUrl()}/api/v1/file/game/${recordId}`)
    ).json()) as LibraryGameDetail;
    expect(detail.moves).toBe(gameVideo.moves.length);
    // opened through the record saved before: still one record
    const after = (await (
      await browser.page.request.get(`${baseUrl()}/api/v1/file/game?mine=true`)
    ).json()) as LibraryGameList;
    expect(after.total).toBe(1);
  });

  it('downloads the SGF from the list', async () => {
    await video.open();
    const row = video.row(gameName);
    const [download] = await Promise.all([
      browser.page.waitForEvent('download'),
      video.link('Download SGF', row).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${gameName}.sgf`);
    const text = await readFile((await download.path()) ?? '', 'utf8');
    expect(text).toContain('SZ[9]');
  });

  it('says in words why a video without a board failed', async () => {
    const name = barsName;
    await video.open();
    await video.fileInput.setInputFiles(await testPatternVideo(folder.path));
    await video.nameField.fill(name);
    await video.uploadButton.click();
    const row = video.row(name);
    await row.waitFor();
    const failed = await waitForFinished(browser.page.request, name);
    expect(failed.status).toBe('error');
    await row
      .locator('.video-row__error', { hasText: `The conversion failed: ${failed.error ?? ''}` })
      .waitFor();
    expect(failed.error).toBe('No Go board was found in the video');
  });

  it('deletes a finished conversion once asked to confirm', async () => {
    await video.open();
    const row = video.row(barsName);
    await video.button(`Delete ${barsName}`, row).click();
    await video.deleteDialog.getByText(`“${barsName}” and its video file are deleted.`).waitFor();
    await video.button('Cancel', video.deleteDialog).click();
    await video.deleteDialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);

    await video.button(`Delete ${barsName}`, row).click();
    await video.button('Delete', video.deleteDialog).click();
    await toaster.toast(`“${barsName}” is deleted`).waitFor();
    await row.waitFor({ state: 'detached' });
    const names = (await myConversions(browser.page.request)).map((item) => item.name);
    expect(names).not.toContain(barsName);
    expect(names).toContain(gameName);
  });

  it('pauses and resumes an upload, and waits out a dropped connection', async () => {
    const name = uniqueName('Slow ');
    const path = await noiseFile(folder.path, 'slow.mp4', 1024 * 1024);
    await video.open();
    await throttleUpload(128 * 1024);
    await video.fileInput.setInputFiles(path);
    await video.nameField.fill(name);
    await video.uploadButton.click();
    await waitUntil(async () => (await video.sentBytes()) > 0, 'some bytes sent');
    await video.button('Pause').click();
    await video.progressPhase.filter({ hasText: 'Paused.' }).waitFor();
    await video.button('Resume').click();
    await video.progressPhase.filter({ hasText: 'Uploading…' }).waitFor();

    await browser.context.setOffline(true);
    await video.progressPhase
      .filter({ hasText: 'No connection: the upload waits and goes on by itself' })
      .waitFor();
    await browser.context.setOffline(false);
    await throttleUpload(0);
    await toaster.toast(`“${name}” is uploaded and waits for its conversion`).waitFor({
      timeout: 30_000,
    });
    const submitted = (await myConversions(browser.page.request)).find(
      (item) => item.name === name,
    );
    expect(submitted?.size).toBe(1024 * 1024);
  });

  it('goes on with an upload a reload interrupted once the same file is chosen again', async () => {
    const name = uniqueName('Reloaded ');
    const path = await noiseFile(folder.path, 'reloaded.mp4', 1024 * 1024 + 17);
    await video.open();
    await throttleUpload(128 * 1024);
    await video.fileInput.setInputFiles(path);
    await video.nameField.fill(name);
    await video.uploadButton.click();
    await waitUntil(async () => (await video.sentBytes()) > 64 * 1024, 'some bytes sent');
    await video.open();
    await video.unfinished.filter({ hasText: 'reloaded.mp4' }).waitFor();
    await video.fileInput.setInputFiles(path);
    await video.nameField.fill(name);
    await video.uploadButton.click();
    await video.progress
      .getByText('An earlier upload of this file goes on where it stopped.')
      .waitFor();
    await throttleUpload(0);
    await toaster.toast(`“${name}” is uploaded and waits for its conversion`).waitFor();
    const submitted = (await myConversions(browser.page.request)).find(
      (item) => item.name === name,
    );
    expect(submitted?.size).toBe(1024 * 1024 + 17);
    await video.open();
    expect(await video.unfinished.count()).toBe(0);
  });

  it('fits a 360 px phone without sideways scroll', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    await video.open();
    await video.row(gameName).waitFor();
    const widths = await browser.page.evaluate(() => ({
      scroll: document.scrollingElement?.scrollWidth ?? 0,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  });
});
