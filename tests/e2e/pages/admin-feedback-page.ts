import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** The Feedback tab of the administration (/admin/feedback, pwa/src/features/admin/feedback), in English. */
export class AdminFeedbackPage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  /** Opens the tab with the filter of `query` (e.g. 'status=handled'). */
  async open(query = ''): Promise<void> {
    const search = new URLSearchParams(query);
    search.set('lng', 'en');
    await this.app.open(`/admin/feedback?${search.toString()}`);
    await this.app.main.getByRole('heading', { level: 2, name: 'Feedback', exact: true }).waitFor();
  }

  filter(name: 'All' | 'Unhandled' | 'Handled'): Locator {
    return this.app.main
      .getByRole('navigation', { name: 'Which messages' })
      .getByRole('link', { name, exact: true });
  }

  get items(): Locator {
    return this.app.main.getByRole('list', { name: 'Feedback messages' }).locator(':scope > li');
  }

  /** The messages whose line contains `text`. */
  item(text: string): Locator {
    return this.items.filter({ hasText: text });
  }

  /** The button that opens and closes a message. */
  toggle(item: Locator): Locator {
    return item.locator('button[aria-expanded]');
  }

  /** Opens a message (it stays open while the list reloads, e.g. after a filter change). */
  async expand(item: Locator): Promise<void> {
    const toggle = this.toggle(item);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await item.locator('.admin-feedback__details').waitFor();
  }

  status(item: Locator): Locator {
    return item.locator('.admin-feedback__status');
  }

  /** A fact of an opened message ('Sender', 'Email', 'Account', 'Sent', 'Handled'). */
  fact(item: Locator, term: string): Locator {
    return item
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  message(item: Locator): Locator {
    return item.locator('blockquote.admin-feedback__message');
  }

  attachment(item: Locator, name: string): Locator {
    return item.getByRole('list', { name: 'Attachments' }).getByRole('link', { name, exact: true });
  }

  markButton(item: Locator): Locator {
    return item.getByRole('button', { name: /^Mark (handled|unhandled)$/ });
  }

  deleteButton(item: Locator, name: string): Locator {
    return item.getByRole('button', { name: `Delete ${name}`, exact: true });
  }

  /** The confirmation of deleting an attachment. */
  get confirmDelete(): Locator {
    return this.page.getByRole('dialog', { name: 'Delete the attachment?', exact: true });
  }
}
