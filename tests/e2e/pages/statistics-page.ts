import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** The sections drawn as bar or line charts (uPlot canvases), as titled in English. */
export const CANVAS_SECTIONS = [
  'Tournaments and games by year',
  'Games by handicap',
  'Players by place',
  'Players by rank',
  'Players by age',
  'Players by experience',
] as const;

/** The sections drawn as pies (SVG). */
export const PIE_SECTIONS = ['Games by board size', 'Games by team size'] as const;

export const TOP_SECTIONS = ['Top 10 by rating', 'Top 10 by tournaments played'] as const;

export type ChartSectionTitle = (typeof CANVAS_SECTIONS)[number] | (typeof PIE_SECTIONS)[number];
export type SectionTitle = ChartSectionTitle | (typeof TOP_SECTIONS)[number];
export type PlaceLevel = 'Countries' | 'Regions' | 'Cities';

/** The statistics page (pwa/src/features/statistics/statistics-page.tsx), read in English. */
export class StatisticsPage {
  readonly app: AppPage;
  readonly main: Locator;
  readonly yearFrom: Locator;
  readonly yearTo: Locator;
  readonly ratingFrom: Locator;
  readonly ratingTo: Locator;
  readonly locationInput: Locator;
  /** the names of the chosen places */
  readonly locationChips: Locator;
  /** the "needs a connection" notices (a part never fetched, offline) */
  readonly needsConnection: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.main = this.app.main;
    this.yearFrom = this.main.getByRole('spinbutton', { name: 'Years from', exact: true });
    this.yearTo = this.main.getByRole('spinbutton', { name: 'Years to', exact: true });
    this.ratingFrom = this.main.getByRole('spinbutton', { name: 'Rating from', exact: true });
    this.ratingTo = this.main.getByRole('spinbutton', { name: 'Rating to', exact: true });
    this.locationInput = this.main.getByRole('combobox', { name: 'Places', exact: true });
    this.locationChips = this.main
      .getByRole('list', { name: 'Chosen places' })
      .getByRole('listitem')
      .locator('.chip__label');
    this.needsConnection = this.main.locator('.notice--offline[role="status"]');
  }

  /** Opens /statistics with `query` (e.g. '?min_year=2010&lng=en') and waits for its title. */
  async open(query = ''): Promise<void> {
    await this.app.open(`/statistics${query}`);
    await this.app.waitForHeading('Statistics');
  }

  /** A section (a chart with its table, or a top-10 table) by its title. */
  section(title: SectionTitle): Locator {
    return this.main.locator('section.stat-card').filter({
      has: this.page.getByRole('heading', { level: 2, name: title, exact: true }),
    });
  }

  /** The drawing of a chart section: uPlot's canvas or the pie's SVG image. */
  drawing(title: ChartSectionTitle): Locator {
    return this.section(title).locator('.stat-chart__canvas canvas, svg[role="img"]').first();
  }

  /** Waits until every section is on the page and every chart is drawn. */
  async waitForCharts(): Promise<void> {
    for (const title of [...CANVAS_SECTIONS, ...PIE_SECTIONS]) {
      await this.drawing(title).waitFor();
    }
    for (const title of TOP_SECTIONS)
      await this.section(title).locator('tbody tr').first().waitFor();
  }

  /** What a bar or line chart's canvas shows, as a data URL (it changes when redrawn otherwise). */
  async canvasImage(title: (typeof CANVAS_SECTIONS)[number]): Promise<string> {
    return this.section(title)
      .locator('.stat-chart__canvas canvas')
      .first()
      .evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
  }

  /** The colour the first slice of a pie is painted in. */
  async sliceColour(title: (typeof PIE_SECTIONS)[number]): Promise<string> {
    return this.section(title)
      .locator('svg[role="img"] path')
      .first()
      .evaluate((path) => getComputedStyle(path).fill);
  }

  /** The "Table" switch of a chart section. */
  tableSwitch(title: ChartSectionTitle): Locator {
    return this.section(title).getByRole('button', { name: 'Table', exact: true });
  }

  /**
   * The body rows of a section's table as its cells' texts (the row header first), whether the
   * table is shown or only there for screen readers.
   */
  async table(title: SectionTitle): Promise<string[][]> {
    return this.section(title)
      .locator('table.data-table tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())),
      );
  }

  /** The hrefs of the player links of a top-10 table, in order. */
  async playerLinks(title: (typeof TOP_SECTIONS)[number]): Promise<string[]> {
    return this.section(title)
      .locator('tbody tr a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  /** Switches the places chart to countries, regions or cities. */
  async showPlaces(level: PlaceLevel): Promise<void> {
    const button = this.section('Players by place').getByRole('button', {
      name: level,
      exact: true,
    });
    await button.click();
    await this.section('Players by place')
      .locator(`button[aria-pressed="true"]`, { hasText: new RegExp(`^${level}$`) })
      .waitFor();
  }

  /** A tri-state filter's option ('Online' or 'Ranked'; 'Any', 'Yes' or 'No'). */
  triState(legend: 'Online' | 'Ranked', option: 'Any' | 'Yes' | 'No'): Locator {
    return this.main
      .getByRole('group', { name: legend, exact: true })
      .getByRole('radio', { name: option, exact: true });
  }

  /** The totals line: players, tournaments, games, as shown. */
  async totals(): Promise<Record<string, string>> {
    const items: Array<[string, string]> = await this.main
      .locator('.stat-summary > div')
      .evaluateAll((divs) =>
        divs.map((div): [string, string] => [
          (div.querySelector('dt')?.textContent ?? '').trim(),
          (div.querySelector('dd')?.textContent ?? '').trim(),
        ]),
      );
    return Object.fromEntries(items);
  }

  /** The query of the current address. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}
