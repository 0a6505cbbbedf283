import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** The game library (pwa/src/features/game-library/library-page.tsx), read in English. */
export class GameLibraryPage {
  readonly app: AppPage;
  readonly main: Locator;
  /** the picker inside the drop zone */
  readonly fileInput: Locator;
  readonly dropZone: Locator;
  readonly privateBox: Locator;
  readonly uploadButton: Locator;
  /** the files the checks before an upload refused */
  readonly refused: Locator;
  readonly rows: Locator;
  readonly count: Locator;
  readonly statistics: Locator;
  readonly needAuth: Locator;
  readonly signInLink: Locator;
  /** the open confirmation or rename dialog */
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.main = this.app.main;
    this.dropZone = this.main.getByTestId('library-drop');
    this.fileInput = this.dropZone.locator('input[type="file"]');
    this.privateBox = this.main.getByRole('checkbox', { name: 'Private (only I see them)' });
    this.uploadButton = this.main.getByRole('button', { name: 'Upload', exact: true });
    this.refused = this.main.locator('.library-upload__refused');
    this.rows = this.main.locator('.library-row');
    this.count = this.main.locator('.library-list__count');
    this.statistics = this.main.getByRole('region', { name: 'Statistics', exact: true });
    this.needAuth = this.main.getByText('You need to be authorized', { exact: true });
    this.signInLink = this.main.getByRole('link', { name: 'Sign in', exact: true });
    this.dialog = page.locator('dialog[open]');
  }

  /** Opens /games/records in English and waits for its title. */
  async open(query = ''): Promise<void> {
    await this.app.open(`/games/records?lng=en${query ? `&${query}` : ''}`);
    await this.app.heading.filter({ hasText: 'My game records' }).waitFor();
  }

  /** The row of the record whose players' line is this text. */
  row(players: string): Locator {
    return this.rows.filter({
      has: this.page.locator('.library-row__players', { hasText: players }),
    });
  }

  /** A fact of a row by its label ('Result', 'File', ...). */
  async fact(row: Locator, label: string): Promise<string> {
    const fact = row
      .locator('.library-row__fact')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    return ((await fact.locator('dd').textContent()) ?? '').trim();
  }

  action(row: Locator, name: string): Locator {
    return row.getByRole('button', { name, exact: true });
  }

  /** A text field of the open dialog by its label ('Result', 'Event', 'File name', ...). */
  dialogField(label: string): Locator {
    return this.dialog.getByRole('textbox', { name: label, exact: true });
  }

  dialogButton(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** The hidden picker behind a row's Replace button. */
  replaceInput(row: Locator): Locator {
    return row.locator('input[type="file"]');
  }

  openLink(row: Locator): Locator {
    return row.getByRole('link', { name: 'Open in viewer', exact: true });
  }

  /** Drops files on the drop zone, as a file manager would. */
  async drop(files: { name: string; text: string }[]): Promise<void> {
    const dataTransfer = await this.page.evaluateHandle((list) => {
      const transfer = new DataTransfer();
      for (const { name, text } of list) transfer.items.add(new File([text], name));
      return transfer;
    }, files);
    await this.dropZone.dispatchEvent('drop', { dataTransfer });
  }

  /** Chooses files in the picker (as a drop or the file dialog would). */
  async choose(files: { name: string; text: string }[]): Promise<void> {
    await this.fileInput.setInputFiles(
      files.map(({ name, text }) => ({
        name,
        mimeType: 'application/x-go-sgf',
        buffer: Buffer.from(text, 'utf8'),
      })),
    );
  }
}
