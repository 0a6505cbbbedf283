import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botRanks } from '@domain/bots/ranks';
import { Toaster } from './pages/toaster';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { signInThroughApi } from './support/sign-in';
import { waitUntil } from './support/wait-until';

/** E5 on 9×9 as Shudan draws it: column E is x 4, row 5 is y 4 (row 1 at the bottom). */
const E5 = '.play-goban .shudan-vertex[data-x="4"][data-y="4"]';
/** Points of 9×9 off the centre, by name, as Shudan draws them (row 1 at the bottom: y 8). */
const CORNER_POINTS: Record<string, string> = {
  C3: '.play-goban .shudan-vertex[data-x="2"][data-y="6"]',
  G7: '.play-goban .shudan-vertex[data-x="6"][data-y="2"]',
  G3: '.play-goban .shudan-vertex[data-x="6"][data-y="6"]',
  C7: '.play-goban .shudan-vertex[data-x="2"][data-y="2"]',
  B2: '.play-goban .shudan-vertex[data-x="1"][data-y="7"]',
  H8: '.play-goban .shudan-vertex[data-x="7"][data-y="1"]',
};

/** The first point of CORNER_POINTS still empty on the page, other than `except`; '' if none. */
async function emptyPoint(page: Page, except = ''): Promise<string> {
  for (const [name, selector] of Object.entries(CORNER_POINTS)) {
    if (name !== except && (await page.locator(`${selector}.shudan-sign_0`).count())) return name;
  }
  return '';
}

