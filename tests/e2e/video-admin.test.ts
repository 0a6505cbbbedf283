import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVideoPage } from '@sync/contract/video';
import { AppPage } from './pages/app-page';
import { Toaster } from './pages/toaster';
import { createActiveUser, TEST_PASSWORD, uniqueName } from './support/accounts';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/sign-in';
import { myConversions, uploadThroughApi, waitForFinished } from './support/video-uploads';
import { waitUntil } from './support/wait-until';

const NOT_A_VIDEO = 'The file is not a video';

describe('the admin Video tab', () => {
  let admin: Browser;
  let user: Browser;
  let app: AppPage;
  let toaster: Toaster;
  let username: string;
  const kept = uniqueName('Kept ');
  const removed = uniqueName('Removed ');

  const item = (name: string): Locator =>
    app.main.locator('.admin-video__item').filter({
      has: app.page.locator('.admin-video__name', { hasText: new RegExp(`^${name}$`) }),
    });
  const statusOf = (name: string) =>
    item(name).locator('.admin-video__status').getAttribute('data-status');

  beforeAll(async () => {
    user = await launchBrowser({ serviceWorkers: 'block' });
    ({ username } = await createActiveUser('vadm'));
    await signInThroughApi(user.context, username, TEST_PASSWORD);
    for (const name of [kept, removed]) {
      await uploadThroughApi(user.page.request, name, 'clip.mp4', Buffer.from('no video here'));
    }
    for (const name of [kept, removed]) await waitForFinished(user.page.request, name);

    admin = await launchBrowser({ serviceWorkers: 'block' });
    await signInThroughApi(admin.context, DEMO_ACCOUNTS.admin);
    app = new AppPage(admin.page, baseUrl());
    toaster = new Toaster(admin.page);
  });

  afterAll(async () => {
    await admin?.close();
    await user?.close();
  });

  it('is a tab of /admin listing every user’s conversions with the user and the error in words', async () => {
    await app.open('/admin?lng=en');
    await app.main.getByRole('link', { name: 'Video', exact: true }).click();
    await app.waitForPath('/admin/video');
    await app.main.getByRole('heading', { name: 'Video conversions' }).waitFor();
    const row = item(kept);
    await row.waitFor();
    await row.locator('.admin-video__fact', { hasText: username }).waitFor();
    await row.getByText(`The conversion failed: ${NOT_A_VIDEO}`).waitFor();
    expect(await statusOf(kept)).toBe('error');
  });

  it('filters by status in the address, and counts', async () => {
    await app.open('/admin/video?lng=en');
    await app.main.getByRole('link', { name: /^Failed \(\d+\)$/ }).click();
    await waitUntil(
      () => Promise.resolve(app.page.url().includes('status=error')),
      'the status in the URL',
    );
    await item(kept).waitFor();
    const page = (await (
      await admin.page.request.get(`${baseUrl()}/api/v1/admin/video?status=error`)
    ).json()) as AdminVideoPage;
    await app.main
      .locator('.admin-page__summary', { hasText: `${page.total} conversion` })
      .waitFor();
    expect(page.items.every((conversion) => conversion.status === 'error')).toBe(true);

    await app.main.getByRole('link', { name: /^Done \(\d+\)$/ }).click();
    await waitUntil(
      () => Promise.resolve(app.page.url().includes('status=done')),
      'the done filter',
    );
    await waitUntil(async () => (await item(kept).count()) === 0, 'the failed one filtered out');
  });

  it('converts a failed conversion again: it waits, and the list follows it to its end', async () => {
    await app.open('/admin/video?lng=en');
    await app.main.getByRole('button', { name: `Convert ${kept} again`, exact: true }).click();
    await toaster.toast(`“${kept}” waits for its conversion again`).waitFor();
    // the same video fails again the same way, and the tab shows it without a reload
    await waitForFinished(user.page.request, kept);
    await waitUntil(async () => (await statusOf(kept)) === 'error', 'the row to show the error');
  });

  it('deletes a conversion after a confirmation', async () => {
    await app.open('/admin/video?lng=en');
    await app.main.getByRole('button', { name: `Delete ${removed}`, exact: true }).click();
    const dialog = admin.page.locator('dialog[open]');
    await dialog.getByText(`“${removed}” of ${username} and its video file are deleted.`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await item(removed).waitFor();

    await app.main.getByRole('button', { name: `Delete ${removed}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toaster.toast(`“${removed}” is deleted`).waitFor();
    await waitUntil(async () => (await item(removed).count()) === 0, 'the row to go');
    const names = (await myConversions(user.page.request)).map((conversion) => conversion.name);
    expect(names).toContain(kept);
    expect(names).not.toContain(removed);
  });

  it('fits a 360 px phone without sideways scroll', async () => {
    await admin.page.setViewportSize({ width: 360, height: 740 });
    await app.open('/admin/video?lng=en');
    await item(kept).waitFor();
    const widths = await admin.page.evaluate(() => ({
      scroll: document.scrollingElement?.scrollWidth ?? 0,
      inner: window.innerWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  });

  it('is not for a user without the admin role', async () => {
    await user.page.goto(`${baseUrl()}/admin/video?lng=en`);
    await user.page.waitForURL((url) => url.pathname === '/');
  });
});
