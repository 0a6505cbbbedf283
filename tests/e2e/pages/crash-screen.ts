import type { Locator, Page } from 'playwright-core';

/** What a crashed page shows (pwa/src/app/crash-screen.tsx). */
export class CrashScreen {
  readonly root: Locator;
  readonly title: Locator;
  /** the sentence under the title */
  readonly text: Locator;
  readonly message: Locator;

  constructor(page: Page) {
    this.root = page.locator('section.crash[role="alert"]');
    this.title = this.root.locator('h1');
    this.text = this.root.locator('.crash__text');
    this.message = this.root.locator('.crash__message');
  }
}
