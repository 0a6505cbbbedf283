import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

export type StoneColor = 'black' | 'white';

/** The demo page (pwa/src/features/demo/demo-page.tsx): a famous game on the board, links. */
export class DemoPage {
  readonly app: AppPage;
  /** Shudan's board */
  readonly board: Locator;
  /** the board as a screen reader finds it: a picture named by its move */
  readonly picture: Locator;
  /** "Move 12 of 325: Black D4" */
  readonly status: Locator;
  readonly commentTitle: Locator;
  readonly commentText: Locator;
  /** the buttons of the key moments */
  readonly moments: Locator;
  readonly slider: Locator;
  readonly keysHint: Locator;
  /** the links into the sections */
  readonly links: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    const main = this.app.main;
    this.board = main.locator('.demo-goban .shudan-goban');
    this.picture = main.locator('.demo-goban[role="img"]');
    this.status = main.locator('.demo-status');
    this.commentTitle = main.locator('.demo-comment__title');
    this.commentText = main.locator('.demo-comment__text');
    this.moments = main.locator('.demo-moments').getByRole('button');
    this.slider = main.getByRole('slider');
    this.keysHint = main.locator('.demo-controls__keys');
    this.links = main.locator('.demo-links').getByRole('link');
  }

  /** Opens /demo with `query` (e.g. '?lng=en') and waits until the board is drawn. */
  async open(query = ''): Promise<void> {
    await this.app.open(`/demo${query}`);
    await this.waitForBoard();
  }

  /** Waits until the board is drawn (Shudan sizes it once it is in the page). */
  async waitForBoard(): Promise<void> {
    await this.board.locator('.shudan-vertex').first().waitFor();
    await this.page.waitForFunction(
      () =>
        getComputedStyle(document.querySelector('.demo-goban .shudan-goban')!).visibility ===
        'visible',
    );
  }

  /** A control's button by its name ('Next move', 'Play', 'Pause', ...). */
  button(name: string): Locator {
    return this.app.main.getByRole('group').getByRole('button', { name, exact: true });
  }

  /** A key moment's button by its title. */
  moment(title: string): Locator {
    return this.app.main.locator('.demo-moments').getByRole('button', { name: title, exact: true });
  }

  /** Presses a key `times` times with nothing focused (the page's own keys). */
  async press(key: string, times = 1): Promise<void> {
    await this.page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    for (let i = 0; i < times; i += 1) await this.page.keyboard.press(key);
  }

  async statusText(): Promise<string> {
    return ((await this.status.textContent()) ?? '').trim();
  }

  async comment(): Promise<{ title: string; text: string }> {
    return {
      title: ((await this.commentTitle.textContent()) ?? '').trim(),
      text: ((await this.commentText.textContent()) ?? '').trim(),
    };
  }

  private vertex(x: number, y: number): Locator {
    return this.board.locator(`.shudan-vertex[data-x="${x}"][data-y="${y}"]`);
  }

  /** The stone on a point as Shudan draws it (its sign class), null for an empty point. */
  async stoneAt(x: number, y: number): Promise<StoneColor | null> {
    const classes = (await this.vertex(x, y).getAttribute('class')) ?? '';
    if (classes.includes('shudan-sign_1')) return 'black';
    if (classes.includes('shudan-sign_-1')) return 'white';
    return null;
  }

  /** True when the point carries the circle that marks the last move. */
  async isMarked(x: number, y: number): Promise<boolean> {
    return ((await this.vertex(x, y).getAttribute('class')) ?? '').includes('shudan-marker_circle');
  }

  /** How many stones of a colour the board shows. */
  async stoneCount(color: StoneColor): Promise<number> {
    return this.board.locator(`.shudan-vertex.shudan-sign_${color === 'black' ? 1 : -1}`).count();
  }

  /** The links into the sections: [name, href] in order. */
  async linkTargets(): Promise<Array<[string, string]>> {
    return this.links.evaluateAll((all) =>
      all.map((a) => [(a.textContent ?? '').trim(), a.getAttribute('href') ?? '']),
    );
  }
}
