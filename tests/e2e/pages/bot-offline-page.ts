import type { Locator, Page } from 'playwright-core';
import { waitUntil } from '../support/wait-until';
import { AppPage } from './app-page';

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

/** /server/bot: a game against the bot that runs in the browser (features/bot-offline), in English. */
export class BotOfflinePage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  get main(): Locator {
    return this.page.locator('main#main');
  }

  get game(): Locator {
    return this.page.locator('.bot-game');
  }

  get startButton(): Locator {
    return this.main.getByRole('button', { name: 'Start the game', exact: true });
  }

  get result(): Locator {
    return this.page.locator('.bot-result__text');
  }

  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  async open(): Promise<void> {
    await this.app.open('/server/bot?lng=en');
  }

  /** The model is on the device and the worker has loaded it (WebGL or WebAssembly). */
  async waitForBot(timeout = 120_000): Promise<string> {
    await this.page
      .locator('.bot-page[data-backend="webgl"], .bot-page[data-backend="wasm"]')
      .waitFor({ timeout });
    return (await this.page.locator('.bot-page').getAttribute('data-backend')) ?? '';
  }

  async select(label: string, option: string): Promise<void> {
    await this.main.getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  async moveCount(): Promise<number> {
    return Number(await this.game.getAttribute('data-moves'));
  }

  async waitForMoves(count: number, timeout = 60_000): Promise<void> {
    await waitUntil(async () => (await this.moveCount()) === count, `${count} moves`, {
      timeout,
    });
  }

  vertex(vertex: string, size: number): Locator {
    const x = COLUMNS.indexOf(vertex.charAt(0));
    const y = size - Number(vertex.slice(1));
    return this.page.locator(`.bot-goban .shudan-vertex[data-x="${x}"][data-y="${y}"]`);
  }

  /** Empty points of the board, as GTP vertices. */
  async emptyPoints(size: number): Promise<string[]> {
    return this.page.evaluate(
      ({ size, columns }) =>
        [...document.querySelectorAll('.bot-goban .shudan-vertex.shudan-sign_0')].map((node) => {
          const x = Number(node.getAttribute('data-x'));
          const y = Number(node.getAttribute('data-y'));
          return `${columns.charAt(x)}${size - y}`;
        }),
      { size, columns: COLUMNS },
    );
  }

  get refusal(): Locator {
    return this.page.locator('.bot-refusal');
  }

  /** Empty points to try, those of `preferred` first. */
  private async candidates(preferred: string[], size: number): Promise<string[]> {
    const empty = await this.emptyPoints(size);
    return [...preferred.filter((point) => empty.includes(point)), ...empty];
  }

  /**
   * Plays a point (by `put`) on the player's turn: the first candidate the rules accept (a
   * suicide or a ko is refused with a message, then the next one is tried).
   */
  private async playFirstLegal(
    preferred: string[],
    size: number,
    put: (vertex: string) => Promise<void>,
  ): Promise<string> {
    const before = await this.moveCount();
    for (const vertex of await this.candidates(preferred, size)) {
      await put(vertex);
      await waitUntil(
        async () => (await this.moveCount()) > before || (await this.refusal.isVisible()),
        `${vertex} played or refused`,
        { timeout: 10_000 },
      );
      if ((await this.moveCount()) > before) return vertex;
    }
    throw new Error('No legal point left');
  }

  /** Clicks a point: the first of `preferred` the rules accept, else any. */
  async playSomewhere(preferred: string[], size: number): Promise<string> {
    return this.playFirstLegal(preferred, size, (vertex) => this.vertex(vertex, size).click());
  }

  /** Plays by typing the point's coordinates (the board by keyboard). */
  async typeSomewhere(preferred: string[], size: number): Promise<string> {
    const input = this.main.getByLabel('Play a point by its coordinates', { exact: true });
    return this.playFirstLegal(preferred, size, async (vertex) => {
      await input.fill(vertex);
      await input.press('Enter');
    });
  }
}
