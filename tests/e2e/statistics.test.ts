import { formatNumber, formatThousands } from '@domain/format';
import type { PlayerRef } from '@sync/contract/common';
import type { LocationItem } from '@sync/contract/locations';
import type { PlayersStatistics, TournamentsStatistics } from '@sync/contract/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANVAS_SECTIONS,
  PIE_SECTIONS,
  StatisticsPage,
  type PlaceLevel,
  type SectionTitle,
} from './pages/statistics-page';
import { SiteHeader } from './pages/site-header';
import { SyncIndicator } from './pages/sync-indicator';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { latinNameWithNickname, nicknamesById } from './support/nicknames';

/** How the page writes the age groups in English (locales/en/statistics.json). */
const AGE_LABELS: Record<string, string> = {
  under9: 'Under 9',
  '9-11': '9–11',
  '12-15': '12–15',
  '16-19': '16–19',
  '20-49': '20–49',
  '50+': '50 and over',
};

const LEVELS: Array<[PlaceLevel, 'country' | 'region' | 'city']> = [
  ['Countries', 'country'],
  ['Regions', 'region'],
  ['Cities', 'city'],
];

interface Answers {
  players: PlayersStatistics;
  tournaments: TournamentsStatistics;
}

async function answers(query: string): Promise<Answers> {
  const suffix = query ? `?${query}` : '';
  const [players, tournaments] = await Promise.all([
    apiGet<PlayersStatistics>(`players/statistics${suffix}`),
    apiGet<TournamentsStatistics>(`tournaments/statistics${suffix}`),
  ]);
  return { players, tournaments };
}

const count = (value: number) => formatThousands(value, 0, 'en');
let nicknames: Promise<ReadonlyMap<number, string>> | undefined;

/** How the top tables name a player: the name, the nickname (of GET /players) beside it. */
async function topName(): Promise<(p: PlayerRef) => string> {
  nicknames ??= nicknamesById();
  const byId = await nicknames;
  return (p) => latinNameWithNickname(p, byId);
}

/** Each chart's table (but the places', which depends on the level shown) as the API's answer reads. */
function expectedTables(
  { players, tournaments }: Answers,
  latinName: (p: PlayerRef) => string,
): Map<SectionTitle, string[][]> {
  return new Map<SectionTitle, string[][]>([
    [
      'Tournaments and games by year',
      tournaments.byYear.map((r) => [String(r.year), count(r.tournaments), count(r.games)]),
    ],
    [
      'Games by board size',
      tournaments.gamesByBoardSize.map((r) => [`${r.boardSize}×${r.boardSize}`, count(r.games)]),
    ],
    [
      'Games by team size',
      tournaments.gamesByTeamSize.map((r) => [
        r.teamSize === 1 ? 'Individual' : `Teams of ${r.teamSize}`,
        count(r.games),
      ]),
    ],
    [
      'Games by handicap',
      tournaments.gamesByHandicap.map((r) => [String(r.handicap), count(r.games)]),
    ],
    ['Players by rank', players.byRank.map((r) => [r.rank, count(r.count)])],
    ['Players by age', players.byAge.map((r) => [AGE_LABELS[r.group], count(r.count)])],
    ['Players by experience', players.byExperience.map((r) => [String(r.years), count(r.count)])],
    [
      'Top 10 by rating',
      players.topByRating.map((p, i) => [
        String(i + 1),
        latinName(p),
        p.rank,
        formatNumber(p.rating),
        formatNumber(p.deviation),
      ]),
    ],
    [
      'Top 10 by tournaments played',
      players.topByTournaments.map((p, i) => [String(i + 1), latinName(p), count(p.tournaments)]),
    ],
  ]);
}

function placeRows(places: PlayersStatistics['byLocation']['city']): string[][] {
  return places.map((place) => [place.nameLatin || place.name, count(place.count)]);
}

/** Reads every table the answers give and compares; polls, since a new answer may be on its way. */
async function expectTables(statistics: StatisticsPage, expected: Answers): Promise<void> {
  for (const [title, rows] of expectedTables(expected, await topName())) {
    await expect.poll(() => statistics.table(title), { message: title }).toEqual(rows);
  }
  const totals = {
    Players: count(expected.players.players),
    Tournaments: count(expected.tournaments.tournaments),
    Games: count(expected.tournaments.games),
  };
  await expect.poll(() => statistics.totals()).toEqual(totals);
}

