import { formatDate, formatNumber, formatThousands, realName, titleIn } from '@domain/format';
import type { Page } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';
import type { PlayerSummary } from '@sync/contract/players';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamesPage, type GameRowText } from './pages/games-page';
import { SyncIndicator } from './pages/sync-indicator';
import { EN_RESULTS } from './support/game-results';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { pickablePlayers, playerTitle, type PickablePlayer } from './support/test-data';

/** The list's first page and each "Load more" (pwa/src/features/games/games-page.tsx). */
const PAGE_SIZE = 50;

/** A game as the list shows it in English (the names as their links read them). */
function shownRow(game: GameSummary): GameRowText {
  return {
    date: formatDate(game.date, 'en'),
    player1: realName(game.black, 'latin'),
    rating1: formatNumber(game.black.rating),
    player2: realName(game.white, 'latin'),
    rating2: formatNumber(game.white.rating),
    result: EN_RESULTS[game.result],
    tournament: game.tournament ? titleIn(game.tournament, 'latin') : '—',
    round: String(game.round),
    record: game.hasSgf ? `/viewer/${game.id}` : null,
  };
}

/** GET /games with `query` (the page's own parameters), rows as the list would show them. */
async function apiRows(query: string, offset = 0): Promise<{ rows: GameRowText[]; total: number }> {
  const separator = query ? '&' : '';
  const page = await apiGet<Page<GameSummary>>(
    `games?${query}${separator}limit=${PAGE_SIZE}&offset=${offset}`,
  );
  return { rows: page.items.map(shownRow), total: page.total };
}

function countText(total: number): string {
  return `${formatThousands(total, 0, 'en')} ${total === 1 ? 'played game' : 'played games'}`;
}

function scheduledCountText(total: number): string {
  const pairings = total === 1 ? 'scheduled pairing' : 'scheduled pairings';
  return `${formatThousands(total, 0, 'en')} ${pairings}, not played yet`;
}