describe('a game against a bot from the lobby', () => {
  let browser: Browser;

  beforeAll(async () => {
    const user = await createActiveUser('botP');
    browser = await launchBrowser();
    await signInThroughApi(browser.context, user.username, TEST_PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('challenges the modern bot at a chosen rank and style; the bot greets and answers', async () => {
    const { page } = browser;
    const strongest = botRanks('modern').at(-1)!;
    await page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Create challenge', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create challenge' });
    await dialog.getByRole('button', { name: '9×9 blitz', exact: true }).click();
    await dialog.getByLabel('My colour').selectOption('black');
    await dialog.getByLabel('Main time, s').fill('300');
    await dialog.getByLabel('Opponent', { exact: true }).selectOption('bot');

    // GNU Go offers its own ranks and no styles; the modern bot its ranks and four styles
    await dialog.getByLabel('Bot', { exact: true }).selectOption('pre-ai');
    await dialog.getByText('GNU Go plays by its level: it has no styles.').waitFor();
    expect(await dialog.getByLabel('Style', { exact: true }).count()).toBe(0);
    const preAiRanks = await dialog.getByLabel('Bot strength').locator('option').allInnerTexts();
    expect(preAiRanks).toEqual(botRanks('pre-ai').map((rank) => `about ${rank}`));
    await dialog.getByLabel('Bot', { exact: true }).selectOption('modern');
    await dialog.getByLabel('Bot strength').selectOption(strongest);
    await dialog.getByLabel('Style', { exact: true }).selectOption('solid');
    await dialog.getByText('Always the move the network thinks best.').waitFor();

    // what the ranks mean, on request
    await dialog.getByText('How strong are the bots?').click();
    const table = dialog.locator('.play-bot-strength__table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(
      botRanks('modern').length + botRanks('pre-ai').length,
    );

    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => /^\/server\/\d+$/.test(url.pathname));
    await page.locator(E5).waitFor();
    await page.getByText('Your move', { exact: true }).waitFor();

    // the game page shows the bot at the rank the challenge asked for
    expect(await page.locator('.play-player__rank').allInnerTexts()).toContain(strongest);
    await page.locator(E5).click();
    // the bot answers: a second move in the list, and it says hello in the page's English (the
    // account's profile says Russian)
    await waitUntil(
      async () => (await page.locator('.play-moves li').count()) === 2,
      'the bot’s answer in the move list',
    );
    await page.getByText('Your move', { exact: true }).waitFor();
    await waitUntil(
      async () =>
        (await page.locator('.play-chat__line').allInnerTexts()).some((line) =>
          line.includes('Hello! Have a good game.'),
        ),
      'the bot’s greeting in the chat',
    );
  });

  it('on a 360 px phone, a move to confirm shows a whole stone and a Play button in view', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByLabel('Confirm each move before it is played').check();
    // a point still empty after the bot's answer
    const name = await emptyPoint(page);
    expect(name).not.toBe('');
    const point = CORNER_POINTS[name];
    const ghost = page.locator(`${point} .shudan-ghost`);

    await page.locator(point).click();
    await page.locator(`${point}.shudan-ghost_1`).waitFor();
    // a stone nearly as wide as the point, not Shudan's small dot
    const [vertexBox, stone] = [await page.locator(point).boundingBox(), await ghost.boundingBox()];
    expect(stone && vertexBox && stone.width / vertexBox.width).toBeGreaterThan(0.85);
    const play = page.getByRole('button', { name: `Play ${name}`, exact: true });
    const box = await play.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.locator('.play-moves li').count()).toBe(2);

    // a tap outside the board takes it back; Play plays it, and the bot answers
    await page.getByRole('heading', { level: 1 }).click();
    await page.locator(`${point}.shudan-ghost_1`).waitFor({ state: 'detached' });
    await page.locator(point).click();
    await play.click();
    await waitUntil(
      async () => (await page.locator('.play-moves li').count()) === 4,
      'the confirmed move and the bot’s answer',
    );
    expect(await page.locator(`${point}.shudan-sign_1`).count()).toBe(1);

    // a move while the connection is down: its stone shown as waiting, played once it is back
    await page.getByText('Your move', { exact: true }).waitFor();
    const later = await emptyPoint(page, name);
    expect(later).not.toBe('');
    const laterPoint = CORNER_POINTS[later];
    await browser.context.setOffline(true);
    await page.getByText('Reconnecting…', { exact: true }).waitFor();
    await page.locator(laterPoint).click();
    await page.getByRole('button', { name: `Play ${later}`, exact: true }).click();
    await page.getByText(`Your move ${later} waits for the connection`, { exact: false }).waitFor();
    await page.locator(`${laterPoint}.shudan-ghost_1`).waitFor();
    await browser.context.setOffline(false);
    await new Toaster(page).toast(`Connection back: your move ${later} was played.`).waitFor();
    await waitUntil(
      async () => (await page.locator('.play-moves li').count()) === 6,
      'the move sent after the reconnect and the bot’s answer',
    );
    expect(await page.locator(`${laterPoint}.shudan-sign_1`).count()).toBe(1);
  });

  it('Undo after the bot’s answer takes back the player’s move and the answer', async () => {
    const { page } = browser;
    await page.getByText('Your move', { exact: true }).waitFor();
    const stones = page.locator('.play-goban .shudan-vertex:not(.shudan-sign_0)');
    const before = await page.locator('.play-moves li').count();
    const stonesBefore = await stones.count();
    await page.getByRole('button', { name: 'Request undo', exact: true }).click();
    // the bot accepts: two moves fewer, two stones fewer, the player to move again
    await waitUntil(
      async () => (await page.locator('.play-moves li').count()) === before - 2,
      'the move and the bot’s answer taken back',
    );
    await waitUntil(async () => (await stones.count()) === stonesBefore - 2, 'two stones fewer');
    await page.getByText('Your move', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Request undo', exact: true }).isEnabled()).toBe(
      true,
    );
  });

  it('the lobby’s list of one’s games shows the bot at the rank the challenge asked for', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
    const mine = page.locator('section[aria-labelledby="play-mine-title"] .play-player__rank');
    await waitUntil(
      async () => (await mine.allInnerTexts()).includes(botRanks('modern').at(-1)!),
      'the bot’s rank in the list of my games',
    );
  });
});
