import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithSharedData, EGD_H9_COUNTS, sharedFile } from '@tests/support/shared-data';
import { AdminImportsPage } from './pages/admin-imports-page';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/sign-in';

const EGC_2023 = 'T230723B-egc2023.h9';

/** Processing recomputes the whole demo history: allow it time on a slow machine. */
const PROCESSING_TIMEOUT_MS = 180_000;

describeWithSharedData('imports from the browser (/admin/imports) for the demo admin', () => {
  let browser: Browser;
  let imports: AdminImportsPage;

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await signInThroughApi(browser.context, DEMO_ACCOUNTS.admin);
    imports = new AdminImportsPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('checks a file before sending it: a binary file is refused and nothing is sent', async () => {
    await imports.open();
    let sent = false;
    browser.page.on('request', (request) => {
      if (request.url().includes('/api/v1/admin/imports')) sent = true;
    });
    await imports.format.selectOption('h9');
    await imports.choose({
      name: 'results.h9',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]),
    });
    await imports.importButton.click();
    await expect.poll(() => imports.alert.textContent()).toBe('This is not a text file.');
    expect(sent).toBe(false);
  });

  it("shows the server's refusal of a file it cannot read, with the reason", async () => {
    await imports.format.selectOption('h9');
    await imports.choose({
      name: 'empty.h9',
      mimeType: 'text/plain',
      buffer: Buffer.from('; TC[T990101Z]\n; EV[No rows]\n; DT[2099-01-01,2099-01-01]\n'),
    });
    await imports.importButton.click();
    await expect
      .poll(() => imports.alert.textContent())
      .toBe('The file cannot be read; nothing was imported. empty.h9 has no readable player rows');
    expect(await imports.report.count()).toBe(0);
  });

  it('recognises the EGC 2023 h9 file, imports it with a progress bar and shows the report', async () => {
    const [players, games] = EGD_H9_COUNTS[EGC_2023];
    await imports.format.selectOption('opengotha');
    await imports.choose({
      name: EGC_2023,
      mimeType: 'text/plain',
      buffer: readFileSync(sharedFile('egd-h9', EGC_2023)),
    });
    await expect.poll(() => imports.format.inputValue()).toBe('h9');
    await imports.watchForProgressBar();
    await imports.importButton.click();
    await imports.report.waitFor({ timeout: 60_000 });
    expect(await imports.count('Tournament').textContent()).toBe(
      'European Go Congress Main Tournament (new)',
    );
    const [created, matched] = (await imports.count('Players').textContent())!
      .match(/^(\d+) new, (\d+) found again$/)!
      .slice(1)
      .map(Number);
    expect(created + matched).toBe(players);
    expect(await imports.count('Standings').textContent()).toMatch(
      new RegExp(`^${players} in all: ${players} added, 0 changed, 0 removed$`),
    );
    expect(await imports.count('Games').textContent()).toMatch(new RegExp(`^${games} in all: `));
    // every line of the EGC 2023 file is read
    expect(await imports.report.textContent()).toMatch(/No line was skipped\.$/);
    expect(await imports.progressBarWasShown()).toBe(true);
  });

  it('is readable at 360 px', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    expect(await imports.widerThanViewport()).toEqual([]);
    expect(await imports.app.hasHorizontalOverflow()).toBe(false);
    await browser.page.setViewportSize({ width: 1280, height: 800 });
  });

  it('processes the imported tournament: its status becomes ended', async () => {
    await imports.processButton.click();
    await expect
      .poll(() => imports.processStatus.getAttribute('data-status'), {
        timeout: PROCESSING_TIMEOUT_MS,
        interval: 500,
      })
      .toBe('ended');
    expect(await imports.processStatus.textContent()).toBe('Status: ended');
    expect(await imports.alert.count()).toBe(0);
  });
});
