import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayOnState } from '@pwa/lib/position-analysis/types';
import { BotOfflinePage } from './pages/bot-offline-page';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { waitUntil } from './support/wait-until';

/** 9x9: black C3, D4, C7; white G7, F6, G3; White to play, komi 5.5 (GoGlass's hand-over). */
function playOnState(): PlayOnState {
  const signs = Array.from({ length: 9 }, () => Array.from({ length: 9 }, (): -1 | 0 | 1 => 0));
  const put = (x: number, y: number, sign: -1 | 1) => (signs[y][x] = sign);
  put(2, 6, 1); // C3
  put(3, 5, 1); // D4
  put(2, 2, 1); // C7
  put(6, 2, -1); // G7
  put(5, 3, -1); // F6
  put(6, 6, -1); // G3
  return { startPosition: { boardSize: 9, signs, toPlay: 'W', komi: 5.5 } };
}

const BLACK = ['C3', 'D4', 'C7'];
const WHITE = ['G7', 'F6', 'G3'];
const POINTS = ['E5', 'E3', 'E7', 'C5', 'G5', 'D6', 'F4', 'B4'];

describe('play on from a position against the bot on the device', () => {
  let browser: Browser;
  let bot: BotOfflinePage;

  beforeAll(async () => {
    browser = await launchBrowser();
    bot = new BotOfflinePage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The colour of the stone the game's board shows on a point: 1, -1 or 0. */
  async function signAt(vertex: string): Promise<number> {
    const classes = (await bot.vertex(vertex, 9).getAttribute('class')) ?? '';
    return Number(/shudan-sign_(-?1|0)/.exec(classes)?.[1]);
  }

  it('offers a game from the position router state hands over, with its size, side and komi', async () => {
    await bot.open();
    await bot.waitForBot();
    // what navigate('/server/bot', { state }) leaves in the history entry, kept over a reload
    await browser.page.evaluate((state) => {
      window.history.replaceState({ usr: state, key: 'play-on', idx: 0 }, '');
    }, playOnState());
    await bot.app.reload();
    await bot.main.getByText('From the position: 9×9, White to play, komi 5.5.').waitFor();
    await bot.main
      .getByRole('img', { name: 'The starting position, 9×9, White to play' })
      .waitFor();
    // the position sets the board size: no choice of it
    expect(await bot.main.getByLabel('Board size', { exact: true }).count()).toBe(0);
    await bot.main.getByText('Chinese rules, komi 5.5.', { exact: false }).waitFor();
  });

  it('fits a 360 px phone with the position shown', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    await waitUntil(
      () => browser.page.evaluate(() => document.documentElement.scrollWidth <= 360),
      'the page to fit 360 px',
    );
    await browser.page.setViewportSize({ width: 1280, height: 800 });
  });

  it('starts with the stones set up; the bot (White, to play) moves first, then answers', async () => {
    await bot.waitForBot();
    await bot.select('Your colour', 'Black');
    await bot.startButton.click();
    await bot.game.waitFor();
    for (const vertex of BLACK) expect(await signAt(vertex)).toBe(1);
    for (const vertex of WHITE) expect(await signAt(vertex)).toBe(-1);
    await bot.waitForMoves(1);
    await bot.playSomewhere(POINTS, 9);
    await bot.waitForMoves(3);
    // six set-up stones and three moves (no capture this early)
    const stones = await browser.page
      .locator('.bot-goban .shudan-vertex:not(.shudan-sign_0)')
      .count();
    expect(stones).toBe(9);
  });

  it('keeps the game over a reload (the position is offered once), and keeps it on the device', async () => {
    await bot.app.reload();
    await bot.game.waitFor();
    expect(await bot.moveCount()).toBe(3);
    for (const vertex of BLACK) expect(await signAt(vertex)).toBe(1);
    await bot.button('Resign').click();
    await bot.button('Yes, resign').click();
    await bot.result.waitFor();
    expect(await bot.result.textContent()).toBe('You lost: W+R (by resignation)');
    await bot.main.getByText('A game from a set-up position stays on this device.').waitFor();
  });
});
