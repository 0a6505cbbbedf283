import { formatNumber } from '@domain/format';
import type { Page } from '@sync/contract/common';
import type { PlayerSummary } from '@sync/contract/players';
import type { TournamentDetail, TournamentSummary } from '@sync/contract/tournaments';
import { isRatingSystemId } from '@domain/rating/systems';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncIndicator } from './pages/sync-indicator';
import { TournamentPage } from './pages/tournament-page';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

/** The widths a newcomer tried the pages at. */
const WIDTHS = [360, 1100, 1200, 1280];

/** The longest word of a tournament's place, in either script. */
function longestPlaceWord(t: TournamentSummary): number {
  const names = [t.city, t.location, t.country].flatMap((node) =>
    node ? [node.name, node.nameLatin] : [],
  );
  return Math.max(0, ...names.flatMap((name) => name.split(/\s+/)).map((word) => word.length));
}

describe('a tournament in progress', () => {
  let browser: Browser;
  let page: TournamentPage;
  let active: TournamentDetail[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = new TournamentPage(browser.page, baseUrl());
    const list = await apiGet<Page<TournamentSummary>>('tournaments?status=active&limit=20');
    active = await Promise.all(
      list.items.map((t) => apiGet<TournamentDetail>(`tournaments/${t.id}`)),
    );
    expect(active.length).toBeGreaterThan(0);
    // the starting ratings of a tournament not rated yet are the replicated players' ratings
    await page.app.open('/tournaments?lng=en');
    await new SyncIndicator(browser.page).waitForSynced();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the starting ratings in its crosstable: rating before, declared, else current', async () => {
    for (const detail of active) {
      const system = detail.federation;
      expect(isRatingSystemId(system)).toBe(true);
      const expected = await Promise.all(
        detail.standings.map(async (s) => {
          if (s.ratingBefore !== null) return formatNumber(s.ratingBefore);
          if (s.declaredRating !== null) return formatNumber(s.declaredRating);
          const player = await apiGet<PlayerSummary>(`players/${s.player.id}`);
          return formatNumber(isRatingSystemId(system) ? player.ratings[system]?.rating : null);
        }),
      );
      expect(expected.filter((text) => text !== '—').length).toBeGreaterThan(0);
      await page.open(detail.id, '?lng=en');
      await expect.poll(() => page.crosstableRows.count()).toBe(detail.standings.length);
      await expect
        .poll(async () => (await page.crosstableTable()).map((row) => row.before))
        .toEqual(expected);
    }
  });

  it("breaks the header card's place between words only, at every width", async () => {
    const list = await apiGet<Page<TournamentSummary>>('tournaments?limit=200');
    const longest = [...list.items].sort((a, b) => longestPlaceWord(b) - longestPlaceWord(a));
    const ids = [...new Set([...active.map((t) => t.id), ...longest.slice(0, 2).map((t) => t.id)])];
    for (const id of ids) {
      for (const language of ['ru', 'en']) {
        await page.open(id, `?lng=${language}`);
        for (const width of WIDTHS) {
          await browser.page.setViewportSize({ width, height: 900 });
          const place = page.facts.locator('[data-fact="place"] dd');
          // each word of the place on one line, and the place inside its card
          const broken = await place.evaluate((dd) => {
            const text = dd.firstChild;
            if (!text || text.nodeType !== Node.TEXT_NODE) return ['no text'];
            const content = text.textContent ?? '';
            const split: string[] = [];
            for (const match of content.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(text, match.index);
              range.setEnd(text, match.index + match[0].length);
              const lines = new Set(
                [...range.getClientRects()].map((rect) => Math.round(rect.top)),
              );
              if (lines.size > 1) split.push(match[0]);
            }
            const card = dd.parentElement;
            if (card && card.scrollWidth > card.clientWidth) split.push('overflow');
            return split;
          });
          expect(broken, `tournament ${id} at ${width} px in ${language}`).toEqual([]);
        }
      }
    }
  });
});
