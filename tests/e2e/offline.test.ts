import type { CalculatorInput, CalculatorOutput } from '@domain/rating/calculator';
import type { Page } from '@sync/contract/common';
import type { PlayerSummary, RatingHistory } from '@sync/contract/players';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalculatorPage } from './pages/calculator-page';
import { PlayerPage, type PlayerTabName } from './pages/player-page';
import { PlayersPage } from './pages/players-page';
import { SyncIndicator } from './pages/sync-indicator';
import { Toaster } from './pages/toaster';
import { apiGet, apiPost } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import {
  calculatorCard,
  pickablePlayers,
  playerTitle,
  type PickablePlayer,
} from './support/test-data';
import { localRowCount } from './support/local-database';
import { importIntoServer } from './support/server-import';

/** What each tab of a never-opened player says offline (its part's name + needs a connection). */
const OFFLINE_TABS: Array<[PlayerTabName, string]> = [
  ['Statistics', 'Statistics'],
  ['Rating', 'The rating history'],
  ['Tournaments', 'Tournaments'],
  ['Opponents', 'Opponents'],
  ['Games', 'Games'],
];

/** Latin letters only, different on every run: a surname nobody in the database has. */
function uniqueSurname(): string {
  const letters = (Date.now() * 1000 + Math.floor(Math.random() * 1000))
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
  return `Zq${letters}`;
}

/** A one-round tournament in the EGD h9 format: two new players, the first won. */
function tinyH9(surname: string, firstNames: [string, string], date: string): string {
  return [
    `; TC[E2E${date.replaceAll('-', '')}]`,
    `; EV[Offline e2e cup ${surname}]`,
    '; PC[RU, Moscow]',
    `; DT[${date},${date}]`,
    '; HA[h9]',
    ';',
    '; Pl Name Grd Co Club Wins R1',
    `  1 ${surname} ${firstNames[0]}   5k RU xxx  1   2+/w0  |`,
    `  2 ${surname} ${firstNames[1]}   6k RU xxx  0   1-/b0  |`,
    '',
  ].join('\n');
}

