import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

export type HomeStat = 'players' | 'tournaments' | 'donations';

/** The front page (pwa/src/features/home/home-page.tsx), read in English. */
export class HomePage {
  readonly app: AppPage;
  readonly main: Locator;
  readonly demoNotice: Locator;
  readonly recent: Locator;
  readonly upcoming: Locator;
  readonly games: Locator;
  readonly sections: Locator;
  /** the record links, whatever the language */
  readonly gameLinks: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.main = this.app.main;
    this.demoNotice = this.main.getByRole('note', { name: 'Demo data' });
    this.recent = this.main.getByRole('region', { name: 'Recent tournaments', exact: true });
    this.upcoming = this.main.getByRole('region', { name: 'Upcoming tournaments', exact: true });
    this.games = this.main.getByRole('region', { name: 'Latest game records', exact: true });
    this.sections = this.main.getByRole('list', { name: 'Sections' }).getByRole('link');
    this.gameLinks = this.main.locator('section:has(> #home-games-title) .home-list__title');
  }

  /** Opens / with `query`; `title` is the site's name in the query's language. */
  async open(query = '?lng=en', title = 'Go Federation'): Promise<void> {
    await this.app.open(`/${query}`);
    await this.app.waitForHeading(title);
  }

  /** A number of the stats row as shown ('3 000', '0 ₽'). */
  stat(name: HomeStat): Locator {
    return this.main.locator(`.home-stat[data-stat="${name}"] dd`);
  }

  /** The addresses the list items of a panel link to, top to bottom. */
  async links(panel: Locator): Promise<string[]> {
    return panel
      .locator('.home-list__title')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }
}
