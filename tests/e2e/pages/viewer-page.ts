import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

export type StoneColor = 'black' | 'white';

/** The SGF viewer (pwa/src/features/viewer/viewer-page.tsx), read in English. */
export class ViewerPage {
  readonly app: AppPage;
  readonly main: Locator;
  /** Shudan's board */
  readonly board: Locator;
  /** "Move 12" */
  readonly moveNumber: Locator;
  /** "Black D4", "White passed" */
  readonly lastMove: Locator;
  readonly capturedByBlack: Locator;
  readonly capturedByWhite: Locator;
  /** the current move's comment (absent when it has none) */
  readonly comment: Locator;
  readonly commentPanel: Locator;
  readonly variationButtons: Locator;
  readonly download: Locator;
  readonly noRecord: Locator;
  readonly gameInfo: Locator;
  readonly recordInfo: Locator;
  readonly nextButton: Locator;
  readonly keysHint: Locator;
  /** the board as a screen reader finds it: a picture named by its move */
  readonly picture: Locator;
  readonly describeButton: Locator;
  /** the live region the position is described in */
  readonly description: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.main = this.app.main;
    this.board = this.main.locator('.viewer-goban .shudan-goban');
    this.moveNumber = this.main.locator('.viewer-status__number');
    this.lastMove = this.main.locator('.viewer-status__last');
    this.capturedByBlack = this.main.locator('.viewer-status__captures dd[data-color="black"]');
    this.capturedByWhite = this.main.locator('.viewer-status__captures dd[data-color="white"]');
    this.commentPanel = this.main.getByRole('region', { name: 'Comment', exact: true });
    this.comment = this.commentPanel.locator('.viewer-comment__text');
    this.variationButtons = this.main
      .getByRole('region', { name: /^Variations: \d+$/ })
      .getByRole('button');
    this.download = this.main.getByRole('link', { name: 'Download SGF', exact: true });
    this.noRecord = this.main.locator('.viewer-no-record');
    this.gameInfo = this.main.getByRole('region', { name: 'Game', exact: true });
    this.recordInfo = this.main.getByRole('region', { name: 'From the record', exact: true });
    this.nextButton = this.main.getByRole('button', { name: 'Next move', exact: true });
    this.keysHint = this.main.locator('.move-nav__keys');
    this.picture = this.main.locator('.viewer-goban[role="img"]');
    this.describeButton = this.main.getByRole('button', { name: 'Describe position', exact: true });
    this.description = this.main.locator('.viewer-description [role="status"]');
  }

  /** Opens /viewer/{id} with `query` (e.g. '?lng=en') and waits for its title. */
  async open(id: number, query = ''): Promise<void> {
    await this.app.open(`/viewer/${id}${query}`);
    await this.app.heading.waitFor();
  }

  /** Waits until the board is drawn (Shudan sizes it once it is in the page). */
  async waitForBoard(): Promise<void> {
    await this.board.locator('.shudan-vertex').first().waitFor();
    await this.page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.viewer-goban .shudan-goban')!).visibility ===
        'visible',
    );
  }

  /** Presses a key `times` times on the page (nothing focused). */
  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1) await this.page.keyboard.press(key);
  }

  /** The move number shown. */
  async move(): Promise<number> {
    const text = (await this.moveNumber.textContent()) ?? '';
    return Number(/^Move (\d+)$/.exec(text.trim())?.[1] ?? NaN);
  }

  async captures(): Promise<{ black: number; white: number }> {
    return {
      black: Number(await this.capturedByBlack.textContent()),
      white: Number(await this.capturedByWhite.textContent()),
    };
  }

  /** A point of the board (x from the left, y from the top, from 0), as Shudan draws it. */
  point(x: number, y: number): Locator {
    return this.board.locator(`.shudan-vertex[data-x="${x}"][data-y="${y}"]`);
  }

  /** The stone on a point as Shudan draws it (its sign class), null for an empty point. */
  async stoneAt(x: number, y: number): Promise<StoneColor | null> {
    const classes = (await this.point(x, y).getAttribute('class')) ?? '';
    if (classes.includes('shudan-sign_1')) return 'black';
    if (classes.includes('shudan-sign_-1')) return 'white';
    return null;
  }

  /** The label marker on a point (a variation's letter), null when it has none. */
  async labelAt(x: number, y: number): Promise<string | null> {
    const vertex = this.point(x, y);
    const classes = (await vertex.getAttribute('class')) ?? '';
    return classes.includes('shudan-marker_label') ? vertex.getAttribute('title') : null;
  }

  /** How many stones of a colour the board shows. */
  async stoneCount(color: StoneColor): Promise<number> {
    return this.board.locator(`.shudan-vertex.shudan-sign_${color === 'black' ? 1 : -1}`).count();
  }

  /** How many points the board has (columns x rows). */
  async pointCount(): Promise<number> {
    return this.board.locator('.shudan-vertex').count();
  }

  /** A value of an information panel by its label ('Black', 'Result', ...). */
  async info(panel: Locator, label: string): Promise<string> {
    const row = panel
      .locator('.viewer-info__row')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    return ((await row.locator('dd').textContent()) ?? '').trim();
  }
}