describe('offline after one online visit, and back online', () => {
  let browser: Browser;
  let players: PlayersPage;
  let player: PlayerPage;
  let calculator: CalculatorPage;
  let sync: SyncIndicator;
  let total: number;
  /** opened online once, with its rating tab */
  let visited: PickablePlayer;
  let visitedHistory: string[][];
  /** never opened */
  let other: PlayerSummary;
  let calculated: [PickablePlayer, PickablePlayer];

  beforeAll(async () => {
    browser = await launchBrowser();
    players = new PlayersPage(browser.page, baseUrl());
    player = new PlayerPage(browser.page, baseUrl());
    calculator = new CalculatorPage(browser.page, baseUrl());
    sync = new SyncIndicator(browser.page);
    total = (await apiGet<Page<PlayerSummary>>('players?limit=1')).total;
    // enough candidates that one has two rating points whatever other tests changed before
    const candidates = await pickablePlayers(12);
    for (const candidate of candidates) {
      const history = await apiGet<RatingHistory>(`players/${candidate.id}/rating`);
      if (history.points.length >= 2) {
        visited = candidate;
        break;
      }
    }
    expect(visited, 'a pickable player with two rating points').toBeDefined();
    const rest = candidates.filter((c) => c.id !== visited.id);
    calculated = [rest[0], rest[1]];
    other = await apiGet<PlayerSummary>(`players/${rest[2].id}`);
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('online: the first visit replicates every player and caches the player page opened', async () => {
    await players.open('?active=all&lng=en');
    await players.app.waitForServiceWorkerControl();
    await sync.waitForSynced();
    expect(await localRowCount(browser.page, 'players')).toBe(total);

    // Within the app, as a visitor would: the page is never loaded again while online.
    await players.nameInput.fill(visited.search);
    await expect.poll(() => players.ids()).toEqual([visited.id]);
    await players.playerLink(visited.search).click();
    await players.app.waitForPath(`/players/${visited.id}`);
    await player.selectTab('Rating');
    await player.ratingChart.waitFor();
    await player.showTable.click();
    await player.ratingRows.first().waitFor();
    visitedHistory = await player.ratingTable();
    expect(visitedHistory.length).toBeGreaterThanOrEqual(2);
  });

  it('offline: a reload comes from the service worker, in English, and the header says offline', async () => {
    await browser.context.setOffline(true);
    const response = await player.app.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await player.name.waitFor();
    expect(await player.name.textContent()).toBe(visited.label);

    await sync.waitForState('offline');
    expect(await sync.status.textContent()).toBe('Offline');
    await new Toaster(browser.page)
      .toast('You are offline. Saved players, tournaments and the calculator keep working.')
      .waitFor();

    // The rating history comes from the on-demand cache.
    expect(await player.tab('Rating').getAttribute('aria-selected')).toBe('true');
    await player.ratingChart.waitFor();
    await player.showTable.click();
    await player.ratingRows.first().waitFor();
    expect(await player.ratingTable()).toEqual(visitedHistory);
  });

  it('offline: the list opens and filters by its URL and by typing', async () => {
    const expected = await apiGet<Page<PlayerSummary>>(
      'players?min_rating=2000&max_rating=2300&limit=50',
    );
    await players.open('?min_rating=2000&max_rating=2300&active=all');
    await expect.poll(() => players.ids()).toEqual(expected.items.map((p) => p.id));
    expect(await players.ratingFrom.inputValue()).toBe('2000');

    await players.open('?active=all');
    await players.waitForRows();
    await players.nameInput.fill(visited.search);
    await players.waitForQuery((query) => query.getAll('name').join() === visited.search);
    await expect.poll(() => players.ids()).toEqual([visited.id]);

    // The player opened online: the page and its rating history, from the cache.
    await players.playerLink(visited.search).click();
    await players.app.waitForPath(`/players/${visited.id}`);
    expect(await player.name.textContent()).toBe(visited.label);
    await player.selectTab('Rating');
    await player.showTable.click();
    await player.ratingRows.first().waitFor();
    expect(await player.ratingTable()).toEqual(visitedHistory);
  });

  it('offline: a player never opened has the header of the replicated row; each tab says it needs a connection', async () => {
    await player.open(other.id);
    expect(await player.name.textContent()).toBe(playerTitle(other));
    expect(await player.stat('Rating')).toBe(other.rating!.toFixed(0));
    expect(await player.stat('Deviation')).toBe(other.deviation!.toFixed(0));
    // the counts come from the API only
    expect(await player.stat('Games')).toBe('—');

    for (const [tab, what] of OFFLINE_TABS) {
      await player.selectTab(tab);
      await player.needsConnection.waitFor();
      expect(await player.needsConnection.locator('.notice__title').textContent()).toBe(
        'No internet connection',
      );
      expect(await player.needsConnection.locator('.notice__text').textContent()).toBe(
        `${what} needs an internet connection. Connect and try again.`,
      );
    }
  });

  it('offline: the calculator rates a game of two players of this device', async () => {
    const [first, second] = calculated;
    await calculator.open();
    await calculator.pickPlayer(1, first.search, first.label);
    await calculator.pickPlayer(2, second.search, second.label);
    await calculator.chooseResult('Jigo');
    await calculator.chooseHandicap(1);

    const input: CalculatorInput = {
      federation: 'rgf',
      player1: { rating: first.rating, deviation: first.deviation },
      player2: { rating: second.rating, deviation: second.deviation },
      result: 'tie',
      handicap: 1,
    };
    const api = await apiPost<CalculatorOutput>('rating/calculate', input);
    await calculator.cards.nth(1).waitFor();
    expect(await calculator.results()).toEqual([
      calculatorCard(first.label, input.player1, api.body.player1),
      calculatorCard(second.label, input.player2, api.body.player2),
    ]);
  });

  it('back online: players imported on the server meanwhile arrive without a reload', async () => {
    const surname = uniqueSurname();
    const today = new Date().toISOString().slice(0, 10);
    const report = await importIntoServer(
      'h9',
      `E2E-${surname}.h9`,
      tinyH9(surname, ['Anna', 'Boris'], today),
    );
    expect(report).toContain('players 2 new');

    await players.open(`?name=${surname}&active=all`);
    await players.empty.waitFor();
    expect(await players.empty.textContent()).toBe('No players found');
    // a mark that only survives if the page is not loaded again
    await browser.page.evaluate(() => {
      document.documentElement.dataset.e2eSameDocument = 'yes';
    });

    await browser.context.setOffline(false);
    await new Toaster(browser.page).toast('Back online.').waitFor();
    await expect
      .poll(() => players.names(), { timeout: 30_000 })
      .toEqual([`${surname} Anna`, `${surname} Boris`]);
    const arrived = await apiGet<Page<PlayerSummary>>(`players?name=${surname}`);
    expect((await players.ids()).sort((a, b) => a - b)).toEqual(
      arrived.items.map((p) => p.id).sort((a, b) => a - b),
    );
    await sync.waitForSynced();
    // the device holds every player the server has: the two new ones and any that an earlier
    // file's import still being written on this server added meanwhile (a CI run saw 3 more)
    const serverTotal = async () => (await apiGet<Page<PlayerSummary>>('players?limit=1')).total;
    await expect
      .poll(async () => (await localRowCount(browser.page, 'players')) - (await serverTotal()))
      .toBe(0);
    expect(await serverTotal()).toBeGreaterThanOrEqual(total + 2);
    expect(
      await browser.page.evaluate(() => document.documentElement.dataset.e2eSameDocument),
    ).toBe('yes');
  });
});
