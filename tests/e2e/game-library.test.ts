import {
  LIBRARY_MAX_FILE_SIZE,
  type LibraryFormats,
  type LibraryGameDetail,
  type LibraryGameList,
} from '@sync/contract/game-library';
import { formatDate } from '@domain/format';
import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameLibraryPage } from './pages/game-library-page';
import { Toaster } from './pages/toaster';
import { ViewerPage } from './pages/viewer-page';
import { createActiveUser, TEST_PASSWORD, uniqueName } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/sign-in';

/**
 * A small 9×9 record written here: five moves, a comment on the fourth, White won by 2.5; the last
 * node marks the count's territory (TB: C3, the white stone on it dead, and D3; TW: J9).
 */
function record(black: string, white: string): string {
  return [
    '(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]',
    `PB[${black}]BR[3d]PW[${white}]WR[1k]DT[2024-05-01]RE[W+2.5]`,
    ';B[ee];W[cc];B[gc];W[cg]C[Library comment];B[gg]TB[cg][dg]TW[ia])',
  ].join('');
}

/** The API as the signed-in page calls it (the browser context's session cookie). */
async function libraryGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${baseUrl()}/api/v1/${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

describe('the game library for a visitor who is not signed in', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('says that SGF actions need authorization, with a sign-in link, and offers no upload', async () => {
    const library = new GameLibraryPage(browser.page, baseUrl());
    await library.open();
    await library.needAuth.waitFor();
    expect(await library.fileInput.count()).toBe(0);
    expect(await library.rows.count()).toBe(0);
    await library.signInLink.click();
    await library.app.waitForPath('/sign-in');
  });

  it('finds no record in the viewer where there is none to show them', async () => {
    const library = new GameLibraryPage(browser.page, baseUrl());
    await library.app.open('/viewer/file/999999?lng=en');
    await library.app.heading.filter({ hasText: 'No game record with such id' }).waitFor();
  });
});

