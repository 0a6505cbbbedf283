import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** The columns of the players list, in order, as an English-speaking visitor reads them. */
export const PLAYER_COLUMNS = [
  'ID',
  'Name',
  'Rating',
  'Deviation',
  'Rank',
  'Country',
  'City',
  'Since',
  'Last update',
  'Last tournament',
] as const;

export type PlayerColumn = (typeof PLAYER_COLUMNS)[number];

/** The players list (pwa/src/features/players/players-page.tsx), read in English. */
export class PlayersPage {
  readonly app: AppPage;
  readonly main: Locator;
  readonly table: Locator;
  /** the scrolling box around the table */
  readonly tableWrap: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  readonly loadMore: Locator;
  /** "1,234 players": every player matching the filters */
  readonly count: Locator;
  readonly ratingFrom: Locator;
  readonly ratingTo: Locator;
  readonly nameInput: Locator;
  readonly nameChips: Locator;
  readonly locationInput: Locator;
  readonly locationOptions: Locator;
  readonly locationChips: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.main = this.app.main;
    this.table = this.main.locator('table.players-table');
    this.tableWrap = this.main.locator('.players-table-wrap');
    this.rows = this.table.locator('tbody tr');
    this.empty = this.main.locator('.players-empty[role="status"]');
    this.loadMore = this.main.getByRole('button', { name: 'Load more', exact: true });
    this.count = this.main.locator('.players-toolbar__count');
    this.ratingFrom = this.main.getByRole('spinbutton', { name: 'Rating from', exact: true });
    this.ratingTo = this.main.getByRole('spinbutton', { name: 'Rating to', exact: true });
    this.nameInput = this.main.getByRole('searchbox', { name: 'Names', exact: true });
    this.nameChips = this.main.getByRole('list', { name: 'Chosen names' }).getByRole('listitem');
    this.locationInput = this.main.getByRole('combobox', { name: 'Places', exact: true });
    this.locationOptions = this.main
      .getByRole('listbox', { name: 'Places', exact: true })
      .getByRole('option');
    this.locationChips = this.main
      .getByRole('list', { name: 'Chosen places' })
      .getByRole('listitem');
  }

  /** Opens /players with `query` (e.g. '?min_rating=2000&lng=en'). */
  async open(query = ''): Promise<void> {
    await this.app.open(`/players${query}`);
    await this.app.waitForHeading('Players');
  }

  columnHeader(name: PlayerColumn): Locator {
    return this.table.getByRole('columnheader', { name, exact: true });
  }

  /** Clicks a column's header (its sort button). */
  async sortBy(name: PlayerColumn): Promise<void> {
    await this.columnHeader(name).getByRole('button').click();
  }

  /** The column names as shown, without the sort arrows. */
  async columnNames(): Promise<string[]> {
    const texts = await this.table.locator('thead th').allTextContents();
    return texts.map((text) => text.replace(/[▲▼↕]/g, '').trim());
  }

  /** The cells of one column, top to bottom, as text (0-based column index). */
  async column(index: number): Promise<string[]> {
    const texts = await this.rows.evaluateAll(
      (rows, at) => rows.map((row) => row.children[at]?.textContent ?? ''),
      index,
    );
    return texts.map((text) => text.trim());
  }

  /** The ids of the shown players, top to bottom. */
  async ids(): Promise<number[]> {
    return (await this.column(0)).map(Number);
  }

  /** The main name of each shown player (the link), top to bottom. */
  async names(): Promise<string[]> {
    return this.table.locator('tbody th.players-table__name > a').allTextContents();
  }

  /** The shown ratings, top to bottom; NaN for a dash. */
  async ratings(): Promise<number[]> {
    return (await this.column(2)).map(Number);
  }

  /** The link to a player's page, by the name shown. */
  playerLink(name: string): Locator {
    return this.table.getByRole('link', { name, exact: true });
  }

  /** The current query of the address. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  /** Waits until the address's query satisfies `test`. */
  async waitForQuery(test: (query: URLSearchParams) => boolean): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/players' && test(url.searchParams));
  }

  /** Waits until the list shows at least one row. */
  async waitForRows(timeout?: number): Promise<void> {
    await this.rows.first().waitFor({ timeout });
  }
}
