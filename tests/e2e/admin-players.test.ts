import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from '@sync/contract/common';
import type { PlayerSummary } from '@sync/contract/players';
import { AdminPlayersPage } from './pages/admin-players-page';
import { PlayersPage } from './pages/players-page';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { importIntoServer } from './support/server-import';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/sign-in';

/** Letters only, different each run: the names of this file's own players. */
const RUN = Date.now()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(-4)
  .padEnd(4, 'q');
const LAST = `Zname${RUN}`;
const DUPLICATE = `Zdup${RUN}`;
const RENAMED = `Renamed${RUN}`;

/** A one-round h9 tournament where `last` Anna beats Zfoe Boris. */
function namesH9(code: string, date: string, last: string): string {
  return [
    `; TC[${code}]`,
    `; EV[Namestest ${code}]`,
    '; PC[RU, Moscow]',
    `; DT[${date},${date}]`,
    ';',
    '; Pl Name Grd Co Club Wins R1',
    `  1 ${last} Anna   5k RU xxx  1   2+/w0  |`,
    `  2 Zfoe${RUN} Boris  6k RU xxx  0   1-/b0  |`,
    '',
  ].join('\n');
}

async function playersNamed(name: string): Promise<PlayerSummary[]> {
  return (await apiGet<Page<PlayerSummary>>(`players?name=${encodeURIComponent(name)}&limit=50`))
    .items;
}

describe('the admin Players tab: names per language and merging duplicates', () => {
  let browser: Browser;
  let admin: AdminPlayersPage;
  let players: PlayersPage;
  let annaId: number;
  let duplicateId: number;

  beforeAll(async () => {
    // this file's own players, so the demo data other files read stays as it is
    await importIntoServer('h9', `PN${RUN}A.h9`, namesH9(`PN${RUN}A`, '2024-02-10', LAST));
    await importIntoServer('h9', `PN${RUN}B.h9`, namesH9(`PN${RUN}B`, '2024-03-10', DUPLICATE));
    [{ id: annaId }] = await playersNamed(LAST);
    [{ id: duplicateId }] = await playersNamed(DUPLICATE);

    browser = await launchBrowser({ serviceWorkers: 'block' });
    await signInThroughApi(browser.context, DEMO_ACCOUNTS.admin);
    admin = new AdminPlayersPage(browser.page, baseUrl());
    players = new PlayersPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('checks a name as typed: Latin letters only in English', async () => {
    await admin.open();
    await admin.choosePlayer(LAST, `#${annaId}`);
    await admin.language.selectOption('en');
    expect(await admin.lastName.inputValue()).toBe(LAST);
    await admin.lastName.fill('R2D2');
    await admin.lastName.press('Enter');
    await expect
      .poll(() => admin.lastNameError.innerText())
      .toBe('Only letters, spaces, dashes and apostrophes, starting and ending with a letter');
    await admin.lastName.fill('Иванов');
    await expect
      .poll(() => admin.lastNameError.innerText())
      .toBe('Use the letters of English (Latin) only');
    expect(await admin.lastName.getAttribute('aria-invalid')).toBe('true');
    expect((await playersNamed(LAST)).map((p) => p.id)).toEqual([annaId]);
  });

  it('renames the player in English and in Chinese; /players shows each name', async () => {
    await admin.rename('en', RENAMED, 'Annette');
    await expect.poll(() => admin.savedNotice.innerText()).toContain('Saved.');
    expect(await playersNamed(RENAMED)).toMatchObject([
      { id: annaId, lastNameLatin: RENAMED, firstNameLatin: 'Annette' },
    ]);

    await admin.rename('zh', '测试', '安娜');
    await expect.poll(() => admin.savedNotice.innerText()).toContain('Saved.');

    // the list is read from this device's copy: the new names arrive with a sync
    await expect
      .poll(
        async () => {
          await players.open(`?lng=en&name=${RENAMED}`);
          await players.rows.first().or(players.empty).waitFor();
          return players.names();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toEqual([`${RENAMED} Annette`]);
    await players.app.open(`/players?lng=zh&name=${encodeURIComponent('测试')}`);
    await players.waitForRows();
    expect(await players.names()).toEqual(['测试安娜']);
    expect(await players.ids()).toEqual([annaId]);
  });

  it('merges the duplicate after showing what moves', async () => {
    await admin.open();
    const merge = admin.mergeForm;
    await merge.getByRole('combobox', { name: 'Duplicate (deleted)' }).fill(DUPLICATE);
    await merge
      .getByRole('option')
      .filter({ hasText: `#${duplicateId}` })
      .click();
    const kept = merge.getByRole('combobox', { name: 'Record kept' });
    await kept.fill(RENAMED);
    // the keyboard takes the only match
    await merge
      .getByRole('option')
      .filter({ hasText: `#${annaId}` })
      .waitFor();
    await kept.press('ArrowDown');
    await kept.press('Enter');
    await merge.getByRole('button', { name: 'Show what moves' }).click();

    const moves = merge.locator('.admin-players__moves');
    await moves.waitFor();
    expect(await moves.innerText()).toMatch(/Games\s+1\s+Tournaments\s+1/);
    await merge.getByRole('button', { name: 'Merge…' }).click();
    const dialog = browser.page.getByRole('dialog', { name: 'Merge the records?' });
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect.poll(() => merge.getByRole('status').innerText()).toContain('was merged into');

    expect(await playersNamed(DUPLICATE)).toEqual([]);
    const response = await fetch(`${baseUrl()}/api/v1/players/${duplicateId}`);
    expect(response.status).toBe(404);
    const tournaments = await apiGet<Array<{ title: string }>>(`players/${annaId}/tournaments`);
    expect(tournaments.map((row) => row.title).sort()).toEqual([
      `Namestest PN${RUN}A`,
      `Namestest PN${RUN}B`,
    ]);
  });
  it('is readable at 360 px: the rename form and a refused merge with its reasons', async () => {
    await browser.page.setViewportSize({ width: 360, height: 800 });
    await admin.open();
    await admin.choosePlayer(RENAMED, `#${annaId}`);
    await admin.lastName.waitFor();
    const merge = admin.mergeForm;
    await merge.getByRole('combobox', { name: 'Duplicate (deleted)' }).fill(`Zfoe${RUN}`);
    await merge.getByRole('option').first().click();
    await merge.getByRole('combobox', { name: 'Record kept' }).fill(RENAMED);
    await merge
      .getByRole('option')
      .filter({ hasText: `#${annaId}` })
      .click();
    await merge.getByRole('button', { name: 'Show what moves' }).click();
    const reasons = merge.getByRole('alert');
    await reasons.waitFor();
    expect(await reasons.innerText()).toContain(
      `Both records play in the tournament Namestest PN${RUN}A`,
    );
    expect(await reasons.innerText()).toContain('The two records played each other (2 games)');
    expect(await merge.getByRole('button', { name: 'Merge…' }).isDisabled()).toBe(true);
    // a toast sliding in may widen the page for a moment: what counts is the settled layout
    await vi.waitFor(async () => expect(await admin.app.elementsPastRightEdge()).toEqual([]), {
      timeout: 5_000,
      interval: 100,
    });
  });
});
