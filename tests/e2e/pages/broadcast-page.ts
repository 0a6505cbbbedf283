import type { Locator, Page } from 'playwright-core';
import { localRow } from '../support/local-database';
import { waitUntil } from '../support/wait-until';
import { AppPage } from './app-page';

/** GTP vertex to Shudan's point: column letters without I, row 1 at the bottom. */
function pointOf(vertex: string, size: number): { x: number; y: number } {
  const x = 'ABCDEFGHJKLMNOPQRST'.indexOf(vertex.charAt(0));
  return { x, y: size - Number(vertex.slice(1)) };
}

export interface ListedMove {
  seq: number;
  move: string;
}

/** A broadcast followed live (/broadcast/:id, pwa/src/features/broadcasts), read in English. */
export class BroadcastPage {
  readonly app: AppPage;
  readonly main: Locator;
  /** the selected board's moves: one li per move with data-seq and data-move */
  readonly moves: Locator;
  readonly viewers: Locator;
  readonly offline: Locator;
  readonly status: Locator;
  /** "Move 3 of 5" */
  readonly where: Locator;
  readonly backToLive: Locator;
  readonly commentPanel: Locator;
  readonly result: Locator;
  readonly largeBoard: Locator;
  readonly consoleLink: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.main = this.app.main;
    this.moves = this.main.locator('[data-testid="broadcast-moves"] li');
    this.viewers = this.main.locator('[data-testid="broadcast-viewers"]');
    this.offline = this.main.locator('[data-testid="broadcast-offline"]');
    this.status = this.main.locator('.broadcast-header .broadcast-status');
    this.where = this.main.locator('.move-nav__where');
    this.backToLive = this.main.getByRole('button', { name: 'Back to live', exact: true });
    this.commentPanel = this.main.getByRole('region', { name: 'Comment', exact: true });
    this.result = this.main.locator('.broadcast-result');
    this.largeBoard = this.main.locator('.broadcast-goban--large');
    this.consoleLink = this.main.getByRole('link', { name: 'Console', exact: true });
  }

  /** Opens /broadcast/{id} in English and waits for its title. */
  async open(id: number, query = '?lng=en'): Promise<void> {
    await this.app.open(`/broadcast/${id}${query}`);
    await this.app.heading.waitFor();
  }

  /** The status of the broadcast's copy kept on the device (IndexedDB's cache), or null. */
  async keptStatus(id: number): Promise<string | null> {
    const entry = await localRow<{ value: { status: string } }>(
      this.page,
      'cache',
      `broadcasts/${id}`,
    );
    return entry?.value.status ?? null;
  }

  boardButton(number: number): Locator {
    return this.main.locator(`[data-testid="broadcast-board-${number}"]`);
  }

  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  link(name: string): Locator {
    return this.main.getByRole('link', { name, exact: true });
  }

  /** The selected board's move list as shown. */
  async listedMoves(): Promise<ListedMove[]> {
    return this.moves.evaluateAll((items) =>
      items.map((item) => ({
        seq: Number(item.getAttribute('data-seq')),
        move: item.getAttribute('data-move') ?? '',
      })),
    );
  }

  /** Waits until the move list is exactly `moves`, seq 1, 2, ... in order. */
  async waitForMoves(moves: readonly string[]): Promise<void> {
    const wanted = JSON.stringify(moves.map((move, index) => ({ seq: index + 1, move })));
    await waitUntil(
      async () => JSON.stringify(await this.listedMoves()) === wanted,
      `the moves ${moves.join(' ')}; the page showed: ${await this.app.describe()}`,
    );
  }

  /** The move shown on the large board (its li is aria-current), 0 at the start. */
  async shownSeq(): Promise<number> {
    const current = this.moves.filter({ has: this.page.locator('[aria-current="step"]') });
    if ((await current.count()) === 0) return 0;
    return Number(await current.getAttribute('data-seq'));
  }

  /** The sign (1 black, -1 white, 0 empty) of a point of the large board. */
  async stoneAt(vertex: string, size: number): Promise<number> {
    const { x, y } = pointOf(vertex, size);
    const point = this.largeBoard.locator(`.shudan-vertex[data-x="${x}"][data-y="${y}"]`);
    const classes = (await point.getAttribute('class')) ?? '';
    if (classes.includes('shudan-sign_1')) return 1;
    if (classes.includes('shudan-sign_-1')) return -1;
    return 0;
  }

  /** Waits until the large board is drawn. */
  async waitForBoard(): Promise<void> {
    await this.largeBoard.locator('.shudan-vertex').first().waitFor();
  }

  /** Presses a key `times` times on the page (nothing focused). */
  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i += 1) await this.page.keyboard.press(key);
  }

  /** A finger swipes sideways across the large board: 'left' to the next board. */
  async swipe(direction: 'left' | 'right'): Promise<void> {
    const area = this.main.locator('.broadcast-swipe');
    const box = await area.boundingBox();
    if (!box) throw new Error('the board is not shown');
    const y = box.y + box.height / 2;
    const from = box.x + box.width / 2;
    const to = direction === 'left' ? from - 120 : from + 120;
    const init = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true, clientY: y };
    await area.dispatchEvent('pointerdown', { ...init, clientX: from });
    await area.dispatchEvent('pointerup', { ...init, clientX: to });
  }
}

/** The list of broadcasts (/broadcasts), read in English. */
export class BroadcastsListPage {
  readonly app: AppPage;
  readonly main: Locator;
  readonly newLink: Locator;
  /** the note that the list is the one kept from the last visit */
  readonly offline: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.main = this.app.main;
    this.newLink = this.main.getByRole('link', { name: 'New broadcast', exact: true });
    this.offline = this.main.locator('[data-testid="broadcasts-offline"]');
  }

  async open(query = '?lng=en'): Promise<void> {
    await this.app.open(`/broadcasts${query}`);
    await this.app.waitForHeading('Broadcasts');
  }

  item(id: number): Locator {
    return this.main.locator(`.broadcast-item[data-broadcast-id="${id}"]`);
  }

  /** The small live boards of a listed broadcast (links to its boards). */
  smallBoards(id: number): Locator {
    return this.item(id).locator('.broadcast-item__board');
  }

  filter(name: string): Locator {
    return this.main.getByRole('navigation', { name: 'Status' }).getByRole('link', {
      name,
      exact: true,
    });
  }
}
