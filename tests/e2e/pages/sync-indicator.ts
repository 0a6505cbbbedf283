import type { Locator, Page } from 'playwright-core';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

/** The replication state in the header (pwa/src/app/header/sync-indicator.tsx). */
export class SyncIndicator {
  readonly root: Locator;
  /** the full state for screen readers: "Synced 10:42", "Offline", … */
  readonly status: Locator;

  constructor(private readonly page: Page) {
    this.root = page.locator('header.site-header .sync-indicator');
    this.status = this.root.getByRole('status');
  }

  async state(): Promise<string | null> {
    return this.root.getAttribute('data-state');
  }

  async waitForState(state: SyncState, timeout?: number): Promise<void> {
    await this.page
      .locator(`header.site-header .sync-indicator[data-state="${state}"]`)
      .waitFor({ timeout });
  }

  /**
   * Waits until a whole sync of every collection has succeeded since the page loaded: the state
   * is idle and names the time of the last sync (the idle state at start names none).
   */
  async waitForSynced(timeout = 45_000): Promise<void> {
    await this.page
      .locator('header.site-header .sync-indicator[data-state="idle"] .sync-indicator__short')
      .waitFor({ state: 'attached', timeout });
  }
}
