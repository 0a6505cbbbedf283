import type { CalculatorInput, CalculatorOutput } from '@domain/rating/calculator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalculatorPage } from './pages/calculator-page';
import { SyncIndicator } from './pages/sync-indicator';
import type { Page } from '@sync/contract/common';
import type { PlayerSummary } from '@sync/contract/players';
import { apiGet, apiPost } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import {
  calculatorCard,
  pickablePlayers,
  playerTitle,
  type PickablePlayer,
} from './support/test-data';

describe('the rating calculator (online)', () => {
  let browser: Browser;
  let calculator: CalculatorPage;
  let first: PickablePlayer;
  let second: PickablePlayer;

  beforeAll(async () => {
    browser = await launchBrowser();
    calculator = new CalculatorPage(browser.page, baseUrl());
    [first, second] = await pickablePlayers(2);
    // The player picker searches the replicated players: wait for the first sync.
    await calculator.open('?lng=en');
    await new SyncIndicator(browser.page).waitForSynced();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('rates a game of two players picked from the list as POST /rating/calculate does', async () => {
    await calculator.open('?lng=en');
    await expect
      .poll(() => calculator.resultHint.textContent())
      .toBe('Enter both players to see their new ratings.');
    await calculator.pickPlayer(1, first.search, first.label);
    await calculator.pickPlayer(2, second.search, second.label);
    expect(await calculator.pickedName(1).textContent()).toBe(first.label);
    expect(await calculator.pickedName(2).textContent()).toBe(second.label);
    expect(await calculator.pickedRating(1).textContent()).toBe(
      `Rating ${first.rating.toFixed(1)}, deviation ${first.deviation.toFixed(1)}`,
    );

    await calculator.chooseResult('Player 2 won');
    await calculator.chooseHandicap(2);
    await calculator.chooseGiver(first.label);
    await expect
      .poll(() => Object.fromEntries(calculator.query()))
      .toEqual({ p1: String(first.id), p2: String(second.id), res: 'player2', h: '2' });

    const input: CalculatorInput = {
      federation: 'rgf',
      player1: { rating: first.rating, deviation: first.deviation },
      player2: { rating: second.rating, deviation: second.deviation },
      result: 'player2',
      handicap: 2,
    };
    const api = await apiPost<CalculatorOutput>('rating/calculate', input);
    expect(api.status).toBe(200);
    await calculator.cards.nth(1).waitFor();
    expect(await calculator.results()).toEqual([
      calculatorCard(first.label, input.player1, api.body.player1),
      calculatorCard(second.label, input.player2, api.body.player2),
    ]);
  });

  it('names a search hit with a nickname by the real name, the nickname beside it', async () => {
    const nicknamed = await apiGet<Page<PlayerSummary>>('players?sort=nickname&order=asc&limit=50');
    let hit: PlayerSummary | undefined;
    for (const player of nicknamed.items) {
      if (!player.nickname?.trim() || !player.lastNameLatin || !player.firstNameLatin) continue;
      const name = `${player.lastNameLatin} ${player.firstNameLatin}`;
      // The picker offers eight players: one whose name a few others share is among them.
      const namesakes = await apiGet<Page<PlayerSummary>>(
        `players?name=${encodeURIComponent(name)}&limit=1`,
      );
      if (namesakes.total <= 8) {
        hit = player;
        break;
      }
    }
    expect(hit, 'a player with a nickname').toBeDefined();
    const player = hit as PlayerSummary;
    const name = `${player.lastNameLatin} ${player.firstNameLatin}`;
    await calculator.open('?lng=en');
    await calculator.chooseMode(1, 'From the list');
    await calculator.search(1).fill(name);
    const option = calculator.suggestions(1).filter({
      has: browser.page.getByText(playerTitle(player), { exact: true }),
    });
    await option.waitFor();
    expect(await option.locator('span').first().textContent()).toBe(
      `${name} (${player.nickname?.trim()})`,
    );
  });

  it('rates typed ratings, a default deviation and stones given by player 2, and keeps them in the URL', async () => {
    await calculator.open('?lng=en');
    await calculator.chooseMode(1, 'Enter a rating');
    await calculator.chooseMode(2, 'Enter a rating');
    await calculator.ratingInput(1).fill('1850');
    await calculator.deviationInput(1).fill('120');
    await calculator.ratingInput(2).fill('2105');
    await calculator.chooseResult('Jigo');
    await calculator.chooseHandicap(3);
    await calculator.chooseGiver('Player 2');
    const query = { r1: '1850', d1: '120', r2: '2105', res: 'tie', h: '3', giver: '2' };
    await expect.poll(() => Object.fromEntries(calculator.query())).toEqual(query);

    // The API's handicap is always given by player 1: the same game seen from player 2's side.
    const api = await apiPost<CalculatorOutput>('rating/calculate', {
      federation: 'rgf',
      player1: { rating: 2105 },
      player2: { rating: 1850, deviation: 120 },
      result: 'tie',
      handicap: 3,
    } satisfies CalculatorInput);
    expect(api.status).toBe(200);
    const expected = [
      calculatorCard('Player 1', { rating: 1850, deviation: 120 }, api.body.player2),
      calculatorCard('Player 2', { rating: 2105, deviation: null }, api.body.player1),
    ];
    await calculator.cards.nth(1).waitFor();
    const shown = await calculator.results();
    expect(shown[0]).toEqual(expected[0]);
    // The default deviation is the system's own (not in the API's answer): only its new value is.
    expect({ ...shown[1], deviation: null }).toEqual({ ...expected[1], deviation: null });
    expect(shown[1].deviation).toMatch(
      new RegExp(`^\\d+\\.\\d → ${api.body.player1.deviation!.toFixed(1)}$`),
    );

    // The same address opens the same calculation.
    await calculator.open(`?${new URLSearchParams(query).toString()}&lng=en`);
    expect(await calculator.ratingInput(1).inputValue()).toBe('1850');
    expect(await calculator.deviationInput(1).inputValue()).toBe('120');
    expect(await calculator.ratingInput(2).inputValue()).toBe('2105');
    expect(await calculator.handicap.inputValue()).toBe('3');
    await calculator.cards.nth(1).waitFor();
    expect(await calculator.results()).toEqual(shown);
  });

  it('writes the numbers the Russian way in Russian: decimal commas, a space before %', async () => {
    await calculator.app.open('/calculator?r1=1850&d1=120&r2=2105&res=tie&lng=ru');
    await calculator.app.waitForHeading('Калькулятор рейтинга');
    await calculator.cards.nth(1).waitFor();
    const card = calculator.cards.nth(0);
    // rgf, 1850 ±120 against 2105 (the default deviation), a draw: 1870.344 (+20.344), 27.67 %
    expect(await card.locator('.result-card__after').textContent()).toBe('1870,3');
    expect(await card.locator('.change').textContent()).toBe('+20,3');
    expect(await card.locator('dd').last().textContent()).toBe('27,7\u00a0%');
  });

  it('says what is wrong with a rating out of range, which the API refuses too', async () => {
    await calculator.open('?r1=1850&r2=2105&lng=en');
    await calculator.cards.nth(1).waitFor();

    await calculator.ratingInput(1).fill('5000');
    await calculator.fieldErrors(1).waitFor();
    expect(await calculator.fieldErrors(1).allTextContents()).toEqual([
      'The rating must be from -1000 to 3000.',
    ]);
    expect(await calculator.ratingInput(1).getAttribute('aria-invalid')).toBe('true');
    expect(await calculator.cards.count()).toBe(0);
    expect(await calculator.resultHint.textContent()).toBe(
      'Correct the marked fields to see the new ratings.',
    );
    const refused = await apiPost<{ statusCode: number; message: string }>('rating/calculate', {
      federation: 'rgf',
      player1: { rating: 5000 },
      player2: { rating: 2105 },
      result: 'player1',
      handicap: 0,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Bad request. Parameters are invalid');

    await calculator.ratingInput(1).fill('abc');
    await expect
      .poll(() => calculator.fieldErrors(1).allTextContents())
      .toEqual(['The rating must be a number.']);

    await calculator.ratingInput(1).fill('1850');
    await calculator.fieldErrors(1).waitFor({ state: 'detached' });
    await calculator.cards.nth(1).waitFor();
  });

  it('rates an EGF game with the formula in force on its date, as POST /rating/calculate does', async () => {
    await calculator.open('?fed=egf&r1=2100&r2=2100&lng=en');
    await calculator.cards.nth(1).waitFor();
    const today = await calculator.results();
    await calculator.date.fill('2020-12-31');
    await expect
      .poll(() => Object.fromEntries(calculator.query()))
      .toEqual({ fed: 'egf', r1: '2100', r2: '2100', date: '2020-12-31' });
    const input: CalculatorInput = {
      federation: 'egf',
      player1: { rating: 2100 },
      player2: { rating: 2100 },
      result: 'player1',
      date: '2020-12-31',
    };
    const api = await apiPost<CalculatorOutput>('rating/calculate', input);
    expect(api.status).toBe(200);
    expect(api.body.player1.change).toBeCloseTo(24 * 0.508, 9);
    // GoR has no deviation: the cards show none
    const expected = [
      { ...calculatorCard('Player 1', input.player1, api.body.player1), deviation: undefined },
      { ...calculatorCard('Player 2', input.player2, api.body.player2), deviation: undefined },
    ];
    await expect.poll(() => calculator.results()).toEqual(expected);
    expect(expected).not.toEqual(today);

    // The same address opens the same calculation; other systems have no date field.
    await calculator.open('?fed=egf&r1=2100&r2=2100&date=2020-12-31&lng=en');
    expect(await calculator.date.inputValue()).toBe('2020-12-31');
    await calculator.cards.nth(1).waitFor();
    expect(await calculator.results()).toEqual(expected);
    await calculator.open('?r1=2100&r2=2100&date=2020-12-31&lng=en');
    await calculator.cards.nth(1).waitFor();
    expect(await calculator.date.count()).toBe(0);
  });

  it('offers only players of this device, and says so when none matches', async () => {
    await calculator.open('?lng=en');
    await calculator.chooseMode(1, 'From the list');
    await calculator.search(1).fill('qqqzzzxxx');
    await calculator.side(1).getByText('No such player on this device', { exact: true }).waitFor();
    expect(await calculator.suggestions(1).count()).toBe(0);
  });
});
