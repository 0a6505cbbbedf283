import type { Locator, Page } from 'playwright-core';

/** The viewer's AI review panel (pwa/src/features/viewer/review/review-panel.tsx), in English. */
export class ReviewPanel {
  readonly panel: Locator;
  readonly startButton: Locator;
  readonly stopButton: Locator;
  /** the win-rate graph, a slider over the positions */
  readonly graph: Locator;
  /** the network's preferred move on the viewer's board */
  readonly ghostStones: Locator;
  /** the switch of the ownership map */
  readonly ownershipSwitch: Locator;
  /** the viewer board's points painted with their owner (Shudan's paint map) */
  readonly paintedPoints: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.panel = main.getByRole('region', { name: 'AI review', exact: true });
    this.startButton = this.panel.getByRole('button', { name: 'Review with AI', exact: true });
    this.stopButton = this.panel.getByRole('button', { name: 'Stop', exact: true });
    this.graph = this.panel.getByRole('slider', { name: 'Win rate', exact: true });
    this.ghostStones = main.locator('.viewer-goban .shudan-ghost');
    this.ownershipSwitch = this.panel.getByRole('checkbox', {
      name: 'Show who owns each point',
      exact: true,
    });
    this.paintedPoints = main.locator('.viewer-goban .shudan-vertex .shudan-paint');
  }

  /** the graph once it shows position `index` */
  graphAt(index: number): Locator {
    return this.panel.locator(`[role="slider"][aria-valuenow="${index}"]`);
  }

  /** the mistakes of a colour, each a button to its move */
  mistakes(colour: 'Black' | 'White'): Locator {
    return this.panel
      .getByRole('region', { name: `${colour}'s biggest mistakes`, exact: true })
      .getByRole('button');
  }
}
