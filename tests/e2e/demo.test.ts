import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoPage } from './pages/demo-page';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

const TOTAL = 325;

/** The links into the sections, in English, and the path each one reaches. */
const LINKS: Array<[name: string, href: string, path: string]> = [
  ['Players', '/players', '/players'],
  ['Tournaments', '/tournaments', '/tournaments'],
  ['Games', '/games', '/games'],
  ['Game viewer', '/games?has_sgf=true', '/games'],
  ['Statistics', '/statistics', '/statistics'],
  ['Rating calculator', '/calculator', '/calculator'],
  ['Play online', '/server', '/server'],
  ['Play the bot', '/server/bot', '/server/bot'],
  ['Game library', '/games/records', '/games/records'],
];

describe('the demo page (/demo)', () => {
  let browser: Browser;
  let demo: DemoPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    demo = new DemoPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('with reduced motion', () => {
    beforeAll(async () => {
      await browser.page.emulateMedia({ reducedMotion: 'reduce' });
    });

    it('waits on the empty board with the game introduced, and does not play by itself', async () => {
      await demo.open('?lng=en');
      await demo.app.waitForHeading('Demo board');
      await expect.poll(() => browser.page.title()).toMatch(/^Demo board — /);
      expect(await demo.statusText()).toBe(`The empty board: ${TOTAL} moves to come`);
      expect(await demo.picture.getAttribute('aria-label')).toBe(
        `The empty board: ${TOTAL} moves to come`,
      );
      expect(await demo.button('Play').isVisible()).toBe(true);
      expect(await demo.button('Pause').count()).toBe(0);
      expect(await demo.stoneCount('black')).toBe(0);
      expect(await demo.comment()).toEqual({
        title: 'Before the game',
        text: expect.stringContaining('Yasuda Shusaku, a 17-year-old 4 dan') as string,
      });
      expect(await demo.app.main.innerText()).toContain(
        'Black: Yasuda Shusaku, 4 dan. White: Inoue Gennan Inseki, 8 dan.',
      );
      expect((await demo.keysHint.textContent())?.trim()).toBe(
        'Keys: ← → a move back and forward, Space play and pause, Home and End the start and the end.',
      );
      expect(await demo.moments.allInnerTexts()).toEqual([
        'Before the game',
        'The opening',
        'Fighting in the lower right',
        'The ear-reddening move',
        'The game turns',
        'The ko fight',
        'The result',
      ]);
    });

    it('steps forward and back with the keys and the buttons; stones appear and the comment follows', async () => {
      await demo.open('?lng=en');
      await demo.press('ArrowRight');
      await expect.poll(() => demo.statusText()).toBe(`Move 1 of ${TOTAL}: Black R16`);
      expect(await demo.stoneAt(16, 3)).toBe('black');
      expect(await demo.isMarked(16, 3)).toBe(true);
      expect((await demo.comment()).title).toBe('The opening');

      for (let i = 0; i < 6; i += 1) await demo.button('Next move').click();
      await expect.poll(() => demo.statusText()).toBe(`Move 7 of ${TOTAL}: Black E4`);
      expect([await demo.stoneCount('black'), await demo.stoneCount('white')]).toEqual([4, 3]);
      expect(await demo.isMarked(16, 3)).toBe(false);
      expect(await demo.slider.inputValue()).toBe('7');

      await demo.press('ArrowRight');
      await expect.poll(() => demo.statusText()).toBe(`Move 8 of ${TOTAL}: White R5`);
      expect(await demo.comment()).toEqual({
        title: 'Fighting in the lower right',
        text: expect.stringContaining('White approaches') as string,
      });
      expect(await demo.stoneAt(16, 14)).toBe('white');

      await demo.press('ArrowLeft');
      await expect.poll(() => demo.statusText()).toBe(`Move 7 of ${TOTAL}: Black E4`);
      expect((await demo.comment()).title).toBe('The opening');
      expect(await demo.stoneAt(16, 14)).toBeNull();

      await demo.button('Previous move').click();
      await expect.poll(() => demo.statusText()).toBe(`Move 6 of ${TOTAL}: White C14`);
    });

    it('jumps to the ear-reddening move, to the end and back to the start', async () => {
      await demo.open('?lng=en');
      await demo.moment('The ear-reddening move').click();
      await expect.poll(() => demo.statusText()).toBe(`Move 127 of ${TOTAL}: Black K11`);
      expect(await demo.stoneAt(9, 8)).toBe('black');
      expect(await demo.isMarked(9, 8)).toBe(true);
      expect(await demo.moment('The ear-reddening move').getAttribute('aria-current')).toBe('step');
      const comment = await demo.comment();
      expect(comment.title).toBe('The ear-reddening move');
      expect(comment.text).toContain('Black 127 at K11');
      expect(comment.text).toContain("Gennan's ears turned red");

      await demo.press('End');
      await expect.poll(() => demo.statusText()).toBe(`Move ${TOTAL} of ${TOTAL}: Black T2`);
      expect((await demo.comment()).text).toContain('Black wins by 2 points');
      expect(await demo.button('Next move').isDisabled()).toBe(true);
      expect(await demo.button('Last move').isDisabled()).toBe(true);

      await demo.press('Home');
      await expect.poll(() => demo.statusText()).toBe(`The empty board: ${TOTAL} moves to come`);
      expect(await demo.stoneCount('black')).toBe(0);
      expect(await demo.stoneCount('white')).toBe(0);
      expect(await demo.button('Previous move').isDisabled()).toBe(true);
    });

    it('plays and pauses with Space and with the button', async () => {
      await demo.open('?lng=en');
      await demo.press(' ');
      await demo.button('Pause').waitFor();
      await expect
        .poll(() => demo.statusText(), { timeout: 5000 })
        .toBe(`Move 1 of ${TOTAL}: Black R16`);
      await expect
        .poll(() => demo.statusText(), { timeout: 5000 })
        .toBe(`Move 2 of ${TOTAL}: White D17`);
      await demo.press(' ');
      await demo.button('Play').waitFor();
      const stopped = await demo.statusText();

      await demo.button('Play').click();
      await demo.button('Pause').waitFor();
      await expect.poll(() => demo.statusText(), { timeout: 5000 }).not.toBe(stopped);
      await demo.button('Pause').click();
      await demo.button('Play').waitFor();
    });

    it('leads into the sections: each link reaches its page', async () => {
      await demo.open('?lng=en');
      expect(await demo.linkTargets()).toEqual(LINKS.map(([name, href]) => [name, href]));
      for (const [name, , path] of LINKS) {
        await demo.open('?lng=en');
        await demo.links.getByText(name, { exact: true }).click();
        await demo.app.waitForPath(path);
        await demo.app.heading.waitFor();
        const text = await demo.app.main.innerText();
        expect(text, name).not.toContain('Page not found');
        expect(text, name).not.toContain('Something went wrong');
      }
    });

    it('is in Russian and in Chinese', async () => {
      await demo.open('?lng=ru');
      await demo.app.waitForHeading('Демонстрационная доска');
      expect(await demo.statusText()).toBe(`Пустая доска: впереди ${TOTAL} ходов`);
      expect((await demo.comment()).title).toBe('Перед партией');
      await demo.press('ArrowRight');
      await expect.poll(() => demo.statusText()).toBe(`Ход 1 из ${TOTAL}: чёрные R16`);
      expect((await demo.comment()).title).toBe('Начало');
      await demo.moment('Ход «покрасневших ушей»').click();
      await expect.poll(() => demo.statusText()).toBe(`Ход 127 из ${TOTAL}: чёрные K11`);
      expect((await demo.comment()).text).toContain('покраснели уши');
      expect((await demo.linkTargets()).map(([name]) => name)).toEqual([
        'Игроки',
        'Турниры',
        'Партии',
        'Просмотр партий',
        'Статистика',
        'Калькулятор рейтинга',
        'Игра онлайн',
        'Игра с ботом',
        'Библиотека партий',
      ]);
      expect(await demo.button('Воспроизвести').isVisible()).toBe(true);

      await demo.open('?lng=zh');
      await demo.app.waitForHeading('演示棋盘');
      await demo.press('ArrowRight');
      await expect.poll(() => demo.statusText()).toBe(`第 1 手（共 ${TOTAL} 手）：黑 R16`);
      expect((await demo.comment()).title).toBe('布局');
    });

    it('fits a 360 px phone in English and Russian: the board, the controls and the comment', async () => {
      await browser.page.setViewportSize({ width: 360, height: 740 });
      try {
        for (const lng of ['en', 'ru']) {
          await demo.open(`?lng=${lng}`);
          await demo.press('ArrowRight');
          expect(await demo.app.hasHorizontalOverflow(), lng).toBe(false);
          for (const part of [demo.board, demo.app.main.getByRole('group'), demo.commentText]) {
            const box = await part.boundingBox();
            expect(box, lng).not.toBeNull();
            expect(box!.x, lng).toBeGreaterThanOrEqual(0);
            expect(box!.x + box!.width, lng).toBeLessThanOrEqual(360);
          }
          expect((await demo.board.boundingBox())!.width, lng).toBeGreaterThan(280);
        }
      } finally {
        await browser.page.setViewportSize({ width: 1280, height: 720 });
      }
    });
  });

  describe('without reduced motion', () => {
    beforeAll(async () => {
      await browser.page.emulateMedia({ reducedMotion: 'no-preference' });
    });

    it('plays by itself from the start, and stops when the reader asks for reduced motion', async () => {
      await demo.open('?lng=en');
      await demo.button('Pause').waitFor();
      await expect
        .poll(() => demo.statusText(), { timeout: 5000 })
        .toBe(`Move 1 of ${TOTAL}: Black R16`);
      await browser.page.emulateMedia({ reducedMotion: 'reduce' });
      await demo.button('Play').waitFor();
      await browser.page.emulateMedia({ reducedMotion: 'no-preference' });
    });

    it('stepping by hand pauses the playback', async () => {
      await demo.open('?lng=en');
      await demo.button('Pause').waitFor();
      await demo.press('ArrowRight');
      await demo.button('Play').waitFor();
    });
  });
});

describe('the demo page offline after one visit', () => {
  let browser: Browser;
  let demo: DemoPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    demo = new DemoPage(browser.page, baseUrl());
    await browser.page.emulateMedia({ reducedMotion: 'reduce' });
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('reloads from the service worker with no network and plays the game', async () => {
    await demo.open('?lng=en');
    await demo.app.waitForServiceWorkerControl();
    await demo.app.waitForLocalesCached('en');

    await browser.context.setOffline(true);
    const response = await demo.app.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await demo.waitForBoard();
    await demo.app.waitForHeading('Demo board');
    await demo.moment('The ear-reddening move').click();
    await expect.poll(() => demo.statusText()).toBe(`Move 127 of ${TOTAL}: Black K11`);
    expect(await demo.stoneAt(9, 8)).toBe('black');
  });
});
