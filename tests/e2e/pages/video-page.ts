import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** Video to SGF (pwa/src/features/video/video-page.tsx), read in English. */
export class VideoPage {
  readonly app: AppPage;
  readonly main: Locator;
  readonly fileInput: Locator;
  readonly nameField: Locator;
  readonly uploadButton: Locator;
  /** the file the checks before an upload refused */
  readonly refused: Locator;
  readonly hints: Locator;
  /** the upload under way */
  readonly progress: Locator;
  readonly progressBar: Locator;
  readonly progressBytes: Locator;
  readonly progressPhase: Locator;
  readonly unfinished: Locator;
  readonly rows: Locator;
  readonly statistics: Locator;
  readonly needAuth: Locator;
  readonly signInLink: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.main = this.app.main;
    this.fileInput = this.main.locator('.video-form input[type="file"]');
    this.nameField = this.main.getByRole('textbox', { name: 'Name', exact: true });
    this.uploadButton = this.main.getByRole('button', { name: 'Upload and convert', exact: true });
    this.refused = this.main.locator('.video-form__refused');
    this.hints = this.main.locator('.video-form__hint');
    this.progress = this.main.locator('.video-progress');
    this.progressBar = this.progress.locator('progress');
    this.progressBytes = this.progress.locator('.video-progress__bytes');
    this.progressPhase = this.progress.locator('.video-progress__phase');
    this.unfinished = this.main.locator('.video-unfinished');
    this.rows = this.main.locator('.video-row');
    this.statistics = this.main.getByRole('region', { name: 'Statistics', exact: true });
    this.needAuth = this.main.getByText('You need to be authorized', { exact: true });
    this.signInLink = this.main.getByRole('link', { name: 'Sign in', exact: true });
  }

  /** Opens /games/video in English and waits for its title. */
  async open(): Promise<void> {
    await this.app.open('/games/video?lng=en');
    await this.app.heading.filter({ hasText: 'Video to SGF' }).waitFor();
  }

  /** The row of the newest conversion with this name (the list is newest first). */
  row(name: string): Locator {
    return this.rows
      .filter({
        has: this.page.locator('.video-row__name', { hasText: new RegExp(`^${name}$`) }),
      })
      .first();
  }

  /** A row's status as the API names it (data-status of its badge). */
  async status(row: Locator): Promise<string | null> {
    return row.locator('.video-badge').getAttribute('data-status');
  }

  /** A fact of a row by its label ('File', 'Size', 'Moves', ...). */
  async fact(row: Locator, label: string): Promise<string> {
    const fact = row
      .locator('.video-row__fact')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    return ((await fact.locator('dd').textContent()) ?? '').trim();
  }

  /** The confirmation a row's Delete opens. */
  get deleteDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Delete the conversion?', exact: true });
  }

  button(name: string, within: Locator = this.main): Locator {
    return within.getByRole('button', { name, exact: true });
  }

  link(name: string, within: Locator = this.main): Locator {
    return within.getByRole('link', { name, exact: true });
  }

  /** The bytes of the upload the bar shows as sent. */
  async sentBytes(): Promise<number> {
    return Number(await this.progressBar.getAttribute('value'));
  }
}
