import { formatDate, formatNumber, titleIn } from '@domain/format';
import type { Page } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';
import type { PlayerSummary, PlayerTournament, RatingHistory } from '@sync/contract/players';
import type { TournamentSummary } from '@sync/contract/tournaments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayerPage } from './pages/player-page';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { importIntoServer } from './support/server-import';

const today = () => new Date().toISOString().slice(0, 10);

/** The last tournament a player has started, by the player's tournaments of the API. */
function lastStarted(rows: PlayerTournament[]): PlayerTournament | undefined {
  return rows
    .filter((row) => row.startDate.slice(0, 10) <= today())
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate))
    .at(-1);
}

describe('a player page: the header, the rating legend and the games tab', () => {
  let browser: Browser;
  let player: PlayerPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    player = new PlayerPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('offers the AGA rating history to a player with an AGA id, and only to such a player', async () => {
    // Two AGA lists (name, id, membership, rating, expiry, chapter, state, sigma, last rated)
    // make a player with an AGA id and two points of AGA history.
    const surname = `Agatest${Date.now().toString(36)}`;
    const list = (rating: string, lastRated: string) =>
      `${surname}, Quentin\t990001\tFull\t${rating}\t1/1/2030\t\tNY\t0.8\t${lastRated}\r\n`;
    await importIntoServer('aga-list', 'TDListA-1.txt', list('3.5', '1/15/2024'));
    await importIntoServer('aga-list', 'TDListA-2.txt', list('4.25', '3/1/2025'));
    const found = await apiGet<Page<PlayerSummary>>(`players?name=${surname}&limit=2`);
    expect(found.total).toBe(1);
    const id = found.items[0].id;
    const history = await apiGet<RatingHistory>(`players/${id}/rating?federation=aga`);
    expect(history.points).toHaveLength(2);

    const select = player.panel.getByRole('combobox', { name: 'Rating system', exact: true });
    const options = () => select.locator('option').allTextContents();
    await player.open(id, '?tab=rating&lng=en');
    // the choice appears once the synced row (with the AGA id) is on this device
    await expect.poll(options).toEqual(['RGF', 'EGF', 'Glicko-2', 'AGA']);
    await select.selectOption('aga');
    await expect.poll(() => new URL(browser.page.url()).searchParams.get('federation')).toBe('aga');
    await player.showTable.click();
    // date, where from, rating, deviation (the change column is another test's)
    const withoutChange = (rows: string[][]) => rows.map(([a, b, c, , e]) => [a, b, c, e]);
    await expect
      .poll(async () => withoutChange(await player.ratingTable()))
      .toEqual(
        [...history.points]
          .reverse()
          .map((point) => [
            formatDate(point.date, 'en'),
            'Rating list',
            formatNumber(point.rating, 0, 'en'),
            formatNumber(point.deviation, 0, 'en'),
          ]),
      );

    const other = await apiGet<Page<PlayerSummary>>('players?limit=1');
    await player.open(other.items[0].id, '?tab=rating&lng=en');
    await expect.poll(options).toEqual(['RGF', 'EGF', 'Glicko-2']);
  });

  it('names the last tournament started (never a future one) and links to it', async () => {
    // a player of a tournament in progress, whose end (the stored last date) is still ahead
    const active = await apiGet<Page<TournamentSummary>>('tournaments?status=active&limit=5');
    expect(active.items.length).toBeGreaterThan(0);
    const detail = await apiGet<{ standings: Array<{ player: { id: number } }> }>(
      `tournaments/${active.items[0].id}`,
    );
    const id = detail.standings[0].player.id;
    const last = lastStarted(await apiGet<PlayerTournament[]>(`players/${id}/tournaments`));
    expect(last, 'a tournament the player has started').toBeDefined();
    await player.open(id, '?lng=en');
    const shown = player.app.main.locator('.player-header__last');
    await shown.waitFor();
    expect(await shown.innerText()).toBe(`Last tournament: ${titleIn(last!, 'latin')}`);
    expect(await shown.getByRole('link').getAttribute('href')).toBe(
      `/tournaments/${last!.tournamentId}`,
    );
  });

  it('shows the latest rating in the chart legend when not hovering', async () => {
    const top = await apiGet<Page<{ id: number }>>('players?limit=20');
    let history: RatingHistory | undefined;
    for (const candidate of top.items) {
      const points = await apiGet<RatingHistory>(`players/${candidate.id}/rating`);
      if (points.points.length >= 3) {
        history = points;
        break;
      }
    }
    expect(history, 'a player with three rating points').toBeDefined();
    const latest = [...history!.points].sort((a, b) => a.date.localeCompare(b.date)).at(-1)!;
    await player.open(history!.playerId, '?tab=rating&lng=en');
    const values = player.ratingChart.locator('.u-legend .u-series .u-value');
    await values.first().waitFor();
    await expect
      .poll(() => values.allInnerTexts())
      .toEqual([
        formatDate(latest.date, 'en'),
        formatNumber(latest.rating),
        formatNumber(latest.deviation === null ? null : latest.rating + latest.deviation),
        formatNumber(latest.deviation === null ? null : latest.rating - latest.deviation),
      ]);
  });

  it('names the months of the rating chart’s date axis in the reader’s language (Russian)', async () => {
    // a player whose history spans weeks or months, so the axis names months (or days)
    const DAY = 86_400_000;
    const span = (from: string, to: string) => Date.parse(to) - Date.parse(from);
    // The demo federation is generated for the day it is seeded: which players qualify changes
    // with the date, so the search goes through the list until one does.
    const spansWeeks = (p: PlayerSummary) =>
      p.startDate !== null &&
      p.lastTournamentDate !== null &&
      span(p.startDate, p.lastTournamentDate) >= 30 * DAY &&
      span(p.startDate, p.lastTournamentDate) <= 300 * DAY;
    let history: RatingHistory | undefined;
    let looked = 0;
    for (let offset = 0; !history && offset < 3000 && looked < 150; offset += 200) {
      const page = await apiGet<Page<PlayerSummary>>(`players?limit=200&offset=${offset}`);
      for (const candidate of page.items.filter(spansWeeks)) {
        if (looked++ >= 150) break;
        const found = await apiGet<RatingHistory>(`players/${candidate.id}/rating`);
        const dates = found.points.map((point) => point.date).sort();
        const days = dates.length >= 2 ? span(dates[0], dates.at(-1)!) / DAY : 0;
        if (days >= 30 && days <= 300) {
          history = found;
          break;
        }
      }
      if (page.items.length < 200) break;
    }
    expect(history, 'a player with a rating history of 30 to 300 days').toBeDefined();
    // the texts the chart draws on its canvas
    await browser.context.addInitScript(() => {
      const drawn: string[] = [];
      Object.assign(window, { drawnTexts: drawn });
      type FillText = CanvasRenderingContext2D['fillText'];
      const canvas = CanvasRenderingContext2D.prototype;
      canvas.fillText = new Proxy<FillText>(Reflect.get(canvas, 'fillText'), {
        apply(fillText, context, args: Parameters<FillText>) {
          drawn.push(String(args[0]));
          Reflect.apply(fillText, context, args);
        },
      });
    });
    await player.open(history!.playerId, '?tab=rating&lng=ru');
    await player.ratingChart.locator('canvas').waitFor();
    const drawn = () =>
      browser.page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts);
    // the months of the history in Russian, as a month ('май') and after a day ('5 мая')
    const months = new Set<string>();
    const dates = history!.points.map((point) => Date.parse(`${point.date.slice(0, 10)}T00:00Z`));
    for (
      let at = Math.min(...dates) - 31 * DAY;
      at <= Math.max(...dates) + 31 * DAY;
      at += 14 * DAY
    ) {
      for (const options of [{ month: 'short' }, { day: 'numeric', month: 'short' }] as const) {
        const text = new Intl.DateTimeFormat('ru', { ...options, timeZone: 'UTC' }).format(at);
        months.add(text.replace(/[\d\s]/g, ''));
      }
    }
    await expect
      .poll(async () => (await drawn()).some((text) => months.has(text.replace(/[\d\s]/g, ''))))
      .toBe(true);
    const english = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;
    expect((await drawn()).filter((text) => english.test(text))).toEqual([]);
  });

  it('links the games with a record to the viewer in the games tab', async () => {
    const recorded = (await apiGet<Page<GameSummary>>('games?has_sgf=true&limit=1')).items[0];
    const id = recorded.black.id;
    const games = await apiGet<Page<GameSummary>>(`profile/${id}/games?limit=50&offset=0`);
    const withRecord = games.items.filter((game) => game.hasSgf).map((g) => `/viewer/${g.id}`);
    expect(withRecord.length).toBeGreaterThan(0);
    await player.open(id, '?tab=games&lng=en');
    const rows = player.tableRows('Games');
    await expect.poll(() => rows.count()).toBe(games.items.length);
    const links = await rows
      .locator('a[href^="/viewer/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).toEqual(withRecord);
  });
});
