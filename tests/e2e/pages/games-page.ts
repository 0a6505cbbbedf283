import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** A row of the games list as shown. */
export interface GameRowText {
  date: string;
  player1: string;
  rating1: string;
  player2: string;
  rating2: string;
  result: string;
  tournament: string;
  round: string;
  /** the viewer link's path, null when the game has no record */
  record: string | null;
}

export type PlayerSlot = 'Player 1' | 'Player 2';

/** The games list (pwa/src/features/games/games-page.tsx), read in English. */
export class GamesPage {
  readonly app: AppPage;
  readonly main: Locator;
  readonly table: Locator;
  /** the rows of games (not the loading or offline rows of a page still missing) */
  readonly rows: Locator;
  readonly count: Locator;
  readonly empty: Locator;
  readonly loadMore: Locator;
  readonly hasSgf: Locator;
  readonly scheduled: Locator;
  /** what the unfiltered count counts, beside the statistics' count */
  readonly countNote: Locator;
  /** the "needs a connection" notice of a page never fetched */
  readonly needsConnection: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.main = this.app.main;
    this.table = this.main.locator('table.data-table');
    this.rows = this.table.locator('tbody tr:has(td.date)');
    this.count = this.main.locator('.games-page__count');
    this.empty = this.main.locator('.games-page__empty[role="status"]');
    this.loadMore = this.main.getByRole('button', { name: 'Load more', exact: true });
    this.hasSgf = this.main.getByRole('checkbox', { name: 'Only games with a record' });
    this.scheduled = this.main.getByRole('checkbox', {
      name: 'Scheduled pairings (not played yet) instead',
    });
    this.countNote = this.main.locator('.games-page__note');
    this.needsConnection = this.table.locator('.notice--offline[role="status"]');
  }

  /** Opens /games with `query` (e.g. '?has_sgf=true&lng=en'). */
  async open(query = ''): Promise<void> {
    await this.app.open(`/games${query}`);
    await this.app.waitForHeading('Games');
  }

  playerInput(slot: PlayerSlot): Locator {
    return this.main.getByRole('combobox', { name: slot, exact: true });
  }

  playerOptions(slot: PlayerSlot): Locator {
    return this.main.getByRole('listbox', { name: slot, exact: true }).getByRole('option');
  }

  /** The chosen player's chip. */
  playerChip(slot: PlayerSlot): Locator {
    return this.main.getByRole('list', { name: slot, exact: true }).getByRole('listitem');
  }

  /** Types `search` into a player box and picks the option named `label`. */
  async pickPlayer(slot: PlayerSlot, search: string, label: string): Promise<void> {
    await this.playerInput(slot).fill(search);
    await this.playerOptions(slot).filter({ hasText: label }).first().click();
    await this.playerChip(slot).waitFor();
  }

  /** How the first row naming player `id` names them: the name's link, a nickname beside it. */
  playerName(id: number): Locator {
    return this.rows.locator(`span:has(> a[href="/players/${id}"])`).first();
  }

  /** The shown rows, top to bottom. */
  async rowTexts(): Promise<GameRowText[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.children].map((cell) => (cell.textContent ?? '').trim());
        const linkText = (at: number) =>
          (row.children[at]?.querySelector('a')?.textContent ?? '').trim();
        const link = row.children[8]?.querySelector('a');
        return {
          date: cells[0],
          player1: linkText(1),
          rating1: cells[2],
          player2: linkText(3),
          rating2: cells[4],
          result: cells[5],
          tournament: cells[6],
          round: cells[7],
          record: link ? link.getAttribute('href') : null,
        };
      }),
    );
  }

  /** The current query of the address. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  /** Waits until the address's query satisfies `test`. */
  async waitForQuery(test: (query: URLSearchParams) => boolean): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/games' && test(url.searchParams));
  }
}
