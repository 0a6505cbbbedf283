import type { Locator, Page } from 'playwright-core';
import { SiteHeader } from './site-header';

/** The header's donate dialog (pwa/src/features/donate), read in English. */
export class DonateDialog {
  readonly root: Locator;
  readonly amount: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly submitButton: Locator;
  readonly alerts: Locator;
  readonly sent: Locator;
  readonly connectionNotice: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Support the federation' });
    this.amount = this.root.getByLabel('Amount, ₽');
    this.name = this.root.getByLabel('Full name');
    this.email = this.root.getByLabel('E-mail');
    this.phone = this.root.getByLabel('Phone');
    this.submitButton = this.root.getByRole('button', { name: 'Donate' });
    this.alerts = this.root.locator('[role="alert"]');
    this.sent = this.root.getByRole('status').filter({ hasText: "bank's page" });
    this.connectionNotice = this.root.locator('.notice--offline');
  }

  /** Opens the dialog with the header's Donate button: the wide header's, else the burger's. */
  async open(): Promise<void> {
    const header = new SiteHeader(this.page);
    const wide = header.desktop.locator('.button--donate');
    if (await wide.isVisible()) await wide.click();
    else {
      await header.openBurger();
      await header.burgerPanel.locator('.button--donate').click();
    }
    await this.root.waitFor({ state: 'visible' });
  }

  async close(): Promise<void> {
    await this.root.getByRole('button', { name: 'Close' }).first().click();
    await this.root.waitFor({ state: 'hidden' });
  }

  /** The message under a field (the Field component's `${id}-error`). */
  errorOf(field: 'amount' | 'name' | 'email'): Locator {
    return this.root.locator(`#donate-${field}-error`);
  }

  /** The message about the e-mail and phone together. */
  get contactError(): Locator {
    return this.root.locator('#donate-contact-error');
  }

  /** A hidden field of the payment form by the name T-Bank's widget reads. */
  hidden(name: string): Locator {
    return this.root.locator(`form input[type="hidden"][name="${name}"]`);
  }

  async fill(values: { amount?: string; name?: string; email?: string; phone?: string }) {
    if (values.amount !== undefined) await this.amount.fill(values.amount);
    if (values.name !== undefined) await this.name.fill(values.name);
    if (values.email !== undefined) await this.email.fill(values.email);
    if (values.phone !== undefined) await this.phone.fill(values.phone);
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }
}
