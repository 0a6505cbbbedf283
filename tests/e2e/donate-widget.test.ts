import type { DonateConfig } from '@sync/contract/donate';
import type { DonationsTotal } from '@sync/contract/site';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppPage } from './pages/app-page';
import { DonateDialog } from './pages/donate-dialog';
import { HomePage } from './pages/home-page';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import {
  imitateWidget,
  signNotification,
  startDonateServer,
  type DonateServer,
  type WidgetBehaviour,
} from './support/tbank-imitation';

const INIT_ERROR = 'Payment widget failed to initialise. Try again later.';

describe("the donate dialog's widget states, with an imitation of T-Bank's widget (the provider is out of a test's reach)", () => {
  let server: DonateServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startDonateServer();
    browser = await launchBrowser({ serviceWorkers: 'block' });
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
    await server?.stop();
    await server?.drop();
  });

  async function openPage(origin: string, widget?: WidgetBehaviour): Promise<Page> {
    const page = await browser.context.newPage();
    if (widget) await imitateWidget(page, server.widgetUrl, widget);
    const app = new AppPage(page, origin);
    await app.open('/?lng=en');
    await app.waitForHeading('Go Federation');
    return page;
  }

  it('shows the init error and no form when the script fails to load', async () => {
    const page = await openPage(server.baseUrl, 'fails to load');
    const dialog = new DonateDialog(page);
    await dialog.open();
    await dialog.alerts.first().waitFor();
    expect(await dialog.alerts.allTextContents()).toEqual([INIT_ERROR]);
    expect(await dialog.amount.count()).toBe(0);
    await page.close();
  });

  it('shows the init error when the script loads but defines no pay()', async () => {
    const page = await openPage(server.baseUrl, 'no pay function');
    const dialog = new DonateDialog(page);
    await dialog.open();
    await dialog.alerts.first().waitFor();
    expect(await dialog.alerts.allTextContents()).toEqual([INIT_ERROR]);
    await page.close();
  });

  it('shows the init error on a server without the TBANK_* settings', async () => {
    const answer = await fetch(`${baseUrl()}/api/v1/donate/config`);
    expect((await answer.json()) as DonateConfig).toEqual({
      configured: false,
      terminalKey: null,
      widgetUrl: null,
    });
    const page = await openPage(baseUrl());
    const dialog = new DonateDialog(page);
    await dialog.open();
    await dialog.alerts.first().waitFor();
    expect(await dialog.alerts.allTextContents()).toEqual([INIT_ERROR]);
    expect(await page.locator('script[data-donate-widget]').count()).toBe(0);
    await page.close();
  });

  it('adds the widget script once, however often the dialog opens', async () => {
    const page = await openPage(server.baseUrl, 'imitation');
    const dialog = new DonateDialog(page);
    await dialog.open();
    await dialog.amount.waitFor();
    await dialog.close();
    await dialog.open();
    await dialog.amount.waitFor();
    expect(await page.locator(`script[src="${server.widgetUrl}"]`).count()).toBe(1);
    await page.close();
  });

  it('says offline that a donation needs a connection, and shows no form', async () => {
    const page = await openPage(server.baseUrl, 'imitation');
    await browser.context.setOffline(true);
    try {
      const dialog = new DonateDialog(page);
      await dialog.open();
      await dialog.connectionNotice.waitFor();
      expect(await dialog.connectionNotice.textContent()).toBe(
        'No internet connectionA donation needs an internet connection. Connect and try again.',
      );
      expect(await dialog.amount.count()).toBe(0);
    } finally {
      await browser.context.setOffline(false);
    }
    await page.close();
  });

  it("counts a notification signed with the terminal's password in the main page's total", async () => {
    const total = async () =>
      ((await (await fetch(`${server.baseUrl}/api/v1/donate/total`)).json()) as DonationsTotal)
        .total;
    expect(await total()).toBe(0);
    const page = await browser.context.newPage();
    const home = new HomePage(page, server.baseUrl);
    await home.open();
    await expect.poll(() => home.stat('donations').textContent()).toBe('0\u00a0₽');

    const notification = {
      TerminalKey: server.terminalKey,
      OrderId: '1764000000000042',
      Success: true,
      Status: 'CONFIRMED',
      PaymentId: 7001,
      ErrorCode: '0',
      Amount: 50000,
      CardId: 11,
      Pan: '430000******0777',
      ExpDate: '1230',
    };
    const post = (body: object) =>
      fetch(`${server.baseUrl}/api/v1/donate/notification`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const forged = await post(signNotification(notification, 'not-the-password'));
    expect(forged.status).toBe(400);
    expect(await total()).toBe(0);

    const accepted = await post(signNotification(notification, server.password));
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toBe('OK');
    expect(await total()).toBe(500);

    await home.app.reload();
    await expect.poll(() => home.stat('donations').textContent()).toBe('500\u00a0₽');
    await page.close();
  });
});
