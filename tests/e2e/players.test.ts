import { formatPercent, formatThousands } from '@domain/format';
import type { Page } from '@sync/contract/common';
import type { LocationItem } from '@sync/contract/locations';
import type {
  PlayerDetail,
  PlayerOpponent,
  PlayerStatistics,
  PlayerSummary,
  PlayerTournament,
  RatingHistory,
} from '@sync/contract/players';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayerPage } from './pages/player-page';
import { PLAYER_COLUMNS, PlayersPage } from './pages/players-page';
import { SyncIndicator } from './pages/sync-indicator';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { localRowCount } from './support/local-database';
import { playerTitle } from './support/test-data';

/** The list's first page and each "Load more" (pwa/src/features/players/players-page.tsx). */
const PAGE_SIZE = 50;
const RANGE = { min: 2000, max: 2300 };

/** A whole number as the list shows ratings and deviations; a dash when missing. */
function whole(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(0);
}

/** A surname of one of `players` long enough to be a real filter, in plain Latin letters. */
function plainSurname(players: PlayerSummary[]): string {
  const name = players.map((p) => p.lastNameLatin).find((n) => /^[A-Za-z]{5,}$/.test(n));
  if (!name) throw new Error('No player with a plain Latin surname of five letters or more');
  return name;
}

/** The list's count line: every player matching the filters. */
/** The header's wins: '12 (40%)', ru '12 (40 %)'. */
function winsText(profile: PlayerDetail, language: string): string {
  const share = formatPercent(profile.wins / profile.games, 0, language);
  return `${formatThousands(profile.wins, 0, language)} (${share})`;
}

function totalText(total: number): string {
  return `${formatThousands(total, 0, 'en')} ${total === 1 ? 'player' : 'players'}`;
}

