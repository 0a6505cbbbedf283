import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

type Sign = -1 | 0 | 1;

/** /go-glass: a photo of a board to an analysed position (features/go-glass), in English. */
export class GoGlassPage {
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

  async open(): Promise<void> {
    await this.app.open('/go-glass?lng=en');
  }

  /** The file input behind "Choose an image". */
  get fileInput(): Locator {
    return this.main.locator('.go-glass-input__file input[type="file"]');
  }

  get cameraButton(): Locator {
    return this.button('Take a photo');
  }

  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  get board(): Locator {
    return this.main.locator('.go-glass-goban');
  }

  /** The board's keyboard box (arrows and Space/Enter). */
  get boardKeys(): Locator {
    return this.main.locator('.go-glass-board__keys');
  }

  get analysis(): Locator {
    return this.main.getByTestId('go-glass-analysis');
  }

  /** The recognizer is on the device and started: a photo can be given. */
  async waitForRecognizer(timeout = 150_000): Promise<void> {
    await this.page.waitForFunction(
      () => {
        const input = document.querySelector<HTMLInputElement>(
          '.go-glass-input__file input[type="file"]',
        );
        return input !== null && !input.disabled;
      },
      undefined,
      { timeout },
    );
  }

  async choosePhoto(path: string): Promise<void> {
    await this.fileInput.setInputFiles(path);
  }

  /** The board's size once shown. */
  async boardSize(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Set(
          [...document.querySelectorAll('.go-glass-goban .shudan-vertex')].map((node) =>
            node.getAttribute('data-x'),
          ),
        ).size,
    );
  }

  /** The stones on the board as Shudan draws them, [y][x]. */
  async signs(): Promise<Sign[][]> {
    return this.page.evaluate(() => {
      const vertices = [...document.querySelectorAll('.go-glass-goban .shudan-vertex')];
      const size = Math.sqrt(vertices.length);
      const grid: number[][] = Array.from({ length: size }, () => Array<number>(size).fill(0));
      for (const node of vertices) {
        const x = Number(node.getAttribute('data-x'));
        const y = Number(node.getAttribute('data-y'));
        if (node.classList.contains('shudan-sign_1')) grid[y][x] = 1;
        else if (node.classList.contains('shudan-sign_-1')) grid[y][x] = -1;
      }
      return grid;
    }) as Promise<Sign[][]>;
  }

  vertex(x: number, y: number): Locator {
    return this.board.locator(`.shudan-vertex[data-x="${x}"][data-y="${y}"]`);
  }

  /** The points marked for the user to confirm (Shudan's triangle markers), [x, y]. */
  async pointsToConfirm(): Promise<[number, number][]> {
    return this.board
      .locator('.shudan-vertex.shudan-marker_triangle')
      .evaluateAll((nodes) =>
        nodes.map((node): [number, number] => [
          Number(node.getAttribute('data-x')),
          Number(node.getAttribute('data-y')),
        ]),
      );
  }

  /** "3 points left to confirm", "All points confirmed". */
  get toConfirm(): Locator {
    return this.main.getByTestId('go-glass-to-confirm');
  }

  /** Points drawn with a best move's share (Shudan's heat map). */
  async markedMoves(): Promise<number> {
    return this.board.locator('.shudan-vertex[class*="shudan-heat_"]').count();
  }

  /** Points painted with their owner (Shudan's paint map). */
  async paintedPoints(): Promise<number> {
    return this.board.locator('.shudan-vertex .shudan-paint').count();
  }

  /** The value of a row of the analysis ("Win rate", "Score lead", ...). */
  async analysisValue(term: string): Promise<string> {
    const row = this.analysis.locator('.go-glass-analysis__row').filter({
      has: this.page.locator('dt', { hasText: term }),
    });
    return (await row.locator('dd').textContent()) ?? '';
  }

  /** The elements reaching past `width` px, as tag.class (for a failure's message). */
  async overflowing(width: number): Promise<string[]> {
    return this.page.evaluate(
      (limit) =>
        [...document.querySelectorAll('body *')]
          .filter((node) => node.getBoundingClientRect().right > limit + 0.5)
          .slice(0, 8)
          .map(
            (node) =>
              `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} (${Math.round(node.getBoundingClientRect().right)})`,
          ),
      width,
    );
  }
}
