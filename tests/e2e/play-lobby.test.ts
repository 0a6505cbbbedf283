import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { SLOW_9X9 } from './support/challenge-settings';
import { launchBrowser, type Browser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

/** A call of the API as the signed-in user of `context`; fails loudly unless it answers 2xx. */
async function post<T>(context: BrowserContext, path: string, data: unknown = {}): Promise<T> {
  const response = await context.request.post(`${baseUrl()}/api/v1/${path}`, {
    data,
    headers: { Origin: baseUrl() },
  });
  if (!response.ok())
    throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json().catch(() => ({}))) as T;
}

/** The lobby (/server) as one visitor sees it. */
class Lobby {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
    await this.page
      .getByRole('heading', { level: 2, name: 'Open challenges', exact: true })
      .waitFor();
  }

  /** The challenge table's row of a creator's challenge. */
  rowOf(creator: string): Locator {
    return this.page.locator('tr[data-challenge-id]').filter({ hasText: creator });
  }

  /** Waits until the list has loaded (its table or the empty sentence). */
  async waitForList(): Promise<void> {
    await this.page
      .locator('tr[data-challenge-id], :text("No open challenges."), :text("No challenges match")')
      .first()
      .waitFor();
  }

  async createChallenge(): Promise<void> {
    await this.page.getByRole('button', { name: 'Create challenge', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create challenge' });
    await dialog.getByRole('button', { name: '9×9 blitz', exact: true }).click();
    await dialog.getByLabel('My colour').selectOption('black');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

describe('the go server lobby, live', () => {
  let creatorBrowser: Browser;
  let watcherBrowser: Browser;
  let creator: Lobby;
  let watcher: Lobby;
  let creatorName = '';

  beforeAll(async () => {
    const [first, second] = [await createActiveUser('lobbyA'), await createActiveUser('lobbyB')];
    creatorName = first.username;
    creatorBrowser = await launchBrowser();
    watcherBrowser = await launchBrowser();
    await signInThroughApi(creatorBrowser.context, first.username, TEST_PASSWORD);
    await signInThroughApi(watcherBrowser.context, second.username, TEST_PASSWORD);
    creator = new Lobby(creatorBrowser.page);
    watcher = new Lobby(watcherBrowser.page);
  });

  afterAll(async () => {
    await creatorBrowser?.close();
    await watcherBrowser?.close();
  });

  it('shows another user’s new challenge without a reload, and drops it once cancelled', async () => {
    await watcher.open();
    await watcher.waitForList();
    expect(await watcher.rowOf(creatorName).count()).toBe(0);
    await watcherBrowser.page.getByText('Updated live', { exact: true }).waitFor();

    await creator.open();
    await creator.createChallenge();

    // the watcher's page was not reloaded: the stream brought the row
    const row = watcher.rowOf(creatorName);
    await row.waitFor();
    expect(await row.locator('td').nth(2).textContent()).toBe('9×9');
    expect(await row.locator('td').nth(4).textContent()).toBe('1:00 + 3×10 s');
    expect(await row.getByRole('button', { name: 'Accept' }).isEnabled()).toBe(true);

    // filters: a 13×13 filter hides it, all sizes show it again (kept in the URL)
    await watcherBrowser.page.getByLabel('Board', { exact: true }).selectOption('13');
    await watcherBrowser.page.getByText('No challenges match the filters.').waitFor();
    expect(new URL(watcherBrowser.page.url()).searchParams.get('board')).toBe('13');
    await watcherBrowser.page.getByLabel('Board', { exact: true }).selectOption('');
    await row.waitFor();

    // the creator sees Cancel on their own challenge, and cancels it
    const own = creator.rowOf(creatorName);
    await own.getByRole('button', { name: 'Cancel' }).click();
    await own.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
  });

  it('lists the challenges to a signed-out visitor, who is asked to sign in', async () => {
    const visitor = await launchBrowser();
    try {
      const lobby = new Lobby(visitor.page);
      await lobby.open();
      await visitor.page.getByText('Sign in to create or accept challenges.').waitFor();
      expect(
        await visitor.page.getByRole('button', { name: 'Create challenge', exact: true }).count(),
      ).toBe(0);
    } finally {
      await visitor.close();
    }
  });
});

describe('My games (/games/self)', () => {
  let player: Browser;
  let opponent: Browser;
  let botGame = 0;
  let liveGame = 0;
  let opponentName = '';
  let playerName = '';

  beforeAll(async () => {
    const [first, second] = [await createActiveUser('mineA'), await createActiveUser('mineB')];
    opponentName = second.username;
    playerName = first.username;
    [player, opponent] = [await launchBrowser(), await launchBrowser()];
    await signInThroughApi(player.context, first.username, TEST_PASSWORD);
    await signInThroughApi(opponent.context, second.username, TEST_PASSWORD);
    // a game against the pre-AI bot, resigned at once, and a game with a person still going
    const started = await post<{ gameId: number }>(player.context, 'challenge', {
      ...SLOW_9X9,
      opponent: 'bot',
      botKind: 'pre-ai',
    });
    botGame = started.gameId;
    await post(player.context, `games/${botGame}/resign`);
    const challenge = await post<{ id: number }>(opponent.context, 'challenge', SLOW_9X9);
    liveGame = (await post<{ gameId: number }>(player.context, `challenge/${challenge.id}`)).gameId;
  });

  afterAll(async () => {
    await player?.close();
    await opponent?.close();
  });

  it.each([1280, 360])(
    'lists the live game and the finished bot game with its result, at %i px',
    async (width) => {
      const page = player.page;
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
      await page.getByRole('link', { name: 'All my games', exact: true }).click();
      await page.waitForURL(`${baseUrl()}/games/self`);
      await page.getByRole('heading', { level: 1, name: 'My games' }).waitFor();

      const finished = page.getByRole('list', { name: 'Finished games' }).locator('li');
      await expect.poll(() => finished.count()).toBe(1);
      const card = finished.first();
      expect(await card.getAttribute('data-game-id')).toBe(String(botGame));
      expect(await card.locator('.my-games__outcome').innerText()).toBe('Loss');
      expect(await card.locator('.play-player__name').innerText()).toBe('GNU Go bot');
      expect(await card.locator('.my-games__result').innerText()).toBe('W+R');
      expect(await card.locator('.my-games__meta').innerText()).toMatch(
        /^as Black · 9×9 · W\+R · /,
      );
      const record = card.getByRole('link', { name: 'Record', exact: true });
      expect(await record.getAttribute('href')).toBe(`/viewer/online/${botGame}`);

      const live = page.getByRole('list', { name: 'In progress' }).locator('li');
      expect(await live.count()).toBe(1);
      expect(await live.first().getAttribute('data-game-id')).toBe(String(liveGame));
      expect(await live.first().innerText()).toContain(opponentName);

      // nothing scrolls sideways, and the record's link is on screen
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const box = await record.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    },
  );

  it('shows who is online and, live, who is in the lobby', async () => {
    const names = player.page.locator('.play-presence__names');
    await player.page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
    await expect.poll(async () => (await names.textContent())?.split(', ')).toContain(playerName);
    await opponent.page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
    await expect.poll(async () => (await names.textContent())?.split(', ')).toContain(opponentName);
    expect(await player.page.locator('.play-presence__online').textContent()).toMatch(
      /^\d+ online$/,
    );
    await opponent.page.goto(`${baseUrl()}/games/self?lng=en`, { waitUntil: 'load' });
    await expect
      .poll(async () => (await names.textContent())?.split(', '))
      .not.toContain(opponentName);
  });

  it('links the finished game from the user’s own profile (/user), on a 360 px phone', async () => {
    const page = player.page;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseUrl()}/user?lng=en`, { waitUntil: 'load' });
    const section = page.locator('section.recent-games');
    await section.getByRole('heading', { level: 2, name: 'Finished games' }).waitFor();
    const finished = section.getByRole('list', { name: 'Finished games' }).locator('li');
    await expect.poll(() => finished.count()).toBe(1);
    expect(await finished.first().getAttribute('data-game-id')).toBe(String(botGame));
    await finished.first().getByRole('link', { name: 'Record', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/viewer/online/${botGame}`);
  });

  it('shows a challenge on a phone (360 and 767 px) as a card with Accept in view, from 768 px as a row', async () => {
    const challenge = await post<{ id: number }>(opponent.context, 'challenge', SLOW_9X9);
    try {
      const page = player.page;
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
      const card = page.locator(`tr[data-challenge-id="${challenge.id}"]`);
      const accept = card.getByRole('button', { name: 'Accept', exact: true });
      await accept.waitFor();
      const [cardBox, acceptBox] = [await card.boundingBox(), await accept.boundingBox()];
      expect(cardBox && cardBox.x >= 0 && cardBox.x + cardBox.width <= 360).toBe(true);
      expect(acceptBox && acceptBox.x >= 0 && acceptBox.x + acceptBox.width <= 360).toBe(true);
      // each fact named in the card, as the table's header would
      expect(await card.locator('td[data-label="Board"]').textContent()).toBe('9×9');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      // the spec's general breakpoint: cards up to 767 px, the table from 768 px
      const rowDisplay = () => card.evaluate((row) => getComputedStyle(row).display);
      await page.setViewportSize({ width: 767, height: 740 });
      expect(await rowDisplay()).toBe('flex');
      await page.setViewportSize({ width: 769, height: 740 });
      expect(await rowDisplay()).toBe('table-row');
    } finally {
      await opponent.context.request.delete(`${baseUrl()}/api/v1/challenge/${challenge.id}`, {
        headers: { Origin: baseUrl() },
      });
    }
  });

  it('hides the challenges whose rank range leaves the user out, when asked (kept in the address)', async () => {
    const strong = await post<{ id: number }>(opponent.context, 'challenge', {
      ...SLOW_9X9,
      minRank: '5d',
    });
    try {
      const page = player.page;
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
      const row = page.locator(`tr[data-challenge-id="${strong.id}"]`);
      await row.waitFor();
      // a click (not check(): the router applies the address in a transition, after the click)
      const filter = page.getByLabel(/^Only those I can accept \(my rank: \d+[kd]\)$/);
      await filter.click();
      await page.waitForURL((url) => url.searchParams.get('acceptable') === '1');
      await row.waitFor({ state: 'detached' });
      await expect.poll(() => filter.isChecked()).toBe(true);
      await filter.click();
      await page.waitForURL((url) => !url.searchParams.has('acceptable'));
      await row.waitFor();
    } finally {
      await opponent.context.request.delete(`${baseUrl()}/api/v1/challenge/${strong.id}`, {
        headers: { Origin: baseUrl() },
      });
    }
  });

  it('sends a signed-out visitor to sign in', async () => {
    const visitor = await launchBrowser();
    try {
      await visitor.page.goto(`${baseUrl()}/games/self?lng=en`, { waitUntil: 'load' });
      await visitor.page.waitForURL((url) => url.pathname === '/sign-in');
    } finally {
      await visitor.close();
    }
  });
});
