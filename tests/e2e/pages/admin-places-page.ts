import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** The admin Places tab (/admin/places, pwa/src/features/admin/places), read in English. */
export class AdminPlacesPage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  async open(): Promise<void> {
    await this.app.open('/admin/places?lng=en');
    await this.app.waitForHeading('Administration');
    await this.app.main.getByRole('heading', { level: 2, name: 'Places', exact: true }).waitFor();
  }

  get tournaments(): Locator {
    return this.app.main.getByRole('region', { name: 'Tournaments with an unmatched place' });
  }

  /** The tournaments sharing the raw place text `text`. */
  tournamentGroup(text: string): Locator {
    return this.tournaments
      .locator('.admin-places__group')
      .filter({ has: this.page.getByRole('heading', { name: `«${text}»` }) });
  }

  /** The place picker of a group; `label` is the text the group is about. */
  picker(group: Locator, text: string): Locator {
    return group.getByRole('combobox', { name: `Place for “${text}”`, exact: true });
  }

  /** The place the picker has chosen, as its path ('Russia › Kazan'). */
  chosen(group: Locator): Locator {
    return group.locator('.location-field__value');
  }

  /** Types `search` into the group's picker and takes the option shown as `path` ('Russia › Kazan'). */
  async pick(group: Locator, text: string, search: string, path: string): Promise<void> {
    await this.picker(group, text).fill(search);
    await group
      .getByRole('option')
      .filter({ has: this.page.locator('span').getByText(path, { exact: true }) })
      .click();
  }

  fixAll(group: Locator, count: number): Locator {
    return group.getByRole('button', { name: `Fix all ${count} with this text`, exact: true });
  }

  fixRow(group: Locator, rowName: string): Locator {
    return group.getByRole('button', { name: `Set place of ${rowName}`, exact: true });
  }

  alert(group: Locator): Locator {
    return group.getByRole('alert');
  }

  /** One of the cities forms: 'Add a city or region', 'Rename', 'Merge a duplicate'. */
  citiesForm(title: 'Add a city or region' | 'Rename' | 'Merge a duplicate'): Locator {
    return this.app.main
      .locator('form')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** Takes the option shown as `path` in the form's place picker labelled `label`. */
  async pickIn(form: Locator, label: string, search: string, path: string): Promise<void> {
    await form.getByRole('combobox', { name: label, exact: true }).fill(search);
    await form
      .getByRole('option')
      .filter({ has: this.page.locator('span').getByText(path, { exact: true }) })
      .click();
  }

  get citiesSummary(): Locator {
    return this.app.main
      .getByRole('region', { name: 'Cities and regions' })
      .locator('.admin-page__summary');
  }

  get tournamentsSummary(): Locator {
    return this.tournaments.locator('.admin-page__summary');
  }
}
