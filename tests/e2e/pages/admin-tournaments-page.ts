import type { Locator, Page } from 'playwright-core';
import type { SyncTournament } from '@sync/protocol';
import { localRow } from '../support/local-database';
import { AppPage } from './app-page';

/** The admin tournaments tab (/admin/tournaments, pwa/src/features/admin/tournaments), in English. */
export class AdminTournamentsPage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  async open(query: Record<string, string> = {}): Promise<void> {
    const search = new URLSearchParams(query);
    search.set('lng', 'en');
    await this.app.open(`/admin/tournaments?${search.toString()}`);
    await this.app.waitForHeading('Administration');
  }

  get summary(): Locator {
    return this.app.main.locator('.admin-page__summary');
  }

  get rows(): Locator {
    return this.app.main.locator('table tbody tr');
  }

  /** The row of a tournament, by id. */
  row(id: number): Locator {
    return this.app.main.locator(`tr.admin-tournament[data-id="${id}"]`);
  }

  /** A row's action button: 'Pin', 'Unpin', 'Hide', 'Show', 'Process' or 'Edit'. */
  action(id: number, name: 'Pin' | 'Unpin' | 'Hide' | 'Show' | 'Process' | 'Edit'): Locator {
    return this.row(id).getByRole('button', { name: new RegExp(`^${name} `) });
  }

  /** The status shown in a row ('Ended', 'Processing', ...). */
  status(id: number): Locator {
    return this.row(id).locator('.admin-tournament__status');
  }

  flags(id: number): Promise<string[]> {
    return this.row(id).locator('.admin-tournament__flag').allInnerTexts();
  }

  get dialog(): Locator {
    return this.page.locator('dialog[open]');
  }

  dialogField(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  /**
   * The ids of the tournaments /tournaments lists, top to bottom: the pinned ones first (their
   * own list above the months), then the months' cards.
   */
  async publicListIds(): Promise<{ pinned: number[]; all: number[] }> {
    const idsOf = (selector: string) =>
      this.app.main
        .locator(selector)
        .evaluateAll((links) =>
          links.map((link) => Number(link.getAttribute('href')?.split('/').pop())),
        );
    return {
      pinned: await idsOf('.tournaments-pinned a[href^="/tournaments/"]'),
      all: await idsOf('.tournaments-pinned a, .tournaments-card__title a'),
    };
  }

  /** A tournament's row in the app's IndexedDB (the offline copy), or null. */
  async localTournament(id: number): Promise<SyncTournament | null> {
    return localRow<SyncTournament>(this.page, 'tournaments', id);
  }
}
