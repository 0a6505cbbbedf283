import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

export type GameResultLabel = 'Player 1 won' | 'Player 2 won' | 'Jigo';

/** One result card as shown: the new rating, its change and the facts under it. */
export interface ResultCard {
  name: string;
  after: string;
  change: string;
  /** 'before → after' */
  rating: string;
  /** 'before → after'; undefined where the system has no deviation */
  deviation: string | undefined;
  /** 'rank' or 'before → after' */
  rank: string;
  /** '42.3%' */
  expected: string;
}

/** The rating calculator (pwa/src/features/calculator), read in English. */
export class CalculatorPage {
  readonly app: AppPage;
  readonly resultSection: Locator;
  readonly cards: Locator;
  /** the hint instead of cards: 'Enter both players…', 'Correct the marked fields…' */
  readonly resultHint: Locator;
  readonly handicap: Locator;
  /** the day of the game, shown for EGF GoR only */
  readonly date: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.resultSection = this.app.main.locator('section.calculator-result');
    this.cards = this.resultSection.locator('article.result-card');
    this.resultHint = this.resultSection.locator('p.muted');
    this.handicap = this.app.main.getByRole('combobox', { name: 'Handicap', exact: true });
    this.date = this.app.main.getByLabel('Date of the game', { exact: true });
  }

  async open(query = ''): Promise<void> {
    await this.app.open(`/calculator${query}`);
    await this.app.waitForHeading('Rating calculator');
  }

  /** The fieldset of player 1 or 2. */
  side(n: 1 | 2): Locator {
    return this.app.main.locator('fieldset.calculator-side').nth(n - 1);
  }

  /** Chooses how a player is given: picked from the list or a typed rating. */
  async chooseMode(n: 1 | 2, mode: 'From the list' | 'Enter a rating'): Promise<void> {
    const button = this.side(n).getByRole('button', { name: mode, exact: true });
    await button.click();
    await this.side(n).locator('button[aria-pressed="true"]', { hasText: mode }).waitFor();
  }

  search(n: 1 | 2): Locator {
    return this.side(n).getByRole('combobox', { name: `Find player ${n}`, exact: true });
  }

  /** The suggestions under a player's search box. */
  suggestions(n: 1 | 2): Locator {
    return this.side(n).getByRole('listbox').getByRole('option');
  }

  /**
   * Switches a player to "From the list", types `text` into the search box and picks the
   * suggestion named exactly `label`.
   */
  async pickPlayer(n: 1 | 2, text: string, label: string): Promise<void> {
    await this.chooseMode(n, 'From the list');
    await this.search(n).fill(text);
    const option = this.suggestions(n).filter({
      has: this.page.getByText(label, { exact: true }),
    });
    await option.click();
    await this.pickedName(n).waitFor();
  }

  /** The picked player's name (a link to the player's page). */
  pickedName(n: 1 | 2): Locator {
    return this.side(n).locator('.calculator-side__picked a');
  }

  /** "Rating 1850.3, deviation 97.1" under the picked player. */
  pickedRating(n: 1 | 2): Locator {
    return this.side(n).locator('.calculator-side__picked p.muted');
  }

  ratingInput(n: 1 | 2): Locator {
    return this.side(n).getByRole('textbox', { name: 'Rating', exact: true });
  }

  deviationInput(n: 1 | 2): Locator {
    return this.side(n).getByRole('textbox', { name: 'Deviation', exact: true });
  }

  /** The messages under a player's fields. */
  fieldErrors(n: 1 | 2): Locator {
    return this.side(n).locator('.field-error');
  }

  /**
   * check() fails when the button is not checked right after the click: the form must show the
   * choice at once, not only when the router has applied the new address.
   */
  private async choose(radio: Locator): Promise<void> {
    await radio.check();
  }

  async chooseResult(label: GameResultLabel): Promise<void> {
    await this.choose(this.app.main.getByRole('radio', { name: label, exact: true }));
  }

  /** Chooses the stones: 0 for an even game. */
  async chooseHandicap(stones: number): Promise<void> {
    await this.handicap.selectOption(String(stones));
  }

  /** Chooses who gives the stones, by the name the form shows for that player. */
  async chooseGiver(name: string): Promise<void> {
    await this.choose(
      this.app.main
        .getByRole('group', { name: 'Who gives the stones', exact: true })
        .getByRole('radio', { name, exact: true }),
    );
  }

  /** The result cards as shown, player 1 first. */
  async results(): Promise<ResultCard[]> {
    return this.cards.evaluateAll((cards) =>
      cards.map((card) => {
        const text = (selector: string) => (card.querySelector(selector)?.textContent ?? '').trim();
        const facts = new Map(
          [...card.querySelectorAll('dl > div')].map((div) => [
            (div.querySelector('dt')?.textContent ?? '').trim(),
            (div.querySelector('dd')?.textContent ?? '').trim(),
          ]),
        );
        return {
          name: text('.result-card__name'),
          after: text('.result-card__after'),
          change: text('.change'),
          rating: facts.get('Rating') ?? '',
          deviation: facts.get('Deviation'),
          rank: facts.get('Rank') ?? '',
          expected: facts.get('Expected score') ?? '',
        };
      }),
    );
  }

  /** The current query of the address. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}
