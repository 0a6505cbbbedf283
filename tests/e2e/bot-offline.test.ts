import type { LiveGameSummary } from '@sync/contract/play';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botRanks } from '@domain/bots/ranks';
import { BotOfflinePage } from './pages/bot-offline-page';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { signInThroughApi } from './support/sign-in';
import { waitUntil } from './support/wait-until';

/** Where the player puts stones, in order (the first still empty each time). */
const POINTS = ['E5', 'C3', 'G7', 'C7', 'G3', 'E3', 'E7', 'C5', 'G5', 'D4', 'F6', 'D6', 'F4'];

describe('a game against the bot in the browser, offline', () => {
  let browser: Browser;
  let bot: BotOfflinePage;
  /** the statuses of the answers to POST /games/offline */
  const uploads: number[] = [];

  beforeAll(async () => {
    const user = await createActiveUser('botOff');
    browser = await launchBrowser();
    await signInThroughApi(browser.context, user.username, TEST_PASSWORD);
    bot = new BotOfflinePage(browser.page, baseUrl());
    browser.page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/games/offline')) {
        uploads.push(response.status());
      }
    });
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('online once: the app and the bot are downloaded and the network starts', async () => {
    await bot.open();
    await bot.app.waitForServiceWorkerControl();
    expect(['webgl', 'wasm']).toContain(await bot.waitForBot());
    await bot.app.waitForLocalesCached('en');
    await bot.startButton.waitFor();
    expect(await bot.startButton.isEnabled()).toBe(true);
  });

  it('offline: the page reloads from the service worker, says so, and a 9×9 game is played', async () => {
    await browser.context.setOffline(true);
    const response = await bot.app.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await bot.main.getByText('You are offline', { exact: true }).waitFor();
    await bot.waitForBot();

    await bot.select('Board size', '9×9');
    await bot.select('Your colour', 'Black');
    // the weakest rank the modern bot offers (measured: docs/bots.md)
    await bot.select("Bot's rank", botRanks('modern')[0]);
    await bot.startButton.click();
    await bot.game.waitFor();

    for (let move = 0; move < 5; move++) {
      await bot.playSomewhere(POINTS, 9);
      // the bot's answer, computed in the worker
      await bot.waitForMoves(2 * move + 2);
    }
  });

  it('fits a 360 px phone: nothing wider than the screen', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    await waitUntil(
      () => browser.page.evaluate(() => document.documentElement.scrollWidth <= 360),
      'the page to fit 360 px',
    );
    await browser.page.setViewportSize({ width: 1280, height: 800 });
  });

  it('offline: the game survives a reload and goes on (a move typed by keyboard too)', async () => {
    await bot.app.reload();
    await bot.game.waitFor();
    expect(await bot.moveCount()).toBe(10);
    await bot.waitForBot();
    for (let move = 5; move < 10; move++) {
      // by keyboard once: the point typed as its coordinates
      if (move === 5) await bot.typeSomewhere(POINTS, 9);
      else await bot.playSomewhere(POINTS, 9);
      await bot.waitForMoves(2 * move + 2);
    }
  });

  it('offline: the player resigns and the result is shown, to be saved when online', async () => {
    await bot.button('Resign').click();
    await bot.button('Yes, resign').click();
    await bot.result.waitFor();
    expect(await bot.result.textContent()).toBe('You lost: W+R (by resignation)');
    await bot.main.getByText('It will be saved to your games when you are online.').waitFor();
    expect(uploads).toEqual([]);
  });

  it('online again: the game is uploaded and listed among the player’s games', async () => {
    await browser.context.setOffline(false);
    await waitUntil(() => Promise.resolve(uploads.length > 0), 'the upload of the finished game');
    // 201: a new game on the server (200 would be the same clientId again)
    expect(uploads[0]).toBe(201);

    await bot.main.getByText('Saved to your games.', { exact: false }).waitFor();
    const response = await browser.context.request.get(`${baseUrl()}/api/v1/games/self`);
    expect(response.status()).toBe(200);
    const games = (await response.json()) as LiveGameSummary[];
    const uploaded = games.find((game) => game.moveCount === 20 && game.result === 'W+R');
    expect(uploaded?.phase).toBe('finished');
    expect(uploaded?.boardSize).toBe(9);
  });
});
