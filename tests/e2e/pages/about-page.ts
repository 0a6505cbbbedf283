import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** One card as a visitor reads it: its heading, its text and, on the roadmap, its status. */
export interface AboutCard {
  title: string;
  text: string;
  status: string | null;
}

/** The about page (pwa/src/app/pages/about-page.tsx): sections (h2) of cards (h3). */
export class AboutPage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  get root(): Locator {
    return this.app.main.locator('article.about');
  }

  async open(query = ''): Promise<void> {
    await this.app.open(`/about${query}`);
  }

  /** A section, found as screen readers do: a region named by its heading. */
  section(title: string): Locator {
    return this.root.getByRole('region', { name: title, exact: true });
  }

  /** The titles of the sections (h2), in order. */
  async sectionTitles(): Promise<string[]> {
    return this.texts(this.root.getByRole('heading', { level: 2 }));
  }

  /** The cards of a section, in order. */
  cardItems(sectionTitle: string): Locator {
    return this.section(sectionTitle).locator('li.about-card');
  }

  async cards(sectionTitle: string): Promise<AboutCard[]> {
    const items = await this.cardItems(sectionTitle).all();
    return Promise.all(
      items.map(async (item) => {
        const status = item.locator('.about-status');
        return {
          title: (await item.getByRole('heading', { level: 3 }).innerText()).trim(),
          text: (await item.locator('.about-card__text').innerText()).trim(),
          status: (await status.count()) > 0 ? (await status.innerText()).trim() : null,
        };
      }),
    );
  }

  /** The titles (h3) of a section's cards, in order. */
  async cardTitles(sectionTitle: string): Promise<string[]> {
    return (await this.cards(sectionTitle)).map((card) => card.title);
  }

  /** The link a card's title carries (a roadmap item that exists), by the title. */
  cardLink(sectionTitle: string, cardTitle: string): Locator {
    return this.section(sectionTitle)
      .getByRole('heading', { level: 3, name: cardTitle, exact: true })
      .getByRole('link');
  }

  /** How many headings of each level the page's article has: [h1, h2, h3, h4]. */
  async headingCounts(): Promise<number[]> {
    return Promise.all(
      [1, 2, 3, 4].map((level) => this.root.getByRole('heading', { level }).count()),
    );
  }

  /** The boxes of every card: left and right edges in CSS pixels. */
  async cardEdges(): Promise<Array<{ left: number; right: number }>> {
    return this.root.locator('li.about-card').evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
    );
  }

  /**
   * Waits until the page is ready to be read offline: a service worker controls it and keeps
   * the language's translation files this page reads.
   */
  async waitForOfflineReady(language: 'ru' | 'en' | 'zh'): Promise<void> {
    await this.app.waitForServiceWorkerControl();
    await this.app.waitForLocalesCached(language);
  }

  private async texts(locator: Locator): Promise<string[]> {
    return (await locator.allInnerTexts()).map((text) => text.trim());
  }
}
