import type { Locator, Page } from 'playwright-core';
import { waitUntil } from '../support/wait-until';
import { AppPage } from './app-page';

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

/** A board's new-broadcast fields as the form names them (in English). */
export interface BoardEntry {
  black: string;
  white: string;
  /** the live game of the server the board relays */
  liveGameId?: number;
}

/** /broadcasts/new and /broadcast/:id/console (features/broadcast-console), in English. */
export class BroadcastConsolePage {
  readonly app: AppPage;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
  }

  get main(): Locator {
    return this.app.main;
  }

  async openNew(): Promise<void> {
    await this.app.open('/broadcasts/new?lng=en');
    await this.app.waitForHeading('New broadcast');
  }

  async openConsole(id: number): Promise<void> {
    await this.app.open(`/broadcast/${id}/console?lng=en`);
    await this.panel.waitFor();
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  /** Fills the form: the title and each board's players (a new board added after the first). */
  async fillNew(title: string, boards: BoardEntry[]): Promise<void> {
    await this.field('Title').fill(title);
    for (const [index, board] of boards.entries()) {
      const number = index + 1;
      if (number > 1) await this.button('Add a board').click();
      await this.field(`Black, board ${number}: name`).fill(board.black);
      await this.field(`White, board ${number}: name`).fill(board.white);
      if (board.liveGameId !== undefined) {
        const fields = this.main.getByTestId(`new-board-${number}`);
        await fields.getByLabel('Moves come from', { exact: true }).selectOption('live-game');
        await fields.getByLabel('Live game number', { exact: true }).fill(String(board.liveGameId));
      }
    }
  }

  async create(): Promise<void> {
    await this.button('Create the broadcast').click();
  }

  get failure(): Locator {
    return this.main.getByTestId('new-failure');
  }

  /** The broadcast's id from the console's address, once the form went there. */
  async waitForConsole(): Promise<number> {
    await this.page.waitForURL((url) => /^\/broadcast\/\d+\/console$/.test(url.pathname));
    await this.panel.waitFor();
    return Number(new URL(this.page.url()).pathname.split('/')[2]);
  }

  get panel(): Locator {
    return this.main.getByTestId('console-panel');
  }

  get pending(): Locator {
    return this.main.getByTestId('console-pending');
  }

  get offline(): Locator {
    return this.main.getByTestId('console-offline');
  }

  get noAccess(): Locator {
    return this.main.getByTestId('console-no-access');
  }

  /** The number of actions waiting to be sent, as the console says it. */
  async pendingCount(): Promise<number> {
    const text = await this.pending.innerText();
    const match = /(\d+)/.exec(text);
    if (!match) throw new Error(`no number in "${text}"`);
    return Number(match[1]);
  }

  async waitForPending(count: number, timeout = 20_000): Promise<void> {
    await waitUntil(async () => (await this.pendingCount()) === count, `${count} waiting`, {
      timeout,
    });
  }

  /** Moves shown on the board (the server's and those waiting). */
  async moveCount(): Promise<number> {
    return Number(await this.panel.getAttribute('data-moves'));
  }

  async waitForMoves(count: number): Promise<void> {
    await waitUntil(async () => (await this.moveCount()) === count, `${count} moves shown`);
  }

  vertex(vertex: string, size: number): Locator {
    const x = COLUMNS.indexOf(vertex.charAt(0));
    const y = size - Number(vertex.slice(1));
    return this.page.locator(`.console-goban .shudan-vertex[data-x="${x}"][data-y="${y}"]`);
  }

  /** Clicks a point (on a desktop a click plays it) and waits until the board shows it. */
  async play(vertex: string, size = 19): Promise<void> {
    const before = await this.moveCount();
    await this.vertex(vertex, size).click();
    await this.waitForMoves(before + 1);
  }

  /** The console's own move list: [seq, move, waiting] of the moves it shows. */
  async shownMoves(): Promise<{ seq: number; move: string; waiting: boolean }[]> {
    return this.main.locator('[data-testid="console-moves"] li').evaluateAll((items) =>
      items.map((item) => ({
        seq: Number(item.getAttribute('data-seq')),
        move: item.getAttribute('data-move') ?? '',
        waiting: item.getAttribute('data-waiting') === 'true',
      })),
    );
  }

  async setResult(kind: string, points?: string): Promise<void> {
    await this.field('Result').selectOption({ label: kind });
    if (points !== undefined) await this.field('Points').fill(points);
    await this.button('Set the result').click();
  }
}
