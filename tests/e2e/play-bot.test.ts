import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botRanks } from '@domain/bots/ranks';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { signInThroughApi } from './support/sign-in';
import { waitUntil } from './support/wait-until';

/** E5 on 9×9 as Shudan draws it: column E is x 4, row 5 is y 4 (row 1 at the bottom). */
const E5 = '.play-goban .shudan-vertex[data-x="4"][data-y="4"]';

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

    await page.locator(E5).click();
    // the bot answers: a second move in the list, and it says hello (in the account's Russian)
    await waitUntil(
      async () => (await page.locator('.play-moves li').count()) === 2,
      'the bot’s answer in the move list',
    );
    await page.getByText('Your move', { exact: true }).waitFor();
    await waitUntil(
      async () =>
        (await page.locator('.play-chat__line').allInnerTexts()).some((line) =>
          line.includes('Здравствуйте! Хорошей игры.'),
        ),
      'the bot’s greeting in the chat',
    );
  });
});
