import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** One month of the list as shown: its heading and the tournaments under it, top to bottom. */
export interface ShownMonth {
  month: string;
  ids: number[];
}

/** One tournament of the list as shown. */
export interface ShownTournament {
  id: number;
  title: string;
  status: string;
  pinned: boolean;
  /** the dates and the place line */
  when: string;
  /** players, rounds, ranked, online */
  facts: string[];
}

/** The tournament list (pwa/src/features/tournaments/tournaments-page.tsx), read in English. */
export class TournamentsPage {
  readonly app: AppPage;
  readonly main: Locator;
  readonly past: Locator;
  readonly upcoming: Locator;
  readonly year: Locator;
  readonly title: Locator;
  readonly placesInput: Locator;
  readonly placeOptions: Locator;
  readonly placeChips: Locator;
  readonly status: Locator;
  readonly ranked: Locator;
  readonly online: Locator;
  readonly reset: Locator;
  readonly rows: Locator;
  readonly headings: Locator;
  readonly loadMore: Locator;
  readonly empty: Locator;
  /** "50+ tournaments shown" */
  readonly count: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.main = this.app.main;
    const modes = this.main.getByRole('group', { name: 'Which tournaments' });
    this.past = modes.getByRole('button', { name: 'Past', exact: true });
    this.upcoming = modes.getByRole('button', { name: 'Upcoming', exact: true });
    const filters = this.main.getByRole('region', { name: 'Filters' });
    this.year = filters.getByRole('combobox', { name: 'Year', exact: true });
    this.title = filters.getByRole('searchbox', { name: 'Title', exact: true });
    this.placesInput = filters.getByRole('combobox', { name: 'Places', exact: true });
    this.placeOptions = filters
      .getByRole('listbox', { name: 'Places', exact: true })
      .getByRole('option');
    this.placeChips = filters.getByRole('list', { name: 'Chosen places' }).getByRole('listitem');
    this.status = filters.getByRole('combobox', { name: 'Status', exact: true });
    this.ranked = filters.getByRole('combobox', { name: 'Rating', exact: true });
    this.online = filters.getByRole('combobox', { name: 'Where played', exact: true });
    this.reset = filters.getByRole('button', { name: 'Clear filters', exact: true });
    this.rows = this.main.locator('li.tournaments-card');
    this.headings = this.main.locator('section.tournaments-month > h2');
    this.loadMore = this.main.getByRole('button', { name: 'Load more', exact: true });
    this.empty = this.main.locator('.tournaments-empty[role="status"]');
    this.count = this.main.locator('.tournaments-count');
  }

  /** Opens /tournaments with `query` (e.g. '?mode=upcoming&lng=en'); `title` in its language. */
  async open(query = '', title = 'Tournaments'): Promise<void> {
    await this.app.open(`/tournaments${query}`);
    await this.app.waitForHeading(title);
  }

  /** The months shown with their tournaments' ids, top to bottom. */
  async months(): Promise<ShownMonth[]> {
    return this.main.locator('section.tournaments-month').evaluateAll((sections) =>
      sections.map((section) => ({
        month: section.querySelector('h2')?.textContent?.trim() ?? '',
        ids: [...section.querySelectorAll('.tournaments-card__title a')].map((link) =>
          Number(link.getAttribute('href')?.split('/').pop()),
        ),
      })),
    );
  }

  /** The ids of the shown tournaments, top to bottom (from their links). */
  async ids(): Promise<number[]> {
    return (await this.months()).flatMap((month) => month.ids);
  }

  /** Every shown tournament as read from its card. */
  async tournaments(): Promise<ShownTournament[]> {
    return this.rows.evaluateAll((cards) =>
      cards.map((card) => {
        const link = card.querySelector('.tournaments-card__title a');
        const text = (selector: string) => card.querySelector(selector)?.textContent?.trim() ?? '';
        return {
          id: Number(link?.getAttribute('href')?.split('/').pop()),
          title: link?.textContent?.trim() ?? '',
          status: text('.tournaments-status'),
          pinned: card.querySelector('.tournaments-card__pinned') !== null,
          when: [...card.querySelectorAll('.tournaments-card__when > span')]
            .map((span) => span.textContent?.trim() ?? '')
            .join(' | '),
          facts: [...card.querySelectorAll('.tournaments-card__facts > li')].map(
            (item) => item.textContent?.trim() ?? '',
          ),
        };
      }),
    );
  }

  /** The link to a tournament's page, by its id. */
  link(id: number): Locator {
    return this.main.locator(`.tournaments-card__title a[href="/tournaments/${id}"]`);
  }

  /** Types `search` into the place filter and picks the offered place `name` of that kind. */
  async pickPlace(
    search: string,
    name: string,
    kind: 'country' | 'region' | 'city',
  ): Promise<void> {
    await this.placesInput.fill(search);
    await this.placeOptions
      .filter({ hasText: name })
      .filter({ has: this.page.locator('.place-options__kind', { hasText: kind }) })
      .first()
      .click();
  }

  /** The current query of the address. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  /** Waits until the address's query satisfies `test`. */
  async waitForQuery(test: (query: URLSearchParams) => boolean): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/tournaments' && test(url.searchParams));
  }

  /** Waits until the list shows at least one tournament. */
  async waitForRows(timeout?: number): Promise<void> {
    await this.rows.first().waitFor({ timeout });
  }
}
