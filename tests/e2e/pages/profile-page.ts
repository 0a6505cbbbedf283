import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

export type ProfileSection =
  | 'Personal data'
  | 'Avatar'
  | 'Login'
  | 'E-mail'
  | 'Password'
  | 'Signed-in devices'
  | 'API tokens'
  | 'Delete account';

/** The signed-in user's profile (/user, pwa/src/features/profile), read in English. */
export class ProfilePage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  async open(query = '?lng=en'): Promise<void> {
    await this.app.open(`/user${query}`);
  }

  /** Opens the page and waits until the forms are there (the data has loaded). */
  async openLoaded(query = '?lng=en'): Promise<void> {
    await this.open(query);
    await this.app.waitForHeading('Profile');
    await this.field('Personal data', 'Last name').waitFor();
  }

  section(name: ProfileSection): Locator {
    return this.app.main.locator('section.profile-card', {
      has: this.page.getByRole('heading', { level: 2, name, exact: true }),
    });
  }

  field(section: ProfileSection, label: string): Locator {
    return this.section(section).getByLabel(label, { exact: true });
  }

  /** The outcome line of a section ('Saved', 'No changes', ...); '' when it shows nothing. */
  async status(section: ProfileSection): Promise<string> {
    return ((await this.section(section).locator('.profile-status').textContent()) ?? '').trim();
  }

  async waitForStatus(section: ProfileSection, text: string): Promise<void> {
    await this.section(section)
      .locator('.profile-status[role="status"]')
      .getByText(text, { exact: true })
      .waitFor();
  }

  /** The message a field points to with aria-describedby, when it is marked invalid. */
  async errorOf(field: Locator): Promise<string | null> {
    return field.evaluate((element) => {
      if (element.getAttribute('aria-invalid') !== 'true') return null;
      const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      const messages = ids
        .map((id) => document.getElementById(id))
        .filter((node) => node?.classList.contains('profile-field__error'))
        .map((node) => node?.textContent ?? '');
      return messages.join(' ') || null;
    });
  }

  async save(section: ProfileSection, button = 'Save'): Promise<void> {
    await this.section(section).getByRole('button', { name: button, exact: true }).click();
  }

  /** Types the birthday into the day and month lists and the year field ('' leaves one empty). */
  async setBirthday(day: string, month: string, year: string): Promise<void> {
    await this.field('Personal data', 'Day').selectOption(day);
    await this.field('Personal data', 'Month').selectOption(month);
    await this.field('Personal data', 'Year').fill(year);
  }

  async birthday(): Promise<[string, string, string]> {
    return [
      await this.field('Personal data', 'Day').inputValue(),
      await this.field('Personal data', 'Month').inputValue(),
      await this.field('Personal data', 'Year').inputValue(),
    ];
  }

  /** The picture at the top of the page: its URL, or null for the empty placeholder. */
  identityPicture(): Locator {
    return this.app.main.locator('.profile-identity .profile-identity__picture');
  }

  avatarPicture(): Locator {
    return this.section('Avatar').locator('.profile-avatar__picture');
  }

  fileInput(): Locator {
    return this.section('Avatar').locator('input[type="file"]');
  }

  /**
   * Waits until the avatar section knows the accepted formats (GET /file/avatar/formats, shown
   * in its hint): a file chosen before is left to the server's check.
   */
  async waitForAvatarFormats(): Promise<void> {
    await this.section('Avatar')
      .getByText(/\bPNG\b.*, up to /)
      .waitFor();
  }

  /** The avatar in the site header (pwa/src/app/header/account-menu.tsx). */
  headerAvatar(): Locator {
    return this.page.locator(
      'header.site-header .site-header__desktop .account-link--user .avatar',
    );
  }
}

/** Whether an <img> finished loading a real picture (not a broken one). */
export async function pictureLoaded(image: Locator): Promise<boolean> {
  return image.evaluate(
    (element) =>
      element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
  );
}
