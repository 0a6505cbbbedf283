import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserList } from '@sync/contract/account';
import { AdminLogsPage } from './pages/admin-logs-page';
import { CrashScreen } from './pages/crash-screen';
import { createActiveUser } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/sign-in';

const THROWN = 'Test error: this page throws on purpose';

/** Whether the page scrolls sideways. */
function pageOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);
}

describe('the Logs tab (/admin/logs) for the demo admin', () => {
  let browser: Browser;
  let logs: AdminLogsPage;

  /** Opens the page that throws in a tab of its own; answers its report's request id. */
  async function crashInAnotherTab(): Promise<string> {
    const crashTab = await browser.context.newPage();
    const reported = crashTab.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/v1/log',
    );
    await crashTab.goto(new URL('/throw-error?lng=en', baseUrl()).href);
    await new CrashScreen(crashTab).root.waitFor();
    const report = await reported;
    expect(report.status()).toBe(204);
    const requestId = report.headers()['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await crashTab.close();
    return requestId;
  }

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await signInThroughApi(browser.context, DEMO_ACCOUNTS.admin);
    logs = new AdminLogsPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the report of a crash in another tab by itself, and its stack opens', async () => {
    // Since a minute ago, on the browser's clock (the field's local date-time).
    const since = await browser.page.evaluate(() => {
      const moment = new Date(Date.now() - 60_000);
      moment.setMinutes(moment.getMinutes() - moment.getTimezoneOffset());
      return moment.toISOString().slice(0, 16);
    });
    await logs.open(`since=${since}&source=client&text=${encodeURIComponent(THROWN)}`);
    expect(await logs.field('Since').inputValue()).toBe(since);
    expect(await logs.field('Source').inputValue()).toBe('client');
    expect(await logs.field('Text in the message or path').inputValue()).toBe(THROWN);
    expect(await logs.pauseButton.getAttribute('aria-pressed')).toBe('false');
    // Other tests crash the same page: their reports and this one are one entry with a count.
    const before = await logs.reports();

    const requestId = await crashInAnotherTab();
    // The tab refreshes itself (every 10 s while visible): no reload here.
    await expect.poll(() => logs.reports(), { timeout: 25_000 }).toBeGreaterThan(before);
    const entry = logs.entries.first();
    expect(await entry.innerText()).toContain(`${THROWN} at ${baseUrl()}/throw-error`);
    expect(await entry.innerText()).toContain('browser');

    const toggle = logs.toggle(entry);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await logs.stack(entry).count()).toBe(0);
    await toggle.focus();
    await browser.page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await logs.stack(entry).waitFor();
    expect(await logs.stack(entry).innerText()).toContain(`Error: ${THROWN}`);
    // the entry shows its last report's request id: ours, unless another test's crash of the
    // same page (three other files open it, maybe at the same time) came after it; the tab may
    // show a count from before the last report it heard of, so wait for its next refresh
    await expect
      .poll(
        async () => {
          const shownId = await logs.detail(entry, 'Request id').innerText();
          if (shownId === requestId) return 'ours';
          return (await logs.reports()) > before + 1 && /^[0-9a-f-]{36}$/.test(shownId)
            ? 'a later one'
            : shownId;
        },
        { timeout: 25_000 },
      )
      .toMatch(/^(ours|a later one)$/);

    // Readable on a phone: nothing, not even the opened stack, is wider than 360 px.
    await browser.page.setViewportSize({ width: 360, height: 800 });
    expect(await pageOverflow(browser.page)).toBe(false);
    await browser.page.setViewportSize({ width: 1280, height: 800 });

    await browser.page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await logs.stack(entry).count()).toBe(0);
  });

  it('counts a repeated crash on its entry: one line, "N times"', async () => {
    const entries = await logs.entries.count();
    const reports = await logs.reports();
    await crashInAnotherTab();
    // at least ours: another file's crash of the same page may join the same entry meanwhile
    await expect
      .poll(() => logs.reports(), { timeout: 25_000 })
      .toBeGreaterThanOrEqual(reports + 1);
    expect(await logs.entries.count()).toBe(entries);
    // the newest report was a repeat (no new line): its entry, now first, says how many times
    await expect
      .poll(async () => /\b\d+ times\b/.exec(await logs.entries.first().innerText())?.[0])
      .toMatch(/^([2-9]|\d{2,}) times$/);
  });

  it('filters by level through the address, and the pause toggle stops the refresh', async () => {
    await logs.field('Level').selectOption('error');
    await logs.page.waitForURL((url) => url.searchParams.get('level') === 'error');
    await logs.app.main.getByText('No entries match the filters.').waitFor();

    await logs.pauseButton.click();
    expect(await logs.pauseButton.getAttribute('aria-pressed')).toBe('true');
    await logs.app.main.getByText('Automatic refresh is paused.').waitFor();
    await logs.pauseButton.click();
    await logs.app.main.getByText('Refreshed every 10 seconds while this page is open.').waitFor();
  });

  it('lists admin actions in the Audit view: a role change of an account of this test', async () => {
    const { username } = await createActiveUser(`logs${Date.now().toString(36)}`);
    const api = browser.context.request;
    const found = await api.get(`${baseUrl()}/api/v1/users?username=${username}`);
    const id = ((await found.json()) as UserList).items[0].ID;
    for (const roles of [['user', 'admin'], ['user']]) {
      const response = await api.patch(`${baseUrl()}/api/v1/admin/user/${id}/roles`, {
        data: { roles },
        headers: { Origin: baseUrl() },
      });
      expect(response.status()).toBe(200);
    }

    await logs.open('view=audit&action=user.roles');
    await logs.view('Audit').waitFor();
    expect(await logs.view('Audit').getAttribute('aria-current')).toBe('page');
    const item = logs.auditItems.filter({ hasText: `user:${id}` });
    await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(2);
    expect(await item.first().innerText()).toContain(DEMO_ACCOUNTS.admin);
    expect(await item.first().innerText()).toContain('user.roles');
    expect(await item.first().innerText()).toMatch(/before\s+user, admin\s+after\s+user/);
    await browser.page.setViewportSize({ width: 360, height: 800 });
    expect(await pageOverflow(browser.page)).toBe(false);
    await browser.page.setViewportSize({ width: 1280, height: 800 });
  });
});
