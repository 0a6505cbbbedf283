import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatThousands } from '@domain/format';
import type { Page } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';
import type { PlayerSummary } from '@sync/contract/players';
import type { DonationsTotal, SiteInfo } from '@sync/contract/site';
import type { TournamentSummary } from '@sync/contract/tournaments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from './pages/home-page';
import { SyncIndicator } from './pages/sync-indicator';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { EN_RESULTS } from './support/game-results';
import { latinNameWithNickname, nicknamesById } from './support/nicknames';

/** Past's statuses for the public: the ones being processed only in the admin's view. */
const RECENT = 'tournaments?status=active&status=ended&sort=start_date&order=desc&limit=5';
const UPCOMING = 'tournaments?status=scheduled&sort=start_date&order=asc&limit=5';
const LATEST_RECORDS = 'games?has_sgf=true&limit=5';

/** The site's name in a language (locales/<lng>/common.json), the front page's title. */
function appName(lng: string): string {
  const file = resolve(import.meta.dirname, `../../locales/${lng}/common.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { appName: string }).appName;
}

describe('the front page', () => {
  let browser: Browser;
  let home: HomePage;

  beforeAll(async () => {
    browser = await launchBrowser();
    home = new HomePage(browser.page, baseUrl());
    await home.open();
    await home.app.waitForServiceWorkerControl();
    await new SyncIndicator(browser.page).waitForSynced();
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('counts the players and tournaments the API has, and the donations (none yet)', async () => {
    const players = (await apiGet<Page<PlayerSummary>>('players?limit=1')).total;
    const tournaments = (await apiGet<Page<TournamentSummary>>('tournaments?limit=1')).total;
    expect(players).toBeGreaterThan(1000);
    await expect
      .poll(() => home.stat('players').textContent())
      .toBe(formatThousands(players, 0, 'en'));
    await expect
      .poll(() => home.stat('tournaments').textContent())
      .toBe(formatThousands(tournaments, 0, 'en'));
    expect((await apiGet<DonationsTotal>('donate/total')).total).toBe(0);
    expect(await home.stat('donations').textContent()).toBe('0\u00a0₽');
  });

  it('says that the data is generated demo data, as GET /site does', async () => {
    expect(await apiGet<SiteInfo>('site')).toEqual({ demoData: true });
    await home.demoNotice.waitFor();
    expect(await home.demoNotice.textContent()).toContain('generated for a demonstration');
  });

  it('lists the latest and the next tournaments in the order the API gives them', async () => {
    const recent = await apiGet<Page<TournamentSummary>>(RECENT);
    const upcoming = await apiGet<Page<TournamentSummary>>(UPCOMING);
    expect(recent.items).toHaveLength(5);
    expect(upcoming.items).toHaveLength(5);
    await expect
      .poll(() => home.links(home.recent))
      .toEqual(recent.items.map((t) => `/tournaments/${t.id}`));
    expect(await home.recent.locator('.home-list__title').allTextContents()).toEqual(
      recent.items.map((t) => t.titleLatin),
    );
    await expect
      .poll(() => home.links(home.upcoming))
      .toEqual(upcoming.items.map((t) => `/tournaments/${t.id}`));
    expect(
      await home.upcoming.getByRole('link', { name: 'The whole calendar' }).getAttribute('href'),
    ).toBe('/tournaments?mode=upcoming');
  });

  it('links the latest game records to the viewer', async () => {
    const latest = await apiGet<Page<GameSummary>>(LATEST_RECORDS);
    expect(latest.items.length).toBeGreaterThan(0);
    const expected = latest.items.map((game) => `/viewer/${game.id}`);
    await expect.poll(() => home.links(home.games)).toEqual(expected);
    const first = latest.items[0];
    // the name, and the nickname (from the replicated players) beside it
    const nicknames = await nicknamesById();
    const names = `${latinNameWithNickname(first.black, nicknames)} – ${latinNameWithNickname(first.white, nicknames)}`;
    await expect
      .poll(() => home.games.locator('.home-list__title').first().textContent())
      .toBe(names);
    // the result in the one notation of the games list ('B+', 'W+ by forfeit', 'Jigo')
    expect(await home.games.locator('.home-list__meta').first().textContent()).toMatch(
      new RegExp(`^${EN_RESULTS[first.result].replace(/\+/g, '\\+')} · `),
    );
    await home.games.locator('.home-list__title').first().click();
    await home.app.waitForPath(expected[0]);
  });

  it('keeps the section cards', async () => {
    await home.open();
    expect(await home.sections.allTextContents()).toHaveLength(6);
    expect(await home.sections.first().getAttribute('href')).toBe('/players');
  });

  it('fits a 360 px wide phone without sideways scrolling', async () => {
    await browser.page.setViewportSize({ width: 360, height: 780 });
    try {
      for (const lng of ['en', 'ru', 'zh']) {
        await home.open(`?lng=${lng}`, appName(lng));
        await home.stat('players').filter({ hasText: /\d/ }).waitFor();
        await home.gameLinks.first().waitFor();
        expect(await home.app.hasHorizontalOverflow(), lng).toBe(false);
      }
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('offline: a reload still shows the numbers, the lists and the records seen', async () => {
    const players = (await apiGet<Page<PlayerSummary>>('players?limit=1')).total;
    const latest = await apiGet<Page<GameSummary>>(LATEST_RECORDS);
    const recent = await apiGet<Page<TournamentSummary>>(RECENT);
    await home.open();
    await home.games.locator('.home-list__title').first().waitFor();
    await browser.context.setOffline(true);
    const response = await home.app.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await home.app.waitForHeading('Go Federation');
    await expect
      .poll(() => home.stat('players').textContent())
      .toBe(formatThousands(players, 0, 'en'));
    await expect
      .poll(() => home.links(home.games))
      .toEqual(latest.items.map((game) => `/viewer/${game.id}`));
    // each list is its own query of the local database: they may appear one after the other
    await expect
      .poll(() => home.links(home.recent))
      .toEqual(recent.items.map((t) => `/tournaments/${t.id}`));
    await home.demoNotice.waitFor();
  });
});
