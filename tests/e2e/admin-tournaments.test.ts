import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTournament } from '@sync/contract/admin-tournaments';
import type { Page } from '@sync/contract/common';
import type { TournamentSummary } from '@sync/contract/tournaments';
import { AdminTournamentsPage } from './pages/admin-tournaments-page';
import { SyncIndicator } from './pages/sync-indicator';
import { TournamentsPage } from './pages/tournaments-page';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { importIntoServer } from './support/server-import';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/sign-in';

/** Letters only (the importer's names), different on every run. */
function uniqueWord(): string {
  return (Date.now() * 1000 + Math.floor(Math.random() * 1000))
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + parseInt(digit, 26)))
    .join('');
}

/** A one-round EGD h9 tournament of two new players, this test's own. */
function tinyH9(title: string, surname: string, date: string): string {
  return [
    `; TC[E2A${date.replaceAll('-', '')}${surname.slice(-6)}]`,
    `; EV[${title}]`,
    '; PC[RU, Moscow]',
    `; DT[${date},${date}]`,
    '; HA[h9]',
    ';',
    '; Pl Name Grd Co Club Wins R1',
    `  1 ${surname} Anna   5k RU xxx  1   2+/w0  |`,
    `  2 ${surname} Boris  6k RU xxx  0   1-/b0  |`,
    '',
  ].join('\n');
}

async function importOwn(kind: string): Promise<{ id: number; title: string }> {
  const word = uniqueWord();
  const title = `Admin e2e ${kind} ${word}`;
  const today = new Date().toISOString().slice(0, 10);
  await importIntoServer('h9', `E2E-${kind}-${word}.h9`, tinyH9(title, `Zt${word}`, today));
  const found = await apiGet<Page<TournamentSummary>>(
    `tournaments?title=${encodeURIComponent(title)}`,
  );
  expect(found.items.map((t) => t.titleLatin)).toEqual([title]);
  return { id: found.items[0].id, title };
}

