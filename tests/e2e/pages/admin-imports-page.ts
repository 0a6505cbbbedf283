import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** The imports tab of the administration (/admin/imports, pwa/src/features/admin/imports), in English. */
export class AdminImportsPage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  async open(): Promise<void> {
    await this.app.open('/admin/imports?lng=en');
    await this.app.main.getByRole('heading', { name: 'Imports', exact: true }).waitFor();
  }

  get format(): Locator {
    return this.app.main.getByLabel('Format', { exact: true });
  }

  get fileInput(): Locator {
    return this.app.main.getByLabel('File', { exact: true });
  }

  get importButton(): Locator {
    return this.app.main.getByRole('button', { name: 'Import', exact: true });
  }

  /** The import's bar while it runs. */
  get progress(): Locator {
    return this.app.main.getByRole('progressbar', { name: 'Import progress' });
  }

  get alert(): Locator {
    return this.app.main.getByRole('alert');
  }

  get report(): Locator {
    return this.app.main.getByRole('region', { name: /^Imported: / });
  }

  /** A row of the report's counts by its label, e.g. 'Players'. */
  count(label: string): Locator {
    return this.report
      .locator('.admin-import-report__row', {
        has: this.page.locator('dt', { hasText: label }),
      })
      .locator('dd');
  }

  get skippedLines(): Locator {
    return this.report.getByRole('list', { name: 'Skipped lines' }).getByRole('listitem');
  }

  get processButton(): Locator {
    return this.app.main.getByRole('button', { name: 'Process the tournament', exact: true });
  }

  get processStatus(): Locator {
    return this.app.main.locator('.admin-import-process__status');
  }

  /** Starts noting whether the import's bar is ever shown (an import of a small file is quick). */
  async watchForProgressBar(): Promise<void> {
    await this.page.evaluate(() => {
      const seen = () => document.querySelector('progress[aria-label="Import progress"]') !== null;
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        document.body.dataset.importProgressShown = 'yes';
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  }

  async progressBarWasShown(): Promise<boolean> {
    return this.page.evaluate(() => document.body.dataset.importProgressShown === 'yes');
  }

  /** The elements that reach past the viewport's right edge (tag.class), outermost first. */
  async widerThanViewport(): Promise<string[]> {
    return this.page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((element) => element.closest('.admin-tabs') === null)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
  }

  async choose(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.fileInput.setInputFiles(file);
  }
}
