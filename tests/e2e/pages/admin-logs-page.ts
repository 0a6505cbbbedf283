import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** The Logs tab of the administration (/admin/logs, pwa/src/features/admin/logs), in English. */
export class AdminLogsPage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  /** Opens the tab with the filters of `query` (e.g. 'source=client&text=boom'). */
  async open(query = ''): Promise<void> {
    const search = new URLSearchParams(query);
    search.set('lng', 'en');
    await this.app.open(`/admin/logs?${search.toString()}`);
    await this.app.main.getByRole('heading', { level: 2, name: 'Logs', exact: true }).waitFor();
  }

  field(label: 'Since' | 'Level' | 'Source' | 'Text in the message or path'): Locator {
    return this.app.main
      .locator('form[role="search"]')
      .getByLabel(label, { exact: true })
      .and(this.page.locator('input, select'));
  }

  get entries(): Locator {
    return this.app.main.getByRole('list', { name: 'Log entries' }).getByRole('listitem');
  }

  /** The entries whose line contains `text`. */
  entry(text: string): Locator {
    return this.entries.filter({ hasText: text });
  }

  /**
   * How many reports the listed entries stand for: an entry repeated ('3 times', its count)
   * counts as many, any other as one.
   */
  async reports(): Promise<number> {
    const lines = await this.entries.locator('button[aria-expanded]').allInnerTexts();
    return lines.reduce((sum, line) => sum + Number(/\b(\d+) times\b/.exec(line)?.[1] ?? 1), 0);
  }

  /** The button that opens and closes an entry. */
  toggle(entry: Locator): Locator {
    return entry.locator('button[aria-expanded]');
  }

  stack(entry: Locator): Locator {
    return entry.getByLabel('Stack', { exact: true });
  }

  /** A request detail of an opened entry ('Request id', 'Request', 'User', 'Status'). */
  detail(entry: Locator, term: string): Locator {
    return entry.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  }

  get pauseButton(): Locator {
    return this.app.main.getByRole('button', { name: /^(Pause|Resume) refresh$/ });
  }

  view(name: 'Errors' | 'Audit'): Locator {
    return this.app.main.getByRole('navigation', { name: 'Logs sections' }).getByRole('link', {
      name,
      exact: true,
    });
  }

  get auditItems(): Locator {
    return this.app.main.getByRole('list', { name: 'Admin actions' }).getByRole('listitem');
  }
}