describe('the game library of a signed-in user', () => {
  let browser: Browser;
  let library: GameLibraryPage;
  let toaster: Toaster;
  const black = uniqueName('Black');
  const white = uniqueName('White');
  const fileName = `${uniqueName('e2e-')}.sgf`;
  const players = `${black} (3d) — ${white} (1k)`;
  const renamed = `${uniqueName('renamed-')}.sgf`;
  const replacement = `${uniqueName('replacement-')}.sgf`;
  const eventName = uniqueName('Cup ');
  const newBlack = uniqueName('Replaced');
  const newPlayers = `${newBlack} (3d) — ${white} (1k)`;
  let recordId: number;

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    const { username } = await createActiveUser('lib');
    await signInThroughApi(browser.context, username, TEST_PASSWORD);
    library = new GameLibraryPage(browser.page, baseUrl());
    toaster = new Toaster(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is linked from /games', async () => {
    await library.app.open('/games?lng=en');
    await library.main.getByRole('link', { name: 'My game records', exact: true }).click();
    await library.app.waitForPath('/games/records');
    await library.uploadButton.waitFor();
  });

  it('refuses a dropped file of another format before sending it', async () => {
    await library.open();
    await library.drop([{ name: 'notes.txt', text: 'not a record' }]);
    await library.refused
      .filter({ hasText: 'notes.txt: only SGF files can be uploaded' })
      .waitFor();
    expect(await library.uploadButton.isDisabled()).toBe(true);

    const formats = await libraryGet<LibraryFormats>(browser.page.request, 'file/game/formats');
    expect(formats).toEqual({ Formats: ['sgf'], MaxSize: LIBRARY_MAX_FILE_SIZE, MaxFiles: 20 });
    await library.choose([{ name: 'big.sgf', text: ' '.repeat(formats.MaxSize + 1) }]);
    await library.refused
      .filter({ hasText: /^big\.sgf: File too large\. Maximum size: 1(\.0)?\sMB$/ })
      .waitFor();
    expect(await library.uploadButton.isDisabled()).toBe(true);
  });

  it('uploads an SGF file: the success toast, the row with its facts, the statistics', async () => {
    await library.open();
    await library.choose([{ name: fileName, text: record(black, white) }]);
    await library.uploadButton.click();
    await toaster.toast('Record uploaded').waitFor();
    const row = library.row(players);
    await row.waitFor();
    expect(await library.fact(row, 'Result')).toBe('White won by 2.5');
    expect(await library.fact(row, 'Date')).toBe(formatDate('2024-05-01', 'en'));
    expect(await library.fact(row, 'Board')).toBe('9×9');
    expect(await library.fact(row, 'File')).toBe(fileName);
    expect(await row.locator('.library-badge').count()).toBe(0);
    await library.statistics.getByText('1 record in all. 1 of them uploaded by me.').waitFor();

    const mine = await libraryGet<LibraryGameList>(browser.page.request, 'file/game?mine=true');
    expect(mine.items.map((game) => [game.fileName, game.black, game.private])).toEqual([
      [fileName, black, false],
    ]);
    recordId = mine.items[0].id;
    expect(await row.getAttribute('data-record-id')).toBe(String(recordId));
  });

  it('copies the link of a public record', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl(),
    });
    await library.open();
    await library.action(library.row(players), 'Copy link').click();
    await toaster.toast('Link copied').waitFor();
    const copied = await browser.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseUrl()}/viewer/file/${recordId}`);

    // The link opens for someone without an account: a public record is shared by its link.
    const visitor = await launchBrowser({ serviceWorkers: 'block' });
    try {
      await visitor.page.goto(`${copied}?lng=en`);
      const viewer = new ViewerPage(visitor.page, baseUrl());
      await viewer.app.heading.filter({ hasText: `${black} — ${white}` }).waitFor();
      await viewer.waitForBoard();
    } finally {
      await visitor.close();
    }
  });

  it('opens the record in the viewer, its moves navigable', async () => {
    await library.open();
    await library.openLink(library.row(players)).click();
    await library.app.waitForPath(`/viewer/file/${recordId}`);
    const viewer = new ViewerPage(browser.page, baseUrl());
    await viewer.app.heading.filter({ hasText: `${black} — ${white}` }).waitFor();
    await viewer.waitForBoard();
    expect(await viewer.pointCount()).toBe(81);
    expect(await viewer.move()).toBe(0);
    await viewer.nextButton.click();
    await viewer.moveNumber.filter({ hasText: 'Move 1' }).waitFor();
    expect(await viewer.stoneAt(4, 4)).toBe('black');
    await viewer.press('End');
    await viewer.moveNumber.filter({ hasText: 'Move 5' }).waitFor();
    expect(await viewer.stoneAt(6, 6)).toBe('black');
    expect(await viewer.stoneAt(2, 6)).toBe('white');
    // the last move shows the count: territory painted, the white stone in Black's area dead
    const classes = async (x: number, y: number) =>
      (await viewer.point(x, y).getAttribute('class')) ?? '';
    expect(await classes(3, 6)).toContain('shudan-paint_1');
    expect(await classes(8, 0)).toContain('shudan-paint_-1');
    expect(await classes(2, 6)).toContain('shudan-dimmed');
    expect(await classes(4, 4)).not.toContain('shudan-paint');
    await viewer.press('ArrowLeft');
    await viewer.moveNumber.filter({ hasText: 'Move 4' }).waitFor();
    expect(await classes(3, 6)).not.toContain('shudan-paint');
    expect(await classes(2, 6)).not.toContain('shudan-dimmed');
    expect((await viewer.comment.textContent())?.trim()).toBe('Library comment');
    expect(await viewer.stoneAt(6, 6)).toBeNull();
    expect(await viewer.info(viewer.recordInfo, 'Black')).toBe(`${black} (3d)`);
  });

  it('opens the record again offline, from this device', async () => {
    // online: the library, the record in the viewer, back (links: the app's code stays loaded)
    await library.open();
    await library.openLink(library.row(players)).click();
    const viewer = new ViewerPage(browser.page, baseUrl());
    await viewer.waitForBoard();
    await library.main.getByRole('link', { name: 'My game records', exact: true }).click();
    await library.row(players).waitFor();
    await browser.context.setOffline(true);
    try {
      await library.main
        .getByText('Changing records needs an internet connection.', { exact: false })
        .waitFor();
      expect(await library.action(library.row(players), 'Delete').count()).toBe(0);
      await library.openLink(library.row(players)).click();
      await library.app.waitForPath(`/viewer/file/${recordId}`);
      await viewer.waitForBoard();
      await viewer.press('End');
      await viewer.moveNumber.filter({ hasText: 'Move 5' }).waitFor();
    } finally {
      await browser.context.setOffline(false);
    }
  });

  it('is readable at 360 px: nothing reaches past the right edge', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    try {
      await library.open();
      await library.row(players).waitFor();
      const wide = () =>
        browser.page.evaluate(
          (limit) =>
            [...document.querySelectorAll('main *')]
              .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
              .map(
                (element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
              ),
          360,
        );
      expect(await wide()).toEqual([]);
      // the game info dialog too, then Escape closes it
      await library.action(library.row(players), 'Edit game info').click();
      await library.dialogField('Komi').waitFor();
      expect(await wide()).toEqual([]);
      await browser.page.keyboard.press('Escape');
      await library.dialog.waitFor({ state: 'detached' });
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it("offers an admin the owner's actions on another user's public record", async () => {
    const admin = await launchBrowser({ serviceWorkers: 'block' });
    try {
      await signInThroughApi(admin.context, DEMO_ACCOUNTS.admin);
      const adminLibrary = new GameLibraryPage(admin.page, baseUrl());
      await adminLibrary.open(`player=${encodeURIComponent(black)}`);
      const row = adminLibrary.row(players);
      await adminLibrary.action(row, 'Edit game info').waitFor();
      for (const name of ['Make private', 'Rename', 'Replace', 'Delete']) {
        expect(await adminLibrary.action(row, name).isEnabled()).toBe(true);
      }
    } finally {
      await admin.close();
    }
  });

  it('makes the record private: the toast, the badge, the API', async () => {
    await library.open();
    const row = library.row(players);
    await library.action(row, 'Make private').click();
    await toaster.toast(`${fileName} is private now`).waitFor();
    await row.locator('.library-badge', { hasText: 'Private' }).waitFor();
    await library.action(row, 'Make public').waitFor();
    const detail = await libraryGet<LibraryGameDetail>(
      browser.page.request,
      `file/game/${recordId}`,
    );
    expect(detail.private).toBe(true);
  });

  it('renames the record in a dialog, checked before it is sent', async () => {
    await library.open();
    const row = library.row(players);
    await library.action(row, 'Rename').click();
    const name = library.dialog.getByRole('textbox', { name: 'File name', exact: true });
    await name.fill('  ');
    await library.dialog.getByText('Enter a file name', { exact: true }).waitFor();
    expect(
      await library.dialog.getByRole('button', { name: 'Rename', exact: true }).isDisabled(),
    ).toBe(true);
    await name.fill(renamed);
    await name.press('Enter');
    await toaster.toast(`Renamed to ${renamed}`).waitFor();
    await row.locator('.library-row__fact dd', { hasText: renamed }).waitFor();
    const detail = await libraryGet<LibraryGameDetail>(
      browser.page.request,
      `file/game/${recordId}`,
    );
    expect(detail.fileName).toBe(renamed);
  });

  it('edits the game info in a dialog from the keyboard: checked, saved, shown, in the SGF', async () => {
    await library.open();
    const row = library.row(players);
    await library.action(row, 'Edit game info').focus();
    await browser.page.keyboard.press('Enter');
    const result = library.dialogField('Result');
    const event = library.dialogField('Event');
    expect(await result.inputValue()).toBe('W+2.5');
    expect(await library.dialogField('Komi').inputValue()).toBe('6.5');
    expect(await library.dialogField('Black').inputValue()).toBe(black);
    expect(await event.inputValue()).toBe('');
    await result.fill('White by a lot');
    await library.dialog
      .getByText('Write the result as B+R, W+3.5, B+T, B+F, 0, Draw, Void or ?', { exact: true })
      .waitFor();
    expect(await result.getAttribute('aria-invalid')).toBe('true');
    expect(await library.dialogButton('Save').isDisabled()).toBe(true);
    await result.fill('B+R');
    await event.fill(eventName);
    await event.press('Enter');
    await toaster.toast(`Game info of ${renamed} saved`).waitFor();
    await library.dialog.waitFor({ state: 'detached' });
    await row.locator('.library-row__fact dd', { hasText: 'Black won by resignation' }).waitFor();
    expect(await library.fact(row, 'Result')).toBe('Black won by resignation');

    const detail = await libraryGet<LibraryGameDetail>(
      browser.page.request,
      `file/game/${recordId}`,
    );
    expect([detail.result, detail.event, detail.komi, detail.black]).toEqual([
      'B+R',
      eventName,
      6.5,
      black,
    ]);
    expect(detail.sgf).toContain('RE[B+R]');
    expect(detail.sgf).toContain(`EV[${eventName}]`);
    expect(detail.sgf).not.toContain('RE[W+2.5]');
  });

  it('replaces the record with another file: the same id, the new game', async () => {
    await library.open();
    const row = library.row(players);
    await library.replaceInput(row).setInputFiles({
      name: replacement,
      mimeType: 'application/x-go-sgf',
      buffer: Buffer.from(record(newBlack, white), 'utf8'),
    });
    await toaster.toast(`${renamed} replaced`).waitFor();
    const replaced = library.row(newPlayers);
    await replaced.waitFor();
    expect(await replaced.getAttribute('data-record-id')).toBe(String(recordId));
    expect(await library.fact(replaced, 'File')).toBe(replacement);
    expect(await library.row(players).count()).toBe(0);
  });

  it('deletes the record after confirming: the toast, the row gone', async () => {
    await library.open();
    const row = library.row(newPlayers);
    await library.action(row, 'Delete').click();
    await library.dialog
      .getByText(`${replacement} will be deleted. This cannot be undone.`)
      .waitFor();
    await library.dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toaster.toast(`${replacement} deleted`).waitFor();
    await row.waitFor({ state: 'detached' });
    const response = await browser.page.request.get(`${baseUrl()}/api/v1/file/game/${recordId}`);
    expect(response.status()).toBe(404);
  });

  it('shows the failure toasts: an unreadable record, a record deleted meanwhile', async () => {
    await library.open();
    await library.choose([{ name: 'broken.sgf', text: 'this is not a game record' }]);
    await library.uploadButton.click();
    await toaster
      .alert('Upload failed: The file is not a readable SGF game record')
      .first()
      .waitFor();

    const gone = record(uniqueName('Gone'), uniqueName('Soon'));
    await library.choose([{ name: 'gone.sgf', text: gone }]);
    await library.uploadButton.click();
    const row = library.rows.filter({ has: browser.page.getByText('gone.sgf', { exact: true }) });
    await row.waitFor();
    const id = Number(await row.getAttribute('data-record-id'));
    const removed = await browser.page.request.delete(`${baseUrl()}/api/v1/file/game/${id}`, {
      headers: { Origin: baseUrl() },
    });
    expect(removed.status()).toBe(204);
    await library.action(row, 'Delete').click();
    await library.dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toaster.alert('Could not delete: The record no longer exists').waitFor();
  });

  it('is linked from the profile page', async () => {
    await library.app.open('/user?lng=en');
    await library.main.getByRole('link', { name: 'My game records', exact: true }).click();
    await library.app.waitForPath('/games/records');
  });

  it('uploads two records at once and filters them by board size and player', async () => {
    const small = record(uniqueName('Nine'), uniqueName('Niner'));
    const large = record(uniqueName('Thirteen'), uniqueName('Other')).replace('SZ[9]', 'SZ[13]');
    await library.open('mine=1');
    await library.choose([
      { name: 'nine.sgf', text: small },
      { name: 'thirteen.SGF', text: large },
    ]);
    await library.privateBox.check();
    await library.uploadButton.click();
    await toaster.toast('2 records uploaded').waitFor();
    await library.count.filter({ hasText: /^2 records$/ }).waitFor();
    expect(await library.rows.locator('.library-badge', { hasText: 'Private' }).count()).toBe(2);

    await library.main
      .getByRole('combobox', { name: 'Board size', exact: true })
      .selectOption('13');
    await library.count.filter({ hasText: /^1 record$/ }).waitFor();
    expect(await library.fact(library.rows.first(), 'File')).toBe('thirteen.SGF');
    expect(new URL(browser.page.url()).searchParams.get('size')).toBe('13');

    await library.main.getByRole('button', { name: 'Reset filters', exact: true }).click();
    // both records again first: the size filter's "1 record" must not pass for the player's
    await library.count.filter({ hasText: /^2 records$/ }).waitFor();
    const player = library.main.getByRole('searchbox', { name: 'Player name', exact: true });
    await player.fill(/PB\[([^\]]+)\]/.exec(small)?.[1] ?? '');
    await player.press('Enter');
    await library.count.filter({ hasText: /^1 record$/ }).waitFor();
    expect(await library.fact(library.rows.first(), 'File')).toBe('nine.sgf');
  });
});
