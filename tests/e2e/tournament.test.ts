import type { GameResult, Outcome } from '@domain/game/game-result';
import type { Page, PlayerRef } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';
import type {
  RoundCell,
  TournamentDetail,
  TournamentPerformance,
  TournamentSummary,
} from '@sync/contract/tournaments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncIndicator } from './pages/sync-indicator';
import { TournamentPage, type CrosstableRow, type GameRow } from './pages/tournament-page';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { EN_RESULTS } from './support/game-results';
import { latinName, latinNameWithNickname, nicknamesById } from './support/nicknames';

/** An id no tournament has (ids are 32-bit integers). */
const UNKNOWN_ID = 2_000_000_000;

const EN_OUTCOMES = { win: 'Win', loss: 'Loss', draw: 'Jigo', unplayed: 'Not played' };
const BY_DEFAULT: readonly GameResult[] = ['black_forfeit', 'white_forfeit', 'both_lose'];

function whole(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(0);
}

function signed(value: number | null): string {
  if (value === null) return '—';
  const text = Math.abs(value).toFixed(0);
  if (Number(text) === 0) return text;
  return value > 0 ? `+${text}` : `−${text}`;
}

function points(value: number | null): string {
  if (value === null) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

function dateEn(iso: string): string {
  return new Intl.DateTimeFormat('en', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

interface DecodedCell {
  place: number | null;
  color: 'black' | 'white' | null;
  outcome: Outcome | null;
  byDefault: boolean;
}

/** Reads the crosstable notation back: '5w+', '12b−!', '?b=', '7…', '—' (no game). */
function decodeCell(text: string): DecodedCell | null {
  if (text === '—') return null;
  const match = /^(\d+|\?)([bw]?)([+−=…])(!?)$/.exec(text);
  if (!match) throw new Error(`Unreadable crosstable cell '${text}'`);
  const outcomes = { '+': 'win', '−': 'loss', '=': 'draw', '…': null } as const;
  return {
    place: match[1] === '?' ? null : Number(match[1]),
    color: match[2] === 'b' ? 'black' : match[2] === 'w' ? 'white' : null,
    outcome: outcomes[match[3] as keyof typeof outcomes],
    byDefault: match[4] === '!',
  };
}

function apiCell(cell: RoundCell | null): DecodedCell | null {
  if (!cell) return null;
  return {
    place: cell.opponentPlace,
    color: cell.color,
    outcome: cell.outcome,
    byDefault: BY_DEFAULT.includes(cell.result),
  };
}

/** The crosstable the page should show for the API's detail, the rounds decoded. */
function expectedCrosstable(detail: TournamentDetail) {
  return detail.standings.map((s) => ({
    place: s.place === null ? '—' : String(s.place),
    name: latinName(s.player),
    rank: s.rank ?? '—',
    scores: {
      ...(s.mms === null
        ? {}
        : { mms: points(s.mms), mmsSos: points(s.mmsSos), mmsSosos: points(s.mmsSosos) }),
      points: points(s.points),
      sos: points(s.sos),
      sosos: points(s.sosos),
      sodos: points(s.sodos),
    },
    before: whole(s.ratingBefore),
    after: whole(s.ratingAfter),
    change: signed(
      s.ratingBefore !== null && s.ratingAfter !== null ? s.ratingAfter - s.ratingBefore : null,
    ),
    rounds: s.rounds.map(apiCell),
  }));
}

function decoded(rows: CrosstableRow[]) {
  return rows.map((row) => ({ ...row, rounds: row.rounds.map(decodeCell) }));
}

/** The games of `round` as the page shows them: the name, a nickname beside it, the rating. */
function expectedGames(
  games: GameSummary[],
  round: number,
  nicknames: ReadonlyMap<number, string>,
): GameRow[] {
  return games
    .filter((game) => game.round === round)
    .map((game) => ({
      black: `${latinNameWithNickname(game.black, nicknames)} ${whole(game.black.rating)}`,
      white: `${latinNameWithNickname(game.white, nicknames)} ${whole(game.white.rating)}`,
      result: EN_RESULTS[game.result],
      handicap: game.handicap > 0 ? String(game.handicap) : '—',
      record: game.hasSgf ? `/viewer/${game.id}` : null,
    }));
}

function expectedPerformanceFacts(performance: TournamentPerformance) {
  return {
    ratingBefore: whole(performance.ratingBefore),
    ratingAfter: whole(performance.ratingAfter),
    change: signed(performance.change),
    score: points(performance.score),
    expected: performance.expectedScore.toFixed(2),
  };
}

function expectedPerformanceGames(
  performance: TournamentPerformance,
  nicknames: ReadonlyMap<number, string>,
): string[][] {
  return performance.games.map((game) => [
    String(game.round),
    latinNameWithNickname(game.opponent, nicknames),
    whole(game.opponentRating),
    game.color === 'black' ? 'Black' : game.color === 'white' ? 'White' : '—',
    game.handicap > 0 ? String(game.handicap) : '—',
    EN_OUTCOMES[game.outcome ?? 'unplayed'] +
      (BY_DEFAULT.includes(game.result) ? ' (by forfeit, not rated)' : ''),
    game.expected === null ? '—' : game.expected.toFixed(2),
  ]);
}

/** A standing whose name no one else in the tournament has, with games and a rating. */
function namedPlayer(detail: TournamentDetail): PlayerRef {
  const names = detail.standings.map((s) => latinName(s.player));
  const found = detail.standings.find(
    (s, i) =>
      s.ratingBefore !== null &&
      s.rounds.some((cell) => cell !== null) &&
      names.indexOf(names[i]) === names.lastIndexOf(names[i]),
  );
  if (!found) throw new Error(`No player to open in tournament ${detail.id}`);
  return found.player;
}

/**
 * Small tournaments of `status` with games, the richest crosstables first: those with a round
 * without a game and a result by forfeit.
 */
async function pickTournaments(status: string, count: number): Promise<TournamentDetail[]> {
  const list = await apiGet<Page<TournamentSummary>>(`tournaments?status=${status}&limit=200`);
  const small = list.items
    .filter((t) => t.gameCount > 0 && t.rounds >= 3 && t.playerCount >= 6 && t.playerCount <= 40)
    .slice(0, 24);
  const details = await Promise.all(
    small.map((t) => apiGet<TournamentDetail>(`tournaments/${t.id}`)),
  );
  const richness = (detail: TournamentDetail) => {
    const cells = detail.standings.flatMap((s) => s.rounds);
    return (
      Number(cells.some((cell) => cell === null)) +
      Number(cells.some((cell) => cell !== null && BY_DEFAULT.includes(cell.result)))
    );
  };
  const picked = details.sort((a, b) => richness(b) - richness(a)).slice(0, count);
  if (picked.length < count) throw new Error(`Only ${picked.length} ${status} tournaments`);
  return picked;
}

/** Waits until the service worker keeps the English texts the page reads (for offline). */
async function waitForEnglishTexts(page: TournamentPage): Promise<void> {
  await page.app.waitForLocalesCached('en');
}

describe('a tournament page (online)', () => {
  let browser: Browser;
  let page: TournamentPage;
  let ended: TournamentDetail;
  let active: TournamentDetail;
  let games: GameSummary[];
  let nicknames: ReadonlyMap<number, string>;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = new TournamentPage(browser.page, baseUrl());
    [ended] = await pickTournaments('ended', 1);
    [active] = await pickTournaments('active', 1);
    games = await apiGet<GameSummary[]>(`tournaments/${ended.id}/games`);
    nicknames = await nicknamesById();
    // The nicknames beside the names come from the replicated players.
    await page.open(ended.id, '?lng=en');
    await new SyncIndicator(browser.page).waitForSynced();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the facts of the tournament in its header', async () => {
    await page.open(ended.id, '?lng=en');
    expect(await page.title.textContent()).toBe(ended.titleLatin || ended.title);
    const dates =
      ended.startDate === ended.endDate
        ? dateEn(ended.startDate)
        : `${dateEn(ended.startDate)} – ${dateEn(ended.endDate)}`;
    expect(await page.fact('dates')).toBe(dates);
    expect(await page.fact('status')).toBe('Ended');
    expect(await page.fact('rounds')).toBe(String(ended.rounds));
    expect(await page.fact('komi')).toBe(ended.komi === null ? '—' : String(ended.komi));
    expect(await page.fact('ranked')).toBe(ended.ranked ? 'Yes' : 'No');
    expect(await page.fact('online')).toBe(ended.online ? 'Yes' : 'No');
    expect(await page.fact('players')).toBe(String(ended.playerCount));
    // stored canonical ('byoyomi 5400 5x30'), shown in English
    expect(ended.timeControl).toMatch(/^(byoyomi|canadian|fischer) \d+ /);
    expect(await page.fact('timeControl')).toMatch(
      /^\d+ (min|h) \+ (\d+×\d+ s byo-yomi|\d+ moves in \d+ min|\d+ s per move \(Fischer\))$/,
    );
    expect(await page.app.page.title()).toContain(ended.titleLatin || ended.title);
  });

  it('shows the standings of the API as a crosstable, every round cell included', async () => {
    for (const detail of [ended, active]) {
      await page.open(detail.id, '?lng=en');
      await expect.poll(() => page.crosstableRows.count()).toBe(detail.standings.length);
      const width = Math.max(...detail.standings.map((s) => s.rounds.length));
      expect(await page.roundHeaders()).toEqual(
        Array.from({ length: width }, (_, i) => `R${i + 1}`),
      );
      // before it is rated, its starting ratings (tests/e2e/tournament-in-progress.test.ts)
      const rated = <R extends { before: string }>(rows: R[]) =>
        detail.status === 'ended' ? rows : rows.map((row) => ({ ...row, before: '' }));
      expect(rated(decoded(await page.crosstableTable()))).toEqual(
        rated(expectedCrosstable(detail)),
      );
    }
    expect(await page.scoreHeaders()).toEqual([
      ['Pts', 'Points: wins, a jigo half'],
      ['SOS', "SOS: sum of the opponents' points"],
      ['SOSOS', "SOSOS: sum of the opponents' SOS"],
      ['SODOS', 'SODOS: sum of the points of the opponents beaten (half for a jigo)'],
    ]);
    expect(await page.app.main.locator('.tournament-crosstable__order').innerText()).toBe(
      'Places by points, then SOS, SOSOS and SODOS; players equal on all share a place.',
    );
    // the cases of the notation were all among them: no game, forfeits, not played yet
    const cells = [ended, active].flatMap((detail) => detail.standings.flatMap((s) => s.rounds));
    expect(cells.some((cell) => cell === null)).toBe(true);
    expect(cells.some((cell) => cell !== null && BY_DEFAULT.includes(cell.result))).toBe(true);
    expect(cells.some((cell) => cell?.result === 'unplayed')).toBe(true);
  });

  it('fits a 360 px phone: the crosstable with its scores scrolls sideways in its frame', async () => {
    await page.app.page.setViewportSize({ width: 360, height: 740 });
    try {
      await page.open(ended.id, '?lng=en');
      await expect.poll(() => page.crosstableRows.count()).toBe(ended.standings.length);
      const widths = await page.crosstable.evaluate((frame) => ({
        frame: frame.clientWidth,
        table: frame.scrollWidth,
        page: document.documentElement.scrollWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(360);
      expect(widths.table).toBeGreaterThan(widths.frame);
      const sos = page.crosstable.locator('tbody tr').first().locator('[data-col="sos"]');
      await sos.scrollIntoViewIfNeeded();
      const box = await sos.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    } finally {
      await page.app.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('links each player of the crosstable to the player page', async () => {
    await page.open(ended.id, '?lng=en');
    const first = ended.standings[0].player;
    await page.crosstable
      .getByRole('link', { name: latinName(first), exact: true })
      .first()
      .click();
    await page.app.waitForPath(`/players/${first.id}`);
  });

  it('lists the games of each round as GET /tournaments/{id}/games does', async () => {
    await page.open(ended.id, '?lng=en');
    const rounds = [...new Set(games.map((g) => g.round))].sort((a, b) => a - b);
    await page.gamesTable(rounds[0]).waitFor();
    expect(await page.rounds()).toEqual(rounds);
    for (const round of rounds) {
      await page.selectRound(round);
      await expect.poll(() => page.games(round)).toEqual(expectedGames(games, round, nicknames));
    }
    // the round chosen is in the address, and the address chooses it
    const last = rounds[rounds.length - 1];
    expect(new URL(browser.page.url()).searchParams.get('round')).toBe(String(last));
    await page.open(ended.id, `?lng=en&round=${last}`);
    await page.gamesTable(last).waitFor();
    await expect.poll(() => page.games(last)).toEqual(expectedGames(games, last, nicknames));
  });

  it('opens a player’s performance from the keyboard with the numbers of the API', async () => {
    const player = namedPlayer(ended);
    const performance = await apiGet<TournamentPerformance>(
      `tournaments/${ended.id}/performance/${player.id}`,
    );
    await page.open(ended.id, '?lng=en');
    const button = page.performanceButton(latinName(player));
    await button.focus();
    await browser.page.keyboard.press('Enter');
    await page.performance.locator('dl.tournament-facts').waitFor();
    await expect
      .poll(() => page.performance.getByRole('heading').first().textContent())
      .toBe(`Performance: ${latinNameWithNickname(player, nicknames)}`);
    expect(await page.performanceFacts()).toEqual(expectedPerformanceFacts(performance));
    await expect
      .poll(() => page.performanceGames())
      .toEqual(expectedPerformanceGames(performance, nicknames));

    await page.closePerformance();
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('says "No tournament with such id" for an id the API does not know, in English and Russian', async () => {
    const response = await fetch(`${baseUrl()}/api/v1/tournaments/${UNKNOWN_ID}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      'No tournament with such id',
    );

    await page.app.open(`/tournaments/${UNKNOWN_ID}?lng=en`);
    await page.app.waitForHeading('No tournament with such id');
    await page.app.open(`/tournaments/${UNKNOWN_ID}?lng=ru`);
    await page.app.waitForHeading('Турнира с таким номером нет');
    await page.app.open(`/tournaments/not-an-id?lng=en`);
    await page.app.waitForHeading('No tournament with such id');
  });

  it('has no horizontal page overflow at 360 px; the rounds scroll under the player column', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    try {
      await page.open(ended.id, '?lng=en');
      await page.crosstableRows.first().waitFor();
      await page.gamesSection.locator('tbody tr').first().waitFor();
      expect(await page.app.hasHorizontalOverflow()).toBe(false);
      const box = await page.crosstable.evaluate((element) => {
        const scrolls = element.scrollWidth > element.clientWidth;
        element.scrollLeft = element.scrollWidth;
        const wrap = element.getBoundingClientRect();
        const player = element.querySelector('tbody .tournament-crosstable__player');
        return {
          scrolls,
          scrolled: element.scrollLeft > 0,
          right: wrap.right,
          playerOffset: (player?.getBoundingClientRect().left ?? -1) - wrap.left,
        };
      });
      expect(box.scrolls).toBe(true);
      expect(box.scrolled).toBe(true);
      expect(box.right).toBeLessThanOrEqual(360);
      // sticky: after the place column, whatever the scroll
      expect(box.playerOffset).toBeGreaterThanOrEqual(0);
      expect(box.playerOffset).toBeLessThanOrEqual(60);
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});

describe('a tournament page offline', () => {
  let browser: Browser;
  let page: TournamentPage;
  /** opened online once */
  let visited: TournamentDetail;
  let visitedRows: CrosstableRow[];
  /** saved for offline, its performances never opened */
  let saved: TournamentDetail;
  /** never opened */
  let unknown: TournamentDetail;
  let nicknames: ReadonlyMap<number, string>;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = new TournamentPage(browser.page, baseUrl());
    [visited, saved, unknown] = await pickTournaments('ended', 3);
    nicknames = await nicknamesById();
    // The players replicated while online name the opponents (nicknames) offline.
    await page.app.open('/?lng=en');
    await new SyncIndicator(browser.page).waitForSynced();
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('online: a visit caches the page; "Save for offline" stores another one whole', async () => {
    await page.open(visited.id, '?lng=en');
    await page.app.waitForServiceWorkerControl();
    await expect.poll(() => page.crosstableRows.count()).toBe(visited.standings.length);
    visitedRows = await page.crosstableTable();
    await page.gamesSection.locator('tbody tr').first().waitFor();
    expect(await page.saveButton.textContent()).toBe('Save for offline');

    await page.open(saved.id);
    await page.saveButton.click();
    await page.savedStatus.waitFor({ timeout: 30_000 });
    expect(await page.savedStatus.textContent()).toBe('Saved for offline');
    expect(await page.saveButton.textContent()).toBe('Save again');

    // the saved state is read from the device on the next visit
    await page.app.reload();
    await page.title.waitFor();
    await page.savedStatus.waitFor();
    await waitForEnglishTexts(page);
  });

  it('offline: the visited tournament reloads from the cache; saving says it needs a connection', async () => {
    await page.open(visited.id);
    await page.crosstableRows.first().waitFor();
    await browser.context.setOffline(true);
    const response = await page.app.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await page.title.waitFor();
    expect(await page.title.textContent()).toBe(visited.titleLatin || visited.title);
    await expect.poll(() => page.crosstableRows.count()).toBe(visited.standings.length);
    expect(await page.crosstableTable()).toEqual(visitedRows);
    const games = await apiGet<GameSummary[]>(`tournaments/${visited.id}/games`);
    await page.gamesTable(1).waitFor();
    await expect.poll(() => page.games(1)).toEqual(expectedGames(games, 1, nicknames));

    expect(await page.saveButton.isDisabled()).toBe(true);
    expect(await page.saveReason.textContent()).toBe(
      'Saving for offline needs an internet connection.',
    );
  });

  it('offline: the saved tournament and a performance never opened show the API’s numbers', async () => {
    await page.open(saved.id);
    await expect.poll(() => page.crosstableRows.count()).toBe(saved.standings.length);
    expect(decoded(await page.crosstableTable())).toEqual(expectedCrosstable(saved));
    await page.savedStatus.waitFor();
    expect(await page.saveButton.count()).toBe(0);

    const player = namedPlayer(saved);
    const performance = await apiGet<TournamentPerformance>(
      `tournaments/${saved.id}/performance/${player.id}`,
    );
    await page.openPerformance(latinName(player));
    expect(await page.performanceFacts()).toEqual(expectedPerformanceFacts(performance));
    // the nicknames from the players replicated while online
    await expect
      .poll(() => page.performanceGames())
      .toEqual(expectedPerformanceGames(performance, nicknames));
    await page.closePerformance();
  });

  it('offline: a tournament never opened says it needs a connection', async () => {
    await page.app.open(`/tournaments/${unknown.id}`);
    await page.needsConnection.waitFor();
    expect(await page.needsConnection.locator('.notice__text').textContent()).toBe(
      'The tournament needs an internet connection. Connect and try again.',
    );
  });
});