describe('the games list', () => {
  let browser: Browser;
  let games: GamesPage;
  /** a player the picker finds by name, with games */
  let player: PickablePlayer;
  /** an opponent of `player` */
  let opponent: PlayerSummary;

  beforeAll(async () => {
    browser = await launchBrowser();
    games = new GamesPage(browser.page, baseUrl());
    for (const candidate of await pickablePlayers(5)) {
      const theirs = await apiGet<Page<GameSummary>>(`games?player1=${candidate.id}&limit=1`);
      if (theirs.total === 0) continue;
      player = candidate;
      const game = theirs.items[0];
      const other = game.black.id === candidate.id ? game.white : game.black;
      opponent = await apiGet<PlayerSummary>(`players/${other.id}`);
      break;
    }
    expect(player, 'a pickable player with games').toBeDefined();
    // The player pickers search the replicated players.
    await games.open('?lng=en');
    await games.app.waitForServiceWorkerControl();
    await new SyncIndicator(browser.page).waitForSynced();
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('shows the newest games as GET /games does, with links to players, tournaments and records', async () => {
    const expected = await apiRows('');
    expect(expected.total).toBeGreaterThan(PAGE_SIZE);
    await games.open('?lng=en');
    await expect.poll(() => games.rowTexts()).toEqual(expected.rows);
    expect(await games.count.textContent()).toBe(countText(expected.total));
    const first = (await apiGet<Page<GameSummary>>('games?limit=1')).items[0];
    expect(await games.rows.first().getByRole('link').first().getAttribute('href')).toBe(
      `/players/${first.black.id}`,
    );
  });

  it('names a player with a nickname by the name, the nickname beside it', async () => {
    const nicknamed = await apiGet<Page<PlayerSummary>>('players?sort=nickname&order=asc&limit=50');
    let found: PlayerSummary | undefined;
    for (const candidate of nicknamed.items) {
      if (!candidate.nickname?.trim() || !candidate.lastNameLatin) continue;
      const theirs = await apiGet<Page<GameSummary>>(`games?player1=${candidate.id}&limit=1`);
      if (theirs.total > 0) {
        found = candidate;
        break;
      }
    }
    expect(found, 'a player with a nickname and games').toBeDefined();
    const player = found as PlayerSummary;
    const name = realName(player, 'latin');
    const nickname = player.nickname!.trim();
    await games.open(`?player1=${player.id}&lng=en`);
    // the nickname comes from the replicated players, a moment after the row
    const shown = games.playerName(player.id);
    await expect.poll(() => shown.textContent()).toBe(`${name} (${nickname})`);
    expect(await shown.getByRole('link').textContent()).toBe(name);
    expect(await shown.locator('.player-name__nickname').textContent()).toBe(` (${nickname})`);
  });

  it('opens on the played games only and says what it counts', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const played = await apiGet<Page<GameSummary>>(`games?limit=${PAGE_SIZE}`);
    const all = played.items.map((game) => ({ result: game.result, date: game.date }));
    expect(all.filter((game) => game.result === 'unplayed' || game.date > today)).toEqual([]);
    await games.open('?lng=en');
    await expect.poll(() => games.rowTexts()).toEqual(played.items.map(shownRow));
    expect((await games.rowTexts()).map((row) => row.result)).not.toContain(EN_RESULTS.unplayed);
    expect(await games.count.textContent()).toBe(countText(played.total));
    expect(await games.countNote.textContent()).toContain(
      'The statistics count the played games of the listed tournaments only.',
    );
    expect(await games.scheduled.isChecked()).toBe(false);
  });

  it('shows the scheduled pairings when asked, and puts it in the URL', async () => {
    const expected = await apiRows('scheduled=true');
    expect(expected.total).toBeGreaterThan(0);
    await games.open('?lng=en');
    await games.rows.first().waitFor();
    await games.scheduled.check();
    await games.waitForQuery((query) => query.get('scheduled') === 'true');
    await expect.poll(() => games.rowTexts()).toEqual(expected.rows);
    for (const row of expected.rows) expect(row.result).toBe(EN_RESULTS.unplayed);
    expect(await games.count.textContent()).toBe(scheduledCountText(expected.total));
    await games.open('?scheduled=true&lng=en');
    await expect.poll(() => games.rowTexts()).toEqual(expected.rows);
    expect(await games.scheduled.isChecked()).toBe(true);
  });

  it('loads the next page with "Load more"', async () => {
    const [first, second] = await Promise.all([apiRows(''), apiRows('', PAGE_SIZE)]);
    await games.open('?lng=en');
    await expect.poll(() => games.rows.count()).toBe(PAGE_SIZE);
    await games.loadMore.click();
    await expect.poll(() => games.rowTexts()).toEqual([...first.rows, ...second.rows]);
  });

  it('shows only games with a record when asked, and puts it in the URL', async () => {
    const expected = await apiRows('has_sgf=true');
    expect(expected.total).toBeGreaterThan(0);
    await games.open('?lng=en');
    await games.rows.first().waitFor();
    await games.hasSgf.check();
    await games.waitForQuery((query) => query.get('has_sgf') === 'true');
    await expect.poll(() => games.rowTexts()).toEqual(expected.rows);
    for (const row of expected.rows) expect(row.record).toMatch(/^\/viewer\/\d+$/);
    expect(await games.count.textContent()).toBe(countText(expected.total));
  });

  it('narrows to a player picked by name, then to the games between two players', async () => {
    await games.open('?lng=en');
    await games.rows.first().waitFor();
    await games.pickPlayer('Player 1', player.search, player.label);
    await games.waitForQuery((query) => query.get('player1') === String(player.id));
    const theirs = await apiRows(`player1=${player.id}`);
    await expect.poll(() => games.rowTexts()).toEqual(theirs.rows);
    expect(await games.playerChip('Player 1').textContent()).toContain(player.label);
    for (const row of theirs.rows) expect([row.player1, row.player2]).toContain(player.search);

    const search = `${opponent.lastNameLatin} ${opponent.firstNameLatin}`;
    await games.pickPlayer('Player 2', search, playerTitle(opponent));
    await games.waitForQuery((query) => query.get('player2') === String(opponent.id));
    const between = await apiRows(`player1=${player.id}&player2=${opponent.id}`);
    expect(between.total).toBeGreaterThan(0);
    expect(between.total).toBeLessThan(theirs.total);
    await expect.poll(() => games.rowTexts()).toEqual(between.rows);
    expect(await games.count.textContent()).toBe(countText(between.total));
  });

  it('takes its filters from the URL', async () => {
    const recorded = (await apiGet<Page<GameSummary>>('games?has_sgf=true&limit=1')).items[0];
    const black = await apiGet<PlayerSummary>(`players/${recorded.black.id}`);
    const query = `player1=${black.id}&has_sgf=true`;
    const expected = await apiRows(query);
    expect(expected.total).toBeGreaterThan(0);
    await games.open(`?${query}&lng=en`);
    await expect.poll(() => games.rowTexts()).toEqual(expected.rows);
    expect(await games.count.textContent()).toBe(countText(expected.total));
    expect(await games.playerChip('Player 1').textContent()).toContain(realName(black, 'latin'));
    expect(await games.hasSgf.isChecked()).toBe(true);
  });

  it('offline: the lists visited open again, the pages never fetched say they need a connection', async () => {
    await browser.context.setOffline(true);
    const [first, second] = await Promise.all([apiRows(''), apiRows('', PAGE_SIZE)]);
    await games.open('?lng=en');
    await expect.poll(() => games.rowTexts()).toEqual(first.rows);
    await games.loadMore.click();
    await expect.poll(() => games.rowTexts()).toEqual([...first.rows, ...second.rows]);

    const sgf = await apiRows('has_sgf=true');
    await games.open('?has_sgf=true&lng=en');
    await expect.poll(() => games.rowTexts()).toEqual(sgf.rows);

    const between = await apiRows(`player1=${player.id}&player2=${opponent.id}`);
    await games.open(`?player1=${player.id}&player2=${opponent.id}&lng=en`);
    await expect.poll(() => games.rowTexts()).toEqual(between.rows);

    await games.open(`?player1=${opponent.id}&lng=en`);
    await games.needsConnection.waitFor();
    expect(await games.needsConnection.locator('.notice__text').textContent()).toBe(
      'Games needs an internet connection. Connect and try again.',
    );
  });
});
