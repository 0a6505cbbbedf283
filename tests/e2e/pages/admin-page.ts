import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** The administrators' section (/admin, pwa/src/features/admin), read in English. */
export class AdminPage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  async open(query = ''): Promise<void> {
    const search = new URLSearchParams(query);
    search.set('lng', 'en');
    await this.app.open(`/admin?${search.toString()}`);
    await this.app.waitForHeading('Administration');
  }

  field(label: 'Username' | 'E-mail' | 'Role' | 'Place'): Locator {
    return this.app.main
      .locator('form[role="search"]')
      .getByLabel(label, { exact: true })
      .and(this.page.locator('input, select'));
  }

  async search(username: string): Promise<void> {
    await this.field('Username').fill(username);
    await this.app.main.getByRole('button', { name: 'Search', exact: true }).click();
  }

  get rows(): Locator {
    return this.app.main.locator('table tbody tr');
  }

  row(username: string): Locator {
    return this.rows.filter({
      has: this.page.getByRole('cell', { name: username, exact: true }),
    });
  }

  /** The usernames of the rows shown, in order. */
  async usernames(): Promise<string[]> {
    return this.rows.locator('td:first-child').allInnerTexts();
  }

  columnHeader(name: 'Username' | 'E-mail' | 'Registered'): Locator {
    return this.app.main.getByRole('columnheader', { name });
  }

  get summary(): Locator {
    return this.app.main.locator('.admin-page__summary');
  }

  /**
   * Waits until the line above the table (count or outcome) reads `text`, a number in it whole:
   * '2 accounts' is not found in '12 accounts'.
   */
  async waitForSummary(text: string): Promise<void> {
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const hasText = new RegExp(`(^|[^0-9])${escaped}`);
    await this.app.main.locator('.admin-page__summary', { hasText }).waitFor();
  }

  /** Clicks a row's action (by its accessible name) and confirms in the dialog that opens. */
  async actAndConfirm(action: string, dialogTitle: string, confirm: string): Promise<void> {
    await this.app.main.getByRole('button', { name: action, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: dialogTitle });
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
}
