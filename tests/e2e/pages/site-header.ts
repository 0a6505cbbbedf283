import type { Locator, Page } from 'playwright-core';
import { tooltipOf } from './tooltip';

/** The sections of the main menu, in order, as an English-speaking visitor reads them. */
export const MENU_ITEMS = [
  { name: 'Players', path: '/players' },
  { name: 'Tournaments', path: '/tournaments' },
  { name: 'Broadcasts', path: '/broadcasts' },
  { name: 'Statistics', path: '/statistics' },
  { name: 'Games', path: '/games' },
  { name: 'Play', path: '/server' },
  { name: 'GoGlass', path: '/go-glass' },
  { name: 'About', path: '/about' },
] as const;

/** The site header (pwa/src/app/header): brand, menu bar or burger, theme, language, account. */
export class SiteHeader {
  readonly root: Locator;
  readonly brand: Locator;
  /** The menu of wide screens. */
  readonly bar: Locator;
  /** The controls of wide screens (theme, language, feedback, donate, account). */
  readonly desktop: Locator;
  readonly burger: Locator;
  readonly burgerPanel: Locator;
  readonly themeToggle: Locator;
  readonly languageSelect: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('header.site-header');
    this.brand = this.root.locator('a.brand');
    this.bar = this.root.locator('nav.main-nav--bar');
    this.desktop = this.root.locator('.site-header__desktop');
    this.burger = this.root.locator('button.mobile-menu__toggle');
    this.burgerPanel = this.root.locator('#mobile-menu');
    this.themeToggle = this.desktop.locator('.tooltip > button.icon-button').first();
    this.languageSelect = this.desktop.locator('select.language-switch__select');
  }

  /** The menu the visitor sees now: the bar on wide screens, the burger panel on narrow ones. */
  async menu(): Promise<Locator> {
    return (await this.bar.isVisible()) ? this.bar : this.burgerPanel.locator('nav.main-nav');
  }

  /** The enabled link of a section in the given menu (an <a>, not the disabled GoGlass). */
  link(menu: Locator, name: string): Locator {
    return menu.getByRole('link', { name, exact: true }).and(menu.locator('a[href]'));
  }

  /** A section shown but disabled (GoGlass for visitors who are not signed in). */
  disabledItem(menu: Locator, name: string): Locator {
    return menu.locator('.nav-link--disabled[aria-disabled="true"]', { hasText: name });
  }

  /** The names of every menu item, enabled or not, in order. */
  async itemNames(menu: Locator): Promise<string[]> {
    return (await menu.locator('.nav-link').allTextContents()).map((text) => text.trim());
  }

  /** "Sign in" (or the user's name) in the wide header. */
  accountLink(): Locator {
    return this.desktop.locator('a.account-link');
  }

  tooltipOf(trigger: Locator): Promise<Locator> {
    return tooltipOf(trigger);
  }

  async openBurger(): Promise<void> {
    if ((await this.burger.getAttribute('aria-expanded')) !== 'true') await this.burger.click();
    await this.burgerPanel.waitFor({ state: 'visible' });
  }

  /** Clicks the theme button until the chosen mode is the current one (its tooltip says so). */
  async chooseTheme(label: 'Light' | 'Dark' | 'Auto'): Promise<void> {
    const tooltip = await this.tooltipOf(this.themeToggle);
    for (let clicks = 0; clicks < 3; clicks += 1) {
      if ((await tooltip.textContent()) === `Theme: ${label}`) return;
      await this.themeToggle.click();
    }
    if ((await tooltip.textContent()) !== `Theme: ${label}`)
      throw new Error(`The theme button never reached ${label}`);
  }

  /** Chooses a language in the wide header's select (ru, en, zh). */
  async chooseLanguage(lng: 'ru' | 'en' | 'zh'): Promise<void> {
    await this.languageSelect.selectOption(lng);
  }
}
