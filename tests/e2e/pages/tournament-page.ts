import type { Locator, Page } from 'playwright-core';
import { AppPage } from './app-page';

/** A crosstable row as shown: every cell's text, the rounds in their short notation. */
export interface CrosstableRow {
  place: string;
  name: string;
  rank: string;
  /** The tie-break cells by column (points, sos, sosos, sodos; mms, mmsSos, mmsSosos). */
  scores: Record<string, string>;
  before: string;
  after: string;
  change: string;
  rounds: string[];
}

/** A row of the games of one round: [black, white, result, handicap] and the record link. */
export interface GameRow {
  black: string;
  white: string;
  result: string;
  handicap: string;
  /** the viewer link's path, null without a record */
  record: string | null;
}

/** A tournament's page (pwa/src/features/tournaments/tournament-page.tsx), read in English. */
export class TournamentPage {
  readonly app: AppPage;
  readonly title: Locator;
  readonly facts: Locator;
  readonly crosstable: Locator;
  readonly crosstableRows: Locator;
  readonly roundButtons: Locator;
  readonly gamesSection: Locator;
  readonly performance: Locator;
  readonly saveButton: Locator;
  readonly savedStatus: Locator;
  readonly saveReason: Locator;
  /** the "needs a connection" notice of the page */
  readonly needsConnection: Locator;

  constructor(
    readonly page: Page,
    baseUrl: string,
  ) {
    this.app = new AppPage(page, baseUrl);
    this.title = this.app.main.locator('h1.tournament-header__title');
    this.facts = this.app.main.locator('dl.tournament-facts').first();
    this.crosstable = this.app.main.locator('.data-table-wrap[aria-label="Standings"]');
    this.crosstableRows = this.crosstable.locator('tbody tr');
    this.gamesSection = this.app.main.locator('section[aria-labelledby="tournament-games-title"]');
    this.roundButtons = this.gamesSection.getByRole('group', { name: 'Round' }).getByRole('button');
    this.performance = page.locator('dialog.dialog[open]');
    this.saveButton = this.app.main.locator('.tournament-save button');
    this.savedStatus = this.app.main.locator('.tournament-save__saved');
    this.saveReason = this.app.main.locator('.tournament-save__reason');
    this.needsConnection = this.app.main.locator('.notice--offline[role="status"]');
  }

  /** Opens /tournaments/{id} with `query`; waits for the title. */
  async open(id: number, query = ''): Promise<void> {
    await this.app.open(`/tournaments/${id}${query}`);
    await this.title.waitFor();
  }

  /** A fact of the header by its key (data-fact: dates, place, status, rounds, …), as shown. */
  async fact(key: string): Promise<string> {
    return (await this.facts.locator(`[data-fact="${key}"] dd`).innerText()).trim();
  }

  /** The crosstable's rows, once it shows `count` of them. */
  async crosstableTable(): Promise<CrosstableRow[]> {
    return this.crosstableRows.evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.children];
        const text = (cell: Element | null | undefined) => (cell?.textContent ?? '').trim();
        const column = (name: string) => text(row.querySelector(`[data-col="${name}"]`));
        const ratings = ['before', 'after', 'change'];
        return {
          place: text(cells[0]),
          name: text(cells[1]?.querySelector('a')),
          rank: text(cells[2]),
          scores: Object.fromEntries(
            [...row.querySelectorAll('[data-col]')]
              .map((cell) => cell.getAttribute('data-col') ?? '')
              .filter((name) => !ratings.includes(name))
              .map((name) => [name, column(name)]),
          ),
          before: column('before'),
          after: column('after'),
          change: column('change'),
          rounds: [...row.querySelectorAll('.tournament-cell')].map((cell) =>
            text(cell.querySelector('.tournament-cell__code')),
          ),
        };
      }),
    );
  }

  /** The headers of the tie-break columns ('Pts', 'SOS', …) with their spelled-out titles. */
  async scoreHeaders(): Promise<Array<[string, string]>> {
    return this.crosstable
      .locator('thead th[data-col] abbr')
      .evaluateAll((abbrs) =>
        abbrs
          .filter(
            (abbr) =>
              !['before', 'after', 'change'].includes(
                abbr.closest('th')?.getAttribute('data-col') ?? '',
              ),
          )
          .map((abbr) => [(abbr.textContent ?? '').trim(), abbr.getAttribute('title') ?? '']),
      );
  }

  /** The round headers of the crosstable ('R1', 'R2', …). */
  async roundHeaders(): Promise<string[]> {
    return (await this.crosstable.locator('thead th.tournament-cell').allInnerTexts()).map((t) =>
      t.trim(),
    );
  }

  /** The rounds the games section offers. */
  async rounds(): Promise<number[]> {
    return (await this.roundButtons.allInnerTexts()).map((text) => Number(text.trim()));
  }

  /** Shows the games of `round` and waits until its table is the one shown. */
  async selectRound(round: number): Promise<void> {
    await this.gamesSection.getByRole('button', { name: `Round ${round}`, exact: true }).click();
    await this.gamesTable(round).waitFor();
  }

  gamesTable(round: number): Locator {
    return this.gamesSection.locator(`.data-table-wrap[aria-label="Games of round ${round}"]`);
  }

  /** The rows of the games table of `round`. */
  async games(round: number): Promise<GameRow[]> {
    return this.gamesTable(round)
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => {
          const cells = [...row.children].map((cell) => (cell.textContent ?? '').trim());
          const link = row.children[4]?.querySelector('a');
          return {
            black: cells[0],
            white: cells[1],
            result: cells[2],
            handicap: cells[3],
            record: link ? new URL(link.href).pathname : null,
          };
        }),
      );
  }

  /** The button that opens a player's performance. */
  performanceButton(name: string): Locator {
    return this.crosstable.getByRole('button', { name: `Performance of ${name}`, exact: true });
  }

  /** Opens a player's performance and waits for its numbers. */
  async openPerformance(name: string): Promise<void> {
    await this.performanceButton(name).click();
    await this.performance.locator('dl.tournament-facts').waitFor();
  }

  /** The performance panel's numbers by key (ratingBefore, ratingAfter, change, score, expected). */
  async performanceFacts(): Promise<Record<string, string>> {
    return this.performance
      .locator('dl.tournament-facts > div')
      .evaluateAll((items) =>
        Object.fromEntries(
          items.map((item) => [
            item.getAttribute('data-fact') ?? '',
            (item.querySelector('dd')?.textContent ?? '').trim(),
          ]),
        ),
      );
  }

  /** The performance panel's games: [round, opponent, rating, colour, handicap, result, expected]. */
  async performanceGames(): Promise<string[][]> {
    return this.performance
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())),
      );
  }

  async closePerformance(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.performance.waitFor({ state: 'detached' });
  }
}
