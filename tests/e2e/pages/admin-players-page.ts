import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** The admin Players tab (/admin/players, pwa/src/features/admin/players), read in English. */
export class AdminPlayersPage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  async open(): Promise<void> {
    await this.app.open('/admin/players?lng=en');
    await this.app.waitForHeading('Administration');
    await this.app.main.getByRole('heading', { level: 2, name: 'Players', exact: true }).waitFor();
  }

  /** The names part: the player picker and, once one is chosen, the rename form. */
  get names(): Locator {
    return this.app.main.getByRole('region', { name: 'Player names' });
  }

  /** Types `search` into the names part's player picker and takes the option containing `text`. */
  async choosePlayer(search: string, text: string): Promise<void> {
    await this.names.getByRole('combobox', { name: 'Player', exact: true }).fill(search);
    const option = this.names.getByRole('option').filter({ hasText: text });
    await option.first().waitFor();
    await option.first().click();
  }

  /** The merge part: both pickers, the preview and its buttons. */
  get mergeForm(): Locator {
    return this.app.main
      .locator('form')
      .filter({ has: this.page.getByRole('heading', { name: 'Merge duplicate records' }) });
  }

  get language(): Locator {
    return this.names.getByRole('combobox', { name: 'Language', exact: true });
  }

  get lastName(): Locator {
    return this.names.getByRole('textbox', { name: 'Last name', exact: true });
  }

  get firstName(): Locator {
    return this.names.getByRole('textbox', { name: 'First name', exact: true });
  }

  get save(): Locator {
    return this.names.getByRole('button', { name: 'Save the name', exact: true });
  }

  /** The message under the last name field (a broken rule). */
  get lastNameError(): Locator {
    return this.names.locator('.profile-field__error').first();
  }

  get savedNotice(): Locator {
    return this.names.getByRole('status');
  }

  /** Sets the name in `language` ('ru', 'en', 'zh') and saves it. */
  async rename(language: string, lastName: string, firstName: string): Promise<void> {
    await this.language.selectOption(language);
    await this.lastName.fill(lastName);
    await this.firstName.fill(firstName);
    await this.save.click();
  }
}
