import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

export type PlayerTabName = 'Statistics' | 'Rating' | 'Tournaments' | 'Opponents' | 'Games';

/** A player's page (pwa/src/features/players/player-page.tsx), read in English. */
export class PlayerPage {
  readonly app: AppPage;
  readonly name: Locator;
  readonly stats: Locator;
  readonly panel: Locator;
  readonly ratingChart: Locator;
  readonly showTable: Locator;
  /** the rating history as a table (after showTable) */
  readonly ratingRows: Locator;
  /** the "needs a connection" notice inside the tab panel */
  readonly needsConnection: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.name = this.app.main.locator('h1.player-header__name');
    this.stats = this.app.main.locator('dl.player-stats');
    this.panel = this.app.main.getByRole('tabpanel');
    this.ratingChart = this.panel.locator('figure.rating-chart');
    this.showTable = this.panel.getByRole('button', { name: 'Show as a table', exact: true });
    this.ratingRows = this.panel
      .locator('.data-table-wrap[aria-label="Rating history"]')
      .locator('tbody tr');
    this.needsConnection = this.panel.locator('.notice--offline[role="status"]');
  }

  /** Opens /players/{id} with `query` and waits for its header. */
  async open(id: number, query = ''): Promise<void> {
    await this.app.open(`/players/${id}${query}`);
    await this.name.waitFor();
  }

  /** A number of the header by its label ('Rating', 'Wins', …), as shown. */
  async stat(label: string): Promise<string> {
    const value = this.stats
      .locator('div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
    return (await value.innerText()).trim();
  }

  tab(name: PlayerTabName): Locator {
    return this.app.main.getByRole('tab', { name, exact: true });
  }

  /** Selects a tab and waits until it is the current one. */
  async selectTab(name: PlayerTabName): Promise<void> {
    await this.tab(name).click();
    await this.app.main
      .locator('[role="tab"][aria-selected="true"]', { hasText: new RegExp(`^${name}$`) })
      .waitFor();
  }

  /** A table in the panel by its caption ('All games', 'By colour', …). */
  captionedTable(caption: string): Locator {
    return this.panel.locator('table').filter({
      has: this.page.locator('caption', { hasText: new RegExp(`^${caption}$`) }),
    });
  }

  /** The body rows of the panel's table that is labelled `label` ('Tournaments', 'Games', …). */
  tableRows(label: string): Locator {
    return this.panel.locator(`.data-table-wrap[aria-label="${label}"]`).locator('tbody tr');
  }

  /** The rating history table's rows as [date, tournament, rating, change, deviation]. */
  async ratingTable(): Promise<string[][]> {
    return this.ratingRows.evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())),
    );
  }
}