describe('the statistics page (online)', () => {
  let browser: Browser;
  let statistics: StatisticsPage;
  let all: Answers;

  beforeAll(async () => {
    browser = await launchBrowser();
    statistics = new StatisticsPage(browser.page, baseUrl());
    all = await answers('');
    await statistics.open('?lng=en');
    // the place filter's names come from the replicated location tree
    await new SyncIndicator(browser.page).waitForSynced();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('says under the totals which games it counts, and how the games list differs', async () => {
    await statistics.open('?lng=en');
    const note = statistics.main.locator('.stat-summary + .stat-summary__note');
    await note.waitFor();
    expect(await note.textContent()).toBe(
      'Played games of the tournaments in the tournament list. ' +
        'The games list counts the played games of tournaments hidden from the list too.',
    );
  });

  it('draws every chart, and each chart table holds the numbers of the API answer', async () => {
    await statistics.waitForCharts();
    for (const title of CANVAS_SECTIONS) {
      expect(await statistics.drawing(title).evaluate((node) => node.tagName), title).toBe(
        'CANVAS',
      );
    }
    for (const title of PIE_SECTIONS) {
      const pie = statistics.drawing(title);
      expect(await pie.getAttribute('aria-label'), title).toMatch(new RegExp(`^${title}: `));
      expect(await pie.locator('path').count(), title).toBeGreaterThan(0);
    }
    await expectTables(statistics, all);
    const ages = statistics.section('Players by age');
    expect(await ages.locator('.stat-totals').innerText()).toContain(count(all.players.over20));
  });

  it('shows a chart as a visible table on demand, and the places at every level', async () => {
    const handicap = statistics.tableSwitch('Games by handicap');
    await handicap.click();
    expect(await handicap.getAttribute('aria-pressed')).toBe('true');
    await statistics.section('Games by handicap').locator('.data-table-wrap table').waitFor();
    expect(await statistics.section('Games by handicap').locator('canvas').count()).toBe(0);
    await handicap.click();
    await statistics.drawing('Games by handicap').waitFor();

    for (const [level, key] of LEVELS) {
      await statistics.showPlaces(level);
      await expect
        .poll(() => statistics.table('Players by place'), { message: level })
        .toEqual(placeRows(all.players.byLocation[key]));
    }
  });

  it('links the top players to their pages', async () => {
    expect(await statistics.playerLinks('Top 10 by rating')).toEqual(
      all.players.topByRating.map((p) => `/players/${p.id}`),
    );
    expect(await statistics.playerLinks('Top 10 by tournaments played')).toEqual(
      all.players.topByTournaments.map((p) => `/players/${p.id}`),
    );
  });

  it('prefills the filters from the URL and shows the numbers the API gives for them', async () => {
    const [country] = all.players.byLocation.country;
    const query = `min_year=2010&max_year=2015&loc=${country.id}`;
    const filtered = await answers(query);
    expect(filtered.tournaments.tournaments).toBeLessThan(all.tournaments.tournaments);

    await statistics.open(`?${query}`);
    await statistics.waitForCharts();
    expect(await statistics.yearFrom.inputValue()).toBe('2010');
    expect(await statistics.yearTo.inputValue()).toBe('2015');
    await expect.poll(() => statistics.locationChips.allInnerTexts()).toEqual([country.nameLatin]);
    await expectTables(statistics, filtered);
    expect(filtered.tournaments.byYear.every((r) => r.year >= 2010 && r.year <= 2015)).toBe(true);
  });

  it('changes the URL and the numbers when a filter changes', async () => {
    const before = await answers('min_year=2010&max_year=2015');
    await statistics.open('?min_year=2010&max_year=2015');
    await expectTables(statistics, before);

    const ranked = await answers('min_year=2010&max_year=2015&ranked=true');
    expect(ranked).not.toEqual(before);
    await statistics.triState('Ranked', 'Yes').check();
    await expect.poll(() => statistics.query().get('ranked')).toBe('true');
    await expectTables(statistics, ranked);

    const shorter = await answers('min_year=2010&max_year=2012&ranked=true');
    expect(shorter).not.toEqual(ranked);
    await statistics.yearTo.fill('2012');
    await statistics.yearTo.press('Enter');
    await expect.poll(() => statistics.query().get('max_year')).toBe('2012');
    await expectTables(statistics, shorter);

    const locations = await apiGet<LocationItem[]>('locations');
    const place = locations.find(
      (l) =>
        l.kind === 'city' &&
        /^[A-Za-z ]+$/.test(l.nameLatin) &&
        locations.filter((other) => other.nameLatin === l.nameLatin).length === 1,
    );
    if (!place) throw new Error('No city with a name of its own in plain Latin letters');
    await statistics.locationInput.fill(place.nameLatin);
    // the option shows the place's path and kind: '… › Name' then 'city'
    await statistics.main
      .getByRole('option')
      .filter({ hasText: new RegExp(`${place.nameLatin}city$`) })
      .click();
    await expect.poll(() => statistics.query().getAll('loc')).toEqual([String(place.id)]);
    const inPlace = await answers(`min_year=2010&max_year=2012&loc=${place.id}&ranked=true`);
    expect(inPlace).not.toEqual(shorter);
    await expectTables(statistics, inPlace);
  });

  it('redraws the charts in the colours of the dark theme', async () => {
    await statistics.open();
    await statistics.waitForCharts();
    const light = {
      canvas: await statistics.canvasImage('Players by rank'),
      slice: await statistics.sliceColour('Games by board size'),
    };
    await new SiteHeader(browser.page).chooseTheme('Dark');
    await browser.page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    await expect.poll(() => statistics.canvasImage('Players by rank')).not.toBe(light.canvas);
    await expect.poll(() => statistics.sliceColour('Games by board size')).not.toBe(light.slice);
    await new SiteHeader(browser.page).chooseTheme('Light');
  });

  it('fits a 360 px wide phone without scrolling sideways, the filters behind a button', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    await statistics.open();
    await statistics.waitForCharts();
    expect(await statistics.app.hasHorizontalOverflow()).toBe(false);
    const width = await statistics
      .drawing('Players by rank')
      .evaluate((canvas) => canvas.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(360);
    await expectTables(statistics, all);
    // the filters wait behind a button, so the numbers come first; it counts the filters set
    const filtersButton = (name: string) =>
      statistics.main.getByRole('button', { name, exact: true });
    expect(await statistics.yearFrom.isVisible()).toBe(false);
    await filtersButton('Filters').click();
    expect(await statistics.yearFrom.isVisible()).toBe(true);
    await statistics.open('?min_year=2010&ranked=true');
    await filtersButton('Filters: 2 set').waitFor();
    expect(await statistics.yearFrom.isVisible()).toBe(false);
  });
});

describe('the statistics page offline after one visit', () => {
  let browser: Browser;
  let statistics: StatisticsPage;
  const visitedQuery = 'min_year=2005&max_year=2020&ranked=true';

  beforeAll(async () => {
    browser = await launchBrowser();
    statistics = new StatisticsPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('shows the same numbers offline for the views visited online', async () => {
    const all = await answers('');
    const filtered = await answers(visitedQuery);
    await statistics.open('?lng=en');
    await statistics.app.waitForServiceWorkerControl();
    // the nicknames beside the top players' names come from the replicated players
    await new SyncIndicator(browser.page).waitForSynced();
    await statistics.waitForCharts();
    await expectTables(statistics, all);
    await statistics.open(`?${visitedQuery}`);
    await statistics.waitForCharts();
    await expectTables(statistics, filtered);

    await browser.context.setOffline(true);
    const response = await statistics.app.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await statistics.waitForCharts();
    await expectTables(statistics, filtered);

    await statistics.open();
    await statistics.waitForCharts();
    await expectTables(statistics, all);

    // a combination never fetched cannot be shown
    await statistics.open('?min_year=2001&max_year=2001');
    await statistics.needsConnection.first().waitFor();
    expect(await statistics.main.locator('section.stat-card').count()).toBe(0);
  });
});
