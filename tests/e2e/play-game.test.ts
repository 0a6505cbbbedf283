import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Toaster } from './pages/toaster';
import { createActiveUser, TEST_PASSWORD } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { signInThroughApi } from './support/sign-in';
import { waitUntil } from './support/wait-until';

/** GTP vertex on 9×9 to Shudan's point: column letters without I, row 1 at the bottom. */
function pointOf(vertex: string): { x: number; y: number } {
  const x = 'ABCDEFGHJ'.indexOf(vertex.charAt(0));
  return { x, y: 9 - Number(vertex.slice(1)) };
}

/** A game page (/server/:id) as one of its visitors sees it. */
class GameView {
  constructor(readonly page: Page) {}

  browserContext() {
    return this.page.context();
  }

  get main(): Locator {
    return this.page.locator('main#main');
  }

  vertex(vertex: string): Locator {
    const { x, y } = pointOf(vertex);
    return this.page.locator(`.play-goban .shudan-vertex[data-x="${x}"][data-y="${y}"]`);
  }

  button(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  text(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }

  async moveCount(): Promise<number> {
    return this.page.locator('.play-moves li').count();
  }

  async waitForMoves(count: number): Promise<void> {
    await waitUntil(async () => (await this.moveCount()) === count, `${count} moves in the list`);
  }

  /** Plays on a point by clicking it (the page does not ask to confirm on a desktop). */
  async play(vertex: string): Promise<void> {
    await this.vertex(vertex).click();
  }

  async chatLines(): Promise<string[]> {
    return this.page.locator('.play-chat__line').allInnerTexts();
  }

  async deadCount(): Promise<string> {
    return (await this.page.locator('.play-removal__dead').textContent()) ?? '';
  }
}

describe('a 9×9 game on the go server, from challenge to result', () => {
  let browsers: Browser[] = [];

  beforeAll(() => {
    browsers = [];
  });

  afterAll(async () => {
    await Promise.all(browsers.map((browser) => browser.close()));
  });

  it('two players and an observer: moves, chat, undo, passes, removal and the result', async () => {
    const users = [
      await createActiveUser('blackP'),
      await createActiveUser('whiteP'),
      await createActiveUser('watchP'),
    ];
    browsers = await Promise.all(users.map(() => launchBrowser()));
    await Promise.all(
      users.map((user, index) =>
        signInThroughApi(browsers[index].context, user.username, TEST_PASSWORD),
      ),
    );
    const [black, white, observer] = browsers.map((browser) => new GameView(browser.page));
    const everyone = [black, white, observer];
    const [blackName, whiteName] = [users[0].username, users[1].username];

    // Black challenges: 9×9, Black, 5 minutes of main time
    await black.page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
    await black.page.getByRole('button', { name: 'Create challenge', exact: true }).click();
    const dialog = black.page.getByRole('dialog', { name: 'Create challenge' });
    await dialog.getByRole('button', { name: '9×9 blitz', exact: true }).click();
    await dialog.getByLabel('My colour').selectOption('black');
    await dialog.getByLabel('Main time, s').fill('300');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // White accepts it in the lobby and lands in the game; Black is taken there too
    // (White's beeps are counted: each is one oscillator of the page's AudioContext)
    await white.page.addInitScript(() => {
      const counted = window as unknown as { beeps: number };
      counted.beeps = 0;
      const create: (this: AudioContext) => OscillatorNode = Reflect.get(
        AudioContext.prototype,
        'createOscillator',
      );
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        counted.beeps++;
        return create.call(this);
      };
    });
    await white.page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
    const row = white.page.locator('tr[data-challenge-id]').filter({ hasText: blackName });
    await row.getByRole('button', { name: 'Accept', exact: true }).click();
    await white.page.waitForURL((url) => /^\/server\/\d+$/.test(url.pathname));
    const gamePath = new URL(white.page.url()).pathname;
    const gameId = Number(gamePath.split('/').pop());
    await black.page.waitForURL((url) => url.pathname === gamePath);
    await observer.page.goto(`${baseUrl()}${gamePath}?lng=en`, { waitUntil: 'load' });
    for (const view of everyone) {
      await view.page
        .getByRole('heading', { level: 1, name: `${blackName} vs ${whiteName}` })
        .waitFor();
      await view.page.locator('.play-goban .shudan-vertex').first().waitFor();
    }
    await observer.text('You are watching this game.').waitFor();
    await black.text('Your move').waitFor();
    expect(await observer.button('Pass').count()).toBe(0);

    // the observer is counted and named for the players
    await black.page.locator('.play-observers__names').getByText(users[2].username).waitFor();

    // moves by clicking, seen by all three
    await black.play('E5');
    for (const view of everyone) await view.waitForMoves(1);
    await white.text('Your move').waitFor();
    await white.play('C3');
    for (const view of everyone) await view.waitForMoves(2);
    await black.play('G7');
    for (const view of everyone) await view.waitForMoves(3);
    expect(await observer.vertex('G7').getAttribute('class')).toContain('shudan-sign_1');

    // Black takes G7 back: White accepts
    await black.button('Request undo').click();
    await white.text('Your opponent asks to take back the last move.').waitFor();
    // also in a toast at the top, seen on a phone whatever is scrolled into view
    const undoToast = new Toaster(white.page).toast(
      'Your opponent asks to take back the last move.',
    );
    await undoToast.waitFor();
    const toastBox = await undoToast.boundingBox();
    const viewport = white.page.viewportSize();
    expect(
      toastBox && viewport && toastBox.y >= 0 && toastBox.y + toastBox.height <= viewport.height,
    ).toBe(true);
    await white.button('Accept undo').click();
    for (const view of everyone) await view.waitForMoves(2);
    await waitUntil(
      async () => !(await observer.vertex('G7').getAttribute('class'))?.includes('shudan-sign_1'),
      'G7 to be empty again',
    );
    await black.text('Your move').waitFor();

    await black.play('G3');
    for (const view of everyone) await view.waitForMoves(3);
    // by keyboard: the coordinates typed (the board itself is a picture to a screen reader)
    await white.main.getByLabel('Play at (coordinates)').fill('c7');
    await white.main.getByLabel('Play at (coordinates)').press('Enter');
    for (const view of everyone) await view.waitForMoves(4);

    // White asks to take C7 back: Black refuses, the move stays
    await white.button('Request undo').click();
    await white.text('Undo requested; waiting for the opponent.').waitFor();
    await black.text('Your opponent asks to take back the last move.').waitFor();
    await black.button('Reject undo').click();
    await new Toaster(white.page).toast('Your undo request was rejected.').waitFor();
    await white.text('Undo requested; waiting for the opponent.').waitFor({ state: 'detached' });
    for (const view of everyone) expect(await view.moveCount()).toBe(4);

    // a chat line from Black reaches White and the observer; White, with the sound on, hears it
    const beeps = () => white.page.evaluate(() => (window as unknown as { beeps: number }).beeps);
    await white.page.getByLabel('Move sound').check();
    const beepsBefore = await beeps();
    const message = `good game ${gameId}`;
    await black.main.getByLabel('Message').fill(message);
    await black.text(`${message.length}/500`).waitFor();
    await black.button('Send').click();
    await new Toaster(white.page).toast(`${blackName}: ${message}`).waitFor();
    await expect.poll(beeps).toBe(beepsBefore + 1);
    for (const view of [white, observer]) {
      await waitUntil(
        async () => (await view.chatLines()).some((line) => line.includes(message)),
        'the chat line',
      );
    }
    expect((await observer.chatLines()).join('\n')).toContain(`move 4 ${blackName}: ${message}`);
    // the game's log told everyone of the rejected undo, at the move it was asked at
    expect(await observer.chatLines()).toContain(
      `move 4 ${blackName} rejected the request to take back a move`,
    );

    // review: an earlier move shown, then back to live
    await observer.page.locator('.play-moves li').first().getByRole('button').click();
    await observer.text('Move 1 of 4').waitFor();
    await observer.page.keyboard.press('ArrowRight');
    await observer.text('Move 2 of 4').waitFor();
    await observer.button('Back to live').click();
    await observer.text('Move 4 of 4').waitFor();
    await observer.page.keyboard.press('ArrowLeft');
    await observer.text('Move 3 of 4').waitFor();
    await observer.page.keyboard.press('End');
    await observer.text('Move 4 of 4').waitFor();

    // the observer's connection drops: 'Reconnecting…' while Black passes, then it catches up
    await observer.browserContext().setOffline(true);
    await observer.text('Reconnecting…').waitFor();
    await black.button('Pass').click();
    await white.text('Your move').waitFor();
    await new Toaster(white.page).toast('Your opponent passed.').waitFor();
    await observer.browserContext().setOffline(false);
    await observer.text('Connected').waitFor();
    await observer.waitForMoves(5);
    // the log says who passed, to the opponent and to the observer who was away at the time
    for (const view of [white, observer]) {
      await waitUntil(
        async () => (await view.chatLines()).includes(`move 5 ${blackName} passed`),
        'the pass in the log',
      );
    }

    // the second pass: the removal phase for all three
    await white.button('Pass').click();
    for (const view of everyone) {
      await view.page.getByRole('heading', { level: 2, name: 'Mark dead stones' }).waitFor();
    }

    // Black toggles White's C3 group: the proposal changes for everyone
    const before = await observer.deadCount();
    const c3WasDead = (await black.vertex('C3').getAttribute('class'))?.includes('shudan-dimmed');
    await black.vertex('C3').click();
    for (const view of everyone) {
      await waitUntil(
        async () =>
          (await view.vertex('C3').getAttribute('class'))?.includes('shudan-dimmed') !== c3WasDead,
        'C3 to change its mark',
      );
    }
    expect(await observer.deadCount()).not.toBe(before);
    // the network proposes no dead stone here, so C3 is now the only one
    expect(c3WasDead).toBe(false);

    // both accept: Black waits for White, then the game is over for all three
    await black.button('Accept').click();
    await black.text('Waiting for the opponent').waitFor();
    await white.text(`Accepted by: ${blackName}`).waitFor();
    await white.button('Accept').click();
    const results: string[] = [];
    for (const view of everyone) {
      await view.page.getByRole('heading', { level: 2, name: 'Game Over' }).waitFor();
      results.push((await view.page.locator('.play-result__sentence').textContent()) ?? '');
      const score = view.page.locator('.play-result [aria-label="Score by colour"]');
      await score.getByRole('rowheader', { name: 'Territory' }).waitFor();
      expect(await score.getByRole('row').count()).toBe(6);
      expect(await score.locator('[data-score-part="total"] td').allInnerTexts()).toEqual([
        '1',
        '6.5',
      ]);
    }
    // on a 360 px phone the score fits: Komi and Total are not cut off or scrolled away
    await white.page.setViewportSize({ width: 360, height: 740 });
    const table = white.page.locator('.play-result table');
    await expect
      .poll(() => table.evaluate((t) => t.scrollWidth <= (t.parentElement?.clientWidth ?? 0)))
      .toBe(true);
    const totalBox = await table.locator('[data-score-part="total"] td').last().boundingBox();
    expect(totalBox && totalBox.x + totalBox.width <= 360).toBe(true);
    // the final board keeps the dead stone it counted: faded and crossed out; no territory here
    await waitUntil(
      async () =>
        ((await black.vertex('C3').getAttribute('class')) ?? '').includes('shudan-marker_cross'),
      'C3 crossed out as dead on the final board',
    );
    expect(await black.vertex('C3').getAttribute('class')).toContain('shudan-dimmed');
    expect(await black.page.locator('.shudan-paint_1, .shudan-paint_-1').count()).toBe(0);
    // Japanese rules, komi 6.5: no territory on this open board, Black's one prisoner (C3)
    expect(results[0]).toBe(`${whiteName} wins by 5.5 points.`);
    expect(results[1]).toBe(results[0]);
    expect(results[2]).toBe(results[0]);

    // Black's lobby lists the finished game under My games, and keeps it offline
    await black.page.goto(`${baseUrl()}/server?lng=en`, { waitUntil: 'load' });
    const mine = black.page.locator(`ul[aria-label="My games"] li[data-game-id="${gameId}"]`);
    await mine.getByText(/^Finished: [BW]\+|^Finished: 0$/).waitFor();
    await black.browserContext().setOffline(true);
    await black.text('No internet connection').waitFor();
    await black.text('Your finished games, as saved on this device:').waitFor();
    expect(await mine.getAttribute('data-game-id')).toBe(String(gameId));
    await black.browserContext().setOffline(false);

    // the record opens in the viewer
    await observer.main.getByRole('link', { name: 'Open in viewer' }).click();
    await observer.page.waitForURL((url) => url.pathname === `/viewer/online/${gameId}`);
    await observer.page
      .getByRole('heading', { level: 1, name: `${blackName} — ${whiteName}` })
      .waitFor();
    await observer.page.locator('.viewer-goban .shudan-vertex').first().waitFor();
  }, 180_000);
});