describe('the admin tournaments tab for the demo admin', () => {
  let browser: Browser;
  let admin: AdminTournamentsPage;
  let tournaments: TournamentsPage;
  let sync: SyncIndicator;
  let pinned: { id: number; title: string };
  let hidden: { id: number; title: string };

  /** The tournament as the admin API says it is now (through the browser's admin session). */
  const adminView = async (id: number, title: string) => {
    const response = await browser.context.request.get(
      `${baseUrl()}/api/v1/admin/tournaments?title=${encodeURIComponent(title)}`,
    );
    const list = (await response.json()) as { items: AdminTournament[] };
    return list.items.find((t) => t.id === id)!;
  };

  beforeAll(async () => {
    pinned = await importOwn('pin');
    hidden = await importOwn('hide');
    browser = await launchBrowser();
    await signInThroughApi(browser.context, DEMO_ACCOUNTS.admin);
    admin = new AdminTournamentsPage(browser.page, baseUrl());
    tournaments = new TournamentsPage(browser.page, baseUrl());
    sync = new SyncIndicator(browser.page);
  });

  afterAll(async () => {
    // put back what other files could see: this test's tournaments unpinned and shown
    if (browser) {
      for (const own of [pinned, hidden]) {
        const now = own && (await adminView(own.id, own.title));
        if (now?.pinned)
          await browser.context.request.get(`${baseUrl()}/api/v1/admin/tournaments/pin/${own.id}`);
        if (now && !now.visible)
          await browser.context.request.get(
            `${baseUrl()}/api/v1/admin/tournaments/ignore/${own.id}`,
          );
      }
      await browser.context.setOffline(false);
      await browser.close();
    }
  });

  it('lists every tournament 5 a page with the total, the filters in the address', async () => {
    await admin.open();
    await admin.rows.first().waitFor();
    expect(await admin.rows.count()).toBe(5);
    expect(await admin.summary.innerText()).toMatch(/^\d+ tournaments$/);
    await admin.open({ title: pinned.title });
    await admin.row(pinned.id).waitFor();
    expect(await admin.rows.count()).toBe(1);
    expect(await admin.summary.innerText()).toBe('1 tournament');
  });

  it('pins a tournament: it comes first in /tournaments', async () => {
    await admin.open({ title: pinned.title });
    await admin.action(pinned.id, 'Pin').click();
    await admin.action(pinned.id, 'Unpin').waitFor();
    expect(await admin.flags(pinned.id)).toEqual(['Pinned']);
    expect((await adminView(pinned.id, pinned.title)).pinned).toBe(true);

    await tournaments.open('?lng=en');
    await sync.waitForSynced();
    await tournaments.waitForRows();
    // before every month's cards, with the other pinned ones (the demo pins some big events)
    await expect
      .poll(async () => (await admin.publicListIds()).pinned, { timeout: 15_000 })
      .toContain(pinned.id);
    const { pinned: pinnedIds, all } = await admin.publicListIds();
    expect(all.indexOf(pinned.id)).toBeLessThan(pinnedIds.length);
    expect(all.slice(0, pinnedIds.length)).toEqual(pinnedIds);
    await expect
      .poll(() =>
        admin.app.main
          .locator('.tournaments-pinned')
          .getByRole('link', { name: pinned.title })
          .count(),
      )
      .toBe(1);
  });

  it('hides a tournament: gone from the public list and from the offline copy after a sync', async () => {
    await tournaments.open(`?title=${encodeURIComponent(hidden.title)}&lng=en`);
    await tournaments.app.waitForServiceWorkerControl();
    await sync.waitForSynced();
    await tournaments.waitForRows();
    expect(await tournaments.ids()).toEqual([hidden.id]);
    expect((await admin.localTournament(hidden.id))?.title).toBe(hidden.title);

    await admin.open({ title: hidden.title });
    await admin.action(hidden.id, 'Hide').click();
    await admin.action(hidden.id, 'Show').waitFor();
    expect(await admin.flags(hidden.id)).toEqual(['Hidden']);
    const publicList = await apiGet<Page<TournamentSummary>>(
      `tournaments?title=${encodeURIComponent(hidden.title)}`,
    );
    expect(publicList.total).toBe(0);

    await tournaments.open(`?title=${encodeURIComponent(hidden.title)}&lng=en`);
    await sync.waitForSynced();
    await expect.poll(() => admin.localTournament(hidden.id), { timeout: 15_000 }).toBeNull();
    await tournaments.empty.waitFor();

    // offline, the copy on this device still has it no more
    await browser.context.setOffline(true);
    await tournaments.app.reload();
    await tournaments.app.waitForHeading('Tournaments');
    await tournaments.empty.waitFor();
    expect(await admin.localTournament(hidden.id)).toBeNull();
    await browser.context.setOffline(false);
  });

  it('processes a tournament, showing its status until it has ended', async () => {
    await admin.open({ title: pinned.title });
    expect(await admin.status(pinned.id).innerText()).toBe('Ended');
    await admin.action(pinned.id, 'Process').click();
    // the answer says processing (the page reads it again every second until it has ended)
    await admin.row(pinned.id).getByRole('progressbar').waitFor();
    expect(await admin.status(pinned.id).innerText()).toBe('Processing');
    expect(await admin.action(pinned.id, 'Process').isDisabled()).toBe(true);
    await expect.poll(() => admin.status(pinned.id).innerText(), { timeout: 60_000 }).toBe('Ended');
    expect(await admin.action(pinned.id, 'Process').isEnabled()).toBe(true);
    expect((await adminView(pinned.id, pinned.title)).processing).toMatchObject({ phase: 'done' });
  });

  it('edits a tournament: an end before the start is refused; a komi change offers processing', async () => {
    await admin.open({ title: pinned.title });
    await admin.action(pinned.id, 'Edit').click();
    await admin.dialog.waitFor();
    await admin.dialogField('End date').fill('2000-01-01');
    await admin.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.dialog.getByText('The end cannot be before the start').waitFor();
    const before = await adminView(pinned.id, pinned.title);
    expect(before.endDate).not.toBe('2000-01-01');

    await admin.dialogField('End date').fill(before.startDate);
    await admin.dialogField('Komi').fill('7.5');
    await admin.dialogField('Rounds').fill('3');
    await admin.dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.dialog.getByText('The change affects the ratings', { exact: false }).waitFor();
    await admin.dialog.getByRole('button', { name: 'Later', exact: true }).click();
    await admin.dialog.waitFor({ state: 'detached' });
    const after = await adminView(pinned.id, pinned.title);
    expect(after).toMatchObject({ komi: 7.5, rounds: 3, status: 'ended' });
  });

  it('reads on a 360 px phone as cards, without a sideways scroll', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    try {
      await admin.open({ title: pinned.title });
      await admin.row(pinned.id).waitFor();
      expect(await admin.app.hasHorizontalOverflow()).toBe(false);
      expect(await admin.action(pinned.id, 'Unpin').isVisible()).toBe(true);
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });
});