describe('the players list (online)', () => {
  let browser: Browser;
  let players: PlayersPage;
  let total: number;
  let active: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    players = new PlayersPage(browser.page, baseUrl());
    total = (await apiGet<Page<PlayerSummary>>('players?limit=1')).total;
    active = (await apiGet<Page<PlayerSummary>>('players?limit=1&active=3')).total;
    // The first sync fills IndexedDB; every test below reads it.
    await players.open('?lng=en');
    await new SyncIndicator(browser.page).waitForSynced();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the replicated players after the first sync, strongest first, in every column', async () => {
    expect(await localRowCount(browser.page, 'players')).toBe(total);
    await players.waitForRows();
    expect(await players.columnNames()).toEqual([...PLAYER_COLUMNS]);
    expect(await players.rows.count()).toBe(PAGE_SIZE);
    await expect.poll(() => players.count.textContent()).toBe(totalText(total));
    expect(await players.columnHeader('Rating').getAttribute('aria-sort')).toBe('descending');

    const top = await apiGet<Page<PlayerSummary>>(`players?limit=${PAGE_SIZE}`);
    expect(await players.ids()).toEqual(top.items.map((p) => p.id));
    const first = top.items[0];
    const cells = (await players.rows.first().locator('td, th').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(cells[0]).toBe(String(first.id));
    const nickname = first.nickname?.trim();
    expect(cells[1].split('\n')[0]).toBe(
      `${first.lastNameLatin} ${first.firstNameLatin}${nickname ? ` (${nickname})` : ''}`,
    );
    expect(cells[2]).toBe(whole(first.rating));
    expect(cells[3]).toBe(whole(first.deviation));
    expect(cells[4].split('\n')[0]).toBe(first.rankLabel);
    expect(cells[5]).toBe(first.country?.nameLatin ?? '');
    expect(cells[6]).toBe(first.city?.nameLatin ?? '');
    for (const date of cells.slice(7)) expect(date).toMatch(/^(\d\d\/\d\d\/\d{4}|—)$/);
  });

  it('takes the rating range and a name from the URL and shows only those players', async () => {
    const range = `min_rating=${RANGE.min}&max_rating=${RANGE.max}`;
    const inRange = await apiGet<Page<PlayerSummary>>(`players?${range}&limit=50`);
    const name = plainSurname(inRange.items);
    const expected = await apiGet<Page<PlayerSummary>>(
      `players?${range}&name=${encodeURIComponent(name)}&limit=${PAGE_SIZE}`,
    );
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThanOrEqual(PAGE_SIZE);

    await players.open(
      `?min_rating=${RANGE.min}&max_rating=${RANGE.max}&name=${name}&active=all&lng=en`,
    );
    await expect.poll(() => players.ids()).toEqual(expected.items.map((p) => p.id));
    for (const rating of await players.ratings()) {
      expect(rating).toBeGreaterThanOrEqual(RANGE.min);
      expect(rating).toBeLessThanOrEqual(RANGE.max);
    }
    for (const shown of await players.names())
      expect(shown.toLowerCase()).toContain(name.toLowerCase());
    await expect.poll(() => players.count.textContent()).toBe(totalText(expected.total));
    // The filters hold the values of the URL.
    expect(await players.ratingFrom.inputValue()).toBe(String(RANGE.min));
    expect(await players.ratingTo.inputValue()).toBe(String(RANGE.max));
    expect(await players.nameChips.allInnerTexts()).toEqual([expect.stringContaining(name)]);
  });

  it('puts a changed filter into the URL and follows it', async () => {
    await players.open(`?min_rating=${RANGE.min}&max_rating=${RANGE.max}&active=all&lng=en`);
    await players.waitForRows();

    await players.ratingTo.fill('2150');
    // the spec's names in the address, whatever names the link it came from used
    await players.waitForQuery((query) => query.get('maxRating') === '2150');
    expect(players.query().get('minRating')).toBe(String(RANGE.min));
    expect(players.query().has('min_rating')).toBe(false);
    const narrower = await apiGet<Page<PlayerSummary>>(
      `players?min_rating=${RANGE.min}&max_rating=2150&limit=${PAGE_SIZE}`,
    );
    await expect.poll(() => players.ids()).toEqual(narrower.items.map((p) => p.id));

    const name = plainSurname(narrower.items);
    await players.nameInput.fill(name);
    await players.waitForQuery((query) => query.getAll('name').join() === name);
    const named = await apiGet<Page<PlayerSummary>>(
      `players?min_rating=${RANGE.min}&max_rating=2150&name=${encodeURIComponent(name)}&limit=${PAGE_SIZE}`,
    );
    await expect.poll(() => players.ids()).toEqual(named.items.map((p) => p.id));
  });

  it('says while typing that rating bounds the wrong way round match nobody', async () => {
    await players.open('?lng=en');
    await players.waitForRows();
    const rating = players.main.getByRole('group', { name: 'Rating', exact: true });
    const alert = rating.getByRole('alert');

    await players.ratingFrom.fill('2500');
    await players.ratingTo.fill('2000');
    await expect
      .poll(() => alert.innerText())
      .toBe('The lower bound is above the upper one: nobody matches.');
    expect(await players.ratingTo.getAttribute('aria-invalid')).toBe('true');
    await players.waitForQuery(
      (query) => query.get('minRating') === '2500' && query.get('maxRating') === '2000',
    );

    await players.ratingFrom.fill('');
    await expect.poll(() => alert.count()).toBe(0);
    expect(await players.ratingTo.getAttribute('aria-invalid')).toBeNull();
    await players.waitForQuery((query) => !query.has('minRating'));
  });

  it('restricts the list to a country of ?loc=, as the API does, and offers places by name', async () => {
    const locations = await apiGet<LocationItem[]>('locations');
    const countries = locations.filter((l) => l.kind === 'country');
    const sizes = await Promise.all(
      countries.map(
        async (c) => (await apiGet<Page<PlayerSummary>>(`players?loc=${c.id}&limit=1`)).total,
      ),
    );
    // the smallest country that has players: its whole list fits on the first page
    const sized = countries
      .map((country, i) => ({ country, size: sizes[i] }))
      .filter(({ size }) => size > 0)
      .sort((a, b) => a.size - b.size);
    const { country } = sized[0];
    const minRating = 1000;
    const expected = await apiGet<Page<PlayerSummary>>(
      `players?loc=${country.id}&min_rating=${minRating}&limit=${PAGE_SIZE}`,
    );
    expect(expected.total).toBeGreaterThan(0);

    await players.open(`?loc=${country.id}&min_rating=${minRating}&active=all&lng=en`);
    await expect.poll(() => players.ids()).toEqual(expected.items.map((p) => p.id));
    await expect.poll(() => players.count.textContent()).toBe(totalText(expected.total));
    expect(new Set(await players.column(5))).toEqual(new Set([country.nameLatin]));
    expect(await players.locationChips.allInnerTexts()).toEqual([
      expect.stringContaining(country.nameLatin),
    ]);

    // Removing the chip drops loc= from the URL; choosing the country again puts it back.
    await players.main
      .getByRole('button', { name: `Remove the place ${country.nameLatin}`, exact: true })
      .click();
    await players.waitForQuery((query) => !query.has('loc'));
    await players.locationInput.fill(country.nameLatin);
    await players.locationOptions.filter({ hasText: 'country' }).first().click();
    await players.waitForQuery((query) => query.getAll('loc').join() === String(country.id));
    await expect.poll(() => players.ids()).toEqual(expected.items.map((p) => p.id));
  });

  it('sorts by a click on the rating header, both ways, as the API does', async () => {
    await players.open('?lng=en');
    await players.waitForRows();
    const rating = players.columnHeader('Rating');
    expect(await rating.getAttribute('aria-sort')).toBe('descending');

    await players.sortBy('Rating');
    await expect.poll(() => rating.getAttribute('aria-sort')).toBe('ascending');
    expect(players.query().get('sort')).toBe('rating');
    expect(players.query().get('order')).toBe('asc');
    expect(await players.columnHeader('Name').getAttribute('aria-sort')).toBe('none');
    const weakest = await apiGet<Page<PlayerSummary>>(`players?sort=rating&order=asc&limit=1`);
    await expect.poll(async () => (await players.ids())[0]).toBe(weakest.items[0].id);
    const ascending = await players.ratings();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await players.sortBy('Rating');
    await expect.poll(() => rating.getAttribute('aria-sort')).toBe('descending');
    const strongest = await apiGet<Page<PlayerSummary>>(`players?sort=rating&order=desc&limit=1`);
    await expect.poll(async () => (await players.ids())[0]).toBe(strongest.items[0].id);
    const descending = await players.ratings();
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('adds the next players with "Load more"', async () => {
    await players.open('?lng=en');
    await players.waitForRows();
    expect(await players.rows.count()).toBe(PAGE_SIZE);
    const firstPage = await players.ids();

    await players.loadMore.click();
    await expect.poll(() => players.rows.count()).toBe(2 * PAGE_SIZE);
    const twoPages = await apiGet<Page<PlayerSummary>>(`players?limit=${2 * PAGE_SIZE}`);
    const ids = await players.ids();
    expect(ids.slice(0, PAGE_SIZE)).toEqual(firstPage);
    expect(ids).toEqual(twoPages.items.map((p) => p.id));
    expect(await players.count.textContent()).toBe(totalText(total));
  });

  it('shows every player by default, as GET /players does, and the active ones as an option', async () => {
    await players.open('?lng=en');
    await players.waitForRows();
    expect(active).toBeGreaterThan(0);
    expect(active).toBeLessThan(total);
    await expect.poll(() => players.count.textContent()).toBe(totalText(total));
    const select = players.main.getByRole('combobox', { name: /^Active/ });
    expect(await select.inputValue()).toBe('all');
    expect(players.query().has('active')).toBe(false);

    await select.selectOption({ label: 'in the last 3 years' });
    await players.waitForQuery((query) => query.get('active') === '3');
    await expect.poll(() => players.count.textContent()).toBe(totalText(active));
    const recent = await apiGet<Page<PlayerSummary>>(`players?limit=${PAGE_SIZE}&active=3`);
    await expect.poll(() => players.ids()).toEqual(recent.items.map((p) => p.id));

    await select.selectOption({ label: 'all players' });
    await players.waitForQuery((query) => !query.has('active'));
    await expect.poll(() => players.count.textContent()).toBe(totalText(total));
  });

  it('shows a nickname beside the name, not instead of it', async () => {
    const nicknamed = (await apiGet<Page<PlayerSummary>>('players?sort=nickname&order=asc&limit=1'))
      .items[0];
    const nickname = nicknamed.nickname?.trim();
    expect(nickname, 'a player with a nickname').toBeTruthy();
    await players.open(`?name=${encodeURIComponent(nicknamed.lastNameLatin)}&active=all&lng=en`);
    const row = players.rows.filter({
      has: browser.page.locator(`a[href="/players/${nicknamed.id}"]`),
    });
    await row.waitFor();
    const name = `${nicknamed.lastNameLatin} ${nicknamed.firstNameLatin}`;
    expect(await row.locator('th > a').textContent()).toBe(name);
    expect(await row.locator('.player-name__nickname').textContent()).toBe(` (${nickname})`);
  });

  it('sorts by a click on the Name header: last name, first name, then id, both ways', async () => {
    await players.open('?lng=en');
    await players.waitForRows();
    const header = players.columnHeader('Name');
    await players.sortBy('Name');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    expect(players.query().get('sort')).toBe('name');
    const first = await apiGet<Page<PlayerSummary>>(
      `players?sort=latin_name&order=asc&limit=${PAGE_SIZE}`,
    );
    await expect.poll(() => players.ids()).toEqual(first.items.map((p) => p.id));

    await players.sortBy('Name');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const last = await apiGet<Page<PlayerSummary>>(
      `players?sort=latin_name&order=desc&limit=${2 * PAGE_SIZE}`,
    );
    const lastIds = last.items.map((p) => p.id);
    await expect.poll(() => players.ids()).toEqual(lastIds.slice(0, PAGE_SIZE));
    // "Load more" neither repeats nor skips a player among equal names
    await players.loadMore.click();
    await expect.poll(() => players.ids()).toEqual(lastIds);
  });

  it('says exactly "No players found" when nobody matches', async () => {
    await players.open('?name=qqqzzzxxx&lng=en');
    await players.empty.waitFor();
    expect(await players.empty.textContent()).toBe('No players found');
    expect(await players.table.count()).toBe(0);
  });

  it('has no horizontal page overflow at 360 px: the table scrolls in its own box', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    try {
      await players.open('?lng=en');
      await players.waitForRows();
      expect(await players.app.hasHorizontalOverflow()).toBe(false);
      const box = await players.tableWrap.evaluate((element) => ({
        overflowX: getComputedStyle(element).overflowX,
        scrolls: element.scrollWidth > element.clientWidth,
        right: element.getBoundingClientRect().right,
      }));
      expect(['auto', 'scroll']).toContain(box.overflowX);
      expect(box.scrolls).toBe(true);
      expect(box.right).toBeLessThanOrEqual(360);
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('on a 360 px phone shows the names field and the first players at once, the other filters behind "More filters"', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    try {
      await players.open('?lng=en');
      await players.waitForRows();
      const more = players.main.getByRole('button', { name: 'More filters', exact: true });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await players.nameInput.isVisible()).toBe(true);
      expect(await players.ratingFrom.isVisible()).toBe(false);
      expect(await players.locationInput.isVisible()).toBe(false);
      const firstRow = await players.rows.first().boundingBox();
      expect(firstRow && firstRow.y + firstRow.height).toBeLessThanOrEqual(740);
      await more.click();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      await players.ratingFrom.fill(String(RANGE.min));
      await players.waitForQuery((query) => query.get('minRating') === String(RANGE.min));
      // a filter set behind the button is counted on it, also when the page opens with it
      await players.open(`?min_rating=${RANGE.min}&lng=en`);
      await players.main
        .getByRole('button', { name: 'More filters: 1 set', exact: true })
        .waitFor();
      expect(await players.ratingFrom.isVisible()).toBe(false);
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});

describe('a player page (online)', () => {
  let browser: Browser;
  let player: PlayerPage;
  let id: number;
  let history: RatingHistory;

  beforeAll(async () => {
    browser = await launchBrowser();
    player = new PlayerPage(browser.page, baseUrl());
    // A strong player with a rating history of several points.
    const top = await apiGet<Page<PlayerSummary>>('players?limit=20');
    for (const candidate of top.items) {
      const points = await apiGet<RatingHistory>(`players/${candidate.id}/rating`);
      if (points.points.length >= 3) {
        id = candidate.id;
        history = points;
        break;
      }
    }
    expect(id, 'a player with three rating points among the top 20').toBeDefined();
    await player.app.open('/players?lng=en');
    await new SyncIndicator(browser.page).waitForSynced();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the numbers of the API in its header', async () => {
    const [summary, profile] = await Promise.all([
      apiGet<PlayerSummary>(`players/${id}`),
      apiGet<PlayerDetail>(`profile/${id}`),
    ]);
    await player.open(id, '?lng=en');
    expect(await player.name.textContent()).toBe(playerTitle(summary));
    await expect.poll(() => player.stat('Games')).toBe(formatThousands(profile.games));
    expect(await player.stat('Rating')).toBe(whole(summary.rating));
    expect(await player.stat('Deviation')).toBe(whole(summary.deviation));
    expect(await player.stats.locator('[title="Rank by rating"]').textContent()).toBe(
      summary.rankLabel,
    );
    expect(await player.stat('Wins')).toBe(winsText(profile, 'en'));
    expect(await player.stat('Best place')).toBe(whole(profile.bestPlace));
    expect(await player.stat('Tournaments')).toBe(formatThousands(profile.tournaments));
  });

  it('writes the header and the statistics tab in the reader language (ru: a space before %)', async () => {
    const [profile, statistics] = await Promise.all([
      apiGet<PlayerDetail>(`profile/${id}`),
      apiGet<PlayerStatistics>(`profile/${id}/statistics`),
    ]);
    expect(profile.games).toBeGreaterThan(0);
    await player.open(id, '?lng=ru');
    await expect.poll(() => player.stat('Партии')).toBe(formatThousands(profile.games, 0, 'ru'));
    expect(await player.stat('Победы')).toBe(winsText(profile, 'ru'));
    const total = player.panel.locator('table').first().locator('tbody tr').first();
    await expect
      .poll(async () => (await total.locator('td').last().textContent())?.trim())
      .toBe(formatPercent(statistics.total.wins / statistics.total.games, 0, 'ru'));
  });

  it('renders every tab from the API', async () => {
    const [statistics, tournaments, opponents, games] = await Promise.all([
      apiGet<PlayerStatistics>(`profile/${id}/statistics`),
      apiGet<PlayerTournament[]>(`players/${id}/tournaments`),
      apiGet<PlayerOpponent[]>(`profile/${id}/opponents`),
      apiGet<Page<unknown>>(`profile/${id}/games?limit=50&offset=0`),
    ]);
    await player.open(id, '?lng=en');
    expect(await player.tab('Statistics').getAttribute('aria-selected')).toBe('true');
    const all = player.captionedTable('All games').locator('tbody tr');
    await all.first().waitFor();
    expect((await all.first().locator('td').first().textContent())?.trim()).toBe(
      formatThousands(statistics.total.games),
    );

    await player.selectTab('Rating');
    expect(new URL(browser.page.url()).searchParams.get('tab')).toBe('rating');
    await player.ratingChart.waitFor();
    expect(await player.ratingChart.locator('canvas').count()).toBeGreaterThan(0);

    await player.selectTab('Tournaments');
    await expect.poll(() => player.tableRows('Tournaments').count()).toBe(tournaments.length);

    await player.selectTab('Opponents');
    await expect.poll(() => player.tableRows('Opponents').count()).toBe(opponents.length);

    await player.selectTab('Games');
    await expect.poll(() => player.tableRows('Games').count()).toBe(games.items.length);
    expect(games.items.length).toBe(Math.min(50, games.total));
  });

  it('lists in the rating table view the same points as GET /players/{id}/rating', async () => {
    await player.open(id, '?tab=rating&lng=en');
    await player.showTable.click();
    await expect.poll(() => player.ratingRows.count()).toBe(history.points.length);
    // newest first, as the table shows them
    const points = [...history.points].sort((a, b) => b.date.localeCompare(a.date));
    const rows = await player.ratingTable();
    expect(rows.map(([, title, rating, , deviation]) => [title, rating, deviation])).toEqual(
      points.map((p) => [
        p.tournamentId === null
          ? p.source === 'list'
            ? 'Rating list'
            : 'Tournament'
          : (p.tournamentTitle ?? `#${p.tournamentId}`),
        whole(p.rating),
        whole(p.deviation),
      ]),
    );
  });
});
