import type { Locator, Page } from 'playwright-core';

/**
 * The account corner of the wide header (pwa/src/app/header/account-link.tsx and
 * account-menu.tsx): "Sign in" for visitors; the avatar with a menu on hover for users.
 */
export class AccountMenu {
  readonly root: Locator;
  /** "Sign in", shown to visitors */
  readonly signInLink: Locator;
  /** the avatar and name, linking to /user, shown to a signed-in user */
  readonly userLink: Locator;
  /** the picture, when the user has one */
  readonly picture: Locator;
  /** the empty circle of a user without a picture */
  readonly placeholder: Locator;
  readonly popup: Locator;
  readonly profileItem: Locator;
  readonly logoutItem: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('header.site-header .site-header__desktop');
    this.signInLink = this.root.locator('a.account-link').getByText('Sign in', { exact: true });
    this.userLink = this.root.locator('a.account-link--user');
    this.picture = this.userLink.locator('img.avatar');
    this.placeholder = this.userLink.locator('.avatar--empty');
    this.popup = this.root.locator('.account-menu__popup');
    this.profileItem = this.popup.getByRole('link', { name: 'User profile', exact: true });
    this.logoutItem = this.popup.getByRole('button', { name: 'Logout', exact: true });
  }

  /**
   * Hovers the avatar until the menu shows. A hover that lands while the header is re-rendered
   * (the session just arrived) is lost, as a person's would be: the pointer leaves and comes back.
   */
  async open(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      await this.page.mouse.move(0, 0);
      await this.userLink.hover();
      try {
        await this.logoutItem.waitFor({ state: 'visible', timeout: 5_000 });
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  }

  /** Logout from the menu; resolves once the header offers "Sign in" again. */
  async signOut(): Promise<void> {
    await this.open();
    await this.logoutItem.click();
    await this.signInLink.waitFor();
  }
}
