import type { Locator, Page } from 'playwright-core';

/** The toasts at the top right (pwa/src/components/toaster.tsx). */
export class Toaster {
  readonly region: Locator;
  readonly toasts: Locator;

  constructor(page: Page) {
    this.region = page.locator('section.toaster');
    this.toasts = this.region.locator('.toast');
  }

  toast(text: string): Locator {
    return this.toasts.filter({ hasText: text });
  }

  /** A toast announced as an alert (role="alert": errors) with the text. */
  alert(text: string): Locator {
    return this.region.getByRole('alert').filter({ hasText: text });
  }
}
