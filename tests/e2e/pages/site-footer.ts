import type { Locator, Page } from 'playwright-core';
import { tooltipOf } from './tooltip';

/** The site footer (pwa/src/app/footer): sections, contacts, documents, copyright. */
export class SiteFooter {
  readonly root: Locator;
  readonly sections: Locator;
  readonly email: Locator;
  readonly telegramLinks: Locator;
  readonly documentLinks: Locator;
  /** "Version 0.2.1": the client's version */
  readonly version: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('footer.site-footer');
    this.sections = this.root.locator('nav');
    this.email = this.root.locator('button.support-email');
    this.telegramLinks = this.root.locator('a[href^="https://t.me/"]');
    this.documentLinks = this.root.locator('a[href$=".pdf"]');
    this.version = this.root.locator('.site-footer__version');
  }

  sectionLink(name: string): Locator {
    return this.sections.getByRole('link', { name, exact: true });
  }

  /** The "copied" tooltip of the e-mail button. */
  emailTooltip(): Promise<Locator> {
    return tooltipOf(this.email);
  }
}
