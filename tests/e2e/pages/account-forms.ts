import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/**
 * The account pages (pwa/src/features/account): /sign-up, /sign-up/:code, /sign-in,
 * /reset-password and /reset-password/:resetToken, read in English.
 */
export class AccountForms {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  get main(): Locator {
    return this.app.main;
  }

  /** An input by its label, e.g. 'Username or e-mail'. */
  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true }).and(this.main.locator('input'));
  }

  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  /** The server's refusal of a form, or the failure of a link (role="alert"). */
  get alert(): Locator {
    return this.main.getByRole('alert');
  }

  /** The outcome of a page: activated, password changed (role="status"). */
  get message(): Locator {
    return this.main.locator('.account-card__message[role="status"]');
  }

  /** "No internet connection" with what needs it (pwa/src/components/needs-connection.tsx). */
  get offlineNotice(): Locator {
    return this.main.locator('.notice--offline');
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Waits until the alert reads exactly `text`. */
  async waitForAlert(text: string): Promise<void> {
    await this.alert.getByText(text, { exact: true }).waitFor();
  }

  async openSignUp(): Promise<void> {
    await this.app.open('/sign-up?lng=en');
    await this.app.waitForHeading('Sign up');
  }

  async openSignIn(): Promise<void> {
    await this.app.open('/sign-in?lng=en');
    await this.app.waitForHeading('Sign in');
  }

  async openResetRequest(): Promise<void> {
    await this.app.open('/reset-password?lng=en');
    await this.app.waitForHeading('Reset password');
  }

  /** Fills the sign-in form where it is open now and sends it. */
  async submitSignIn(login: string, password: string): Promise<void> {
    await this.fill({ 'Username or e-mail': login, Password: password });
    await this.button('Sign in').click();
  }
}
