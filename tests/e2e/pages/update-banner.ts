import type { Locator, Page } from 'playwright-core';

/** The "new version available" banner (pwa/src/app/update-prompt.tsx). */
export class UpdateBanner {
  readonly banner: Locator;

  constructor(private readonly page: Page) {
    this.banner = page.locator('.update-prompt');
  }

  async waitVisible(): Promise<void> {
    await this.banner.waitFor({ state: 'visible' });
  }

  /** Clicks its button and waits for the page to load again under the new version. */
  async reload(): Promise<void> {
    const loaded = this.page.waitForEvent('load');
    await this.banner.getByRole('button').click();
    await loaded;
  }
}
