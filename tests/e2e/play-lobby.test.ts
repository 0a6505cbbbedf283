import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { signInThroughApi } from './support/sign-in';

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
