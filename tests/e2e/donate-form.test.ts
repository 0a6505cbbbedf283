import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AppPage } from './pages/app-page';
import { DonateDialog } from './pages/donate-dialog';
import { launchBrowser, type Browser } from './support/browser';
import {
  imitateWidget,
  recordedPayments,
  startDonateServer,
  type DonateServer,
} from './support/tbank-imitation';

/** The item rules of the spec's receipt (section 3), whatever the amount. */
const ITEM_RULES = {
  Name: 'Пожертвование',
  Quantity: 1,
  PaymentMethod: 'full_payment',
  PaymentObject: 'another',
  Tax: 'none',
  MeasurementUnit: 'pc',
};

describe("the donate form with an imitation of T-Bank's widget (the provider is out of a test's reach)", () => {
  let server: DonateServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startDonateServer();
    // no service worker: every request, the widget's script too, reaches page.route
    browser = await launchBrowser({ serviceWorkers: 'block' });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await server?.drop();
  });

  /** A new page of the configured server in English with the imitation widget, dialog open. */
  async function openDialog(width = 1280): Promise<{ page: Page; dialog: DonateDialog }> {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await imitateWidget(page, server.widgetUrl, 'imitation');
    const app = new AppPage(page, server.baseUrl);
    await app.open('/?lng=en');
    await app.waitForHeading('Go Federation');
    const dialog = new DonateDialog(page);
    await dialog.open();
    await dialog.amount.waitFor();
    return { page, dialog };
  }

  it('requires the amount and the full name, and an e-mail or a phone, with the exact texts', async () => {
    const { page, dialog } = await openDialog();
    await dialog.submit();
    expect(await dialog.errorOf('amount').textContent()).toBe('Enter the amount');
    expect(await dialog.errorOf('name').textContent()).toBe('Enter your full name');
    expect(await dialog.contactError.textContent()).toBe(
      'The E-mail or Phone field cannot be empty',
    );
    expect(await dialog.amount.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.amount.evaluate((input) => input === document.activeElement)).toBe(true);

    await dialog.fill({ amount: '12.5', name: 'Ivan Petrov' });
    expect(await dialog.errorOf('amount').textContent()).toBe(
      'Enter whole roubles, from 1 to 1000000',
    );
    expect(await dialog.errorOf('name').count()).toBe(0);
    await dialog.fill({ amount: '500', phone: '+7 900 123-45-67' });
    expect(await dialog.contactError.count()).toBe(0);
    await dialog.fill({ phone: '', email: 'ivan@' });
    expect(await dialog.errorOf('email').textContent()).toBe('Enter a valid email address');
    expect(await dialog.contactError.count()).toBe(0);
    await dialog.submit();
    expect(await recordedPayments(page)).toEqual([]);
    await page.close();
  });

  it('gives pay(form) the hidden fields and the exact receipt for 500 roubles', async () => {
    const { page, dialog } = await openDialog();
    await dialog.fill({ amount: '500', name: 'Иван Петров', email: 'ivan@example.org' });
    await dialog.submit();
    await expect.poll(() => recordedPayments(page)).toHaveLength(1);
    const [fields] = await recordedPayments(page);
    expect(Object.keys(fields).sort()).toEqual(
      [
        'amount',
        'description',
        'email',
        'frame',
        'language',
        'name',
        'order',
        'phone',
        'receipt',
        'terminalkey',
      ].sort(),
    );
    expect(fields).toMatchObject({
      terminalkey: server.terminalKey,
      frame: 'false',
      language: 'ru',
      amount: '500',
      description: 'Пожертвование',
      name: 'Иван Петров',
      email: 'ivan@example.org',
      phone: '',
    });
    expect(fields.order).toMatch(/^\d{16}$/);
    expect(JSON.parse(fields.receipt)).toEqual({
      Email: 'ivan@example.org',
      Taxation: 'usn_income_outcome',
      FfdVersion: '1.2',
      Items: [{ ...ITEM_RULES, Price: '50000', Amount: '50000' }],
    });
    expect(await dialog.sent.textContent()).toBe("Continue the payment on the bank's page.");

    // another try is another order, and a phone alone goes into the receipt as Phone
    await dialog.fill({ amount: '0750', email: '', phone: '+79001234567' });
    await dialog.submit();
    await expect.poll(() => recordedPayments(page)).toHaveLength(2);
    const second = (await recordedPayments(page))[1];
    expect(second.order).not.toBe(fields.order);
    expect(second.amount).toBe('750');
    expect(JSON.parse(second.receipt)).toEqual({
      Phone: '+79001234567',
      Taxation: 'usn_income_outcome',
      FfdVersion: '1.2',
      Items: [{ ...ITEM_RULES, Price: '75000', Amount: '75000' }],
    });
    await page.close();
  });

  it('is filled and sent with the keyboard alone', async () => {
    const { page, dialog } = await openDialog();
    for (let presses = 0; presses < 10; presses += 1) {
      if (await dialog.amount.evaluate((input) => input === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type('100');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Anna Ivanova');
    await page.keyboard.press('Tab');
    await page.keyboard.type('anna@example.org');
    await page.keyboard.press('Enter');
    await expect.poll(() => recordedPayments(page)).toHaveLength(1);
    const [fields] = await recordedPayments(page);
    expect(fields.name).toBe('Anna Ivanova');
    expect(JSON.parse(fields.receipt)).toMatchObject({ Items: [{ Price: '10000' }] });
    await page.close();
  });

  it('speaks Russian to a Russian reader, the receipt staying the same', async () => {
    const page = await browser.context.newPage();
    await imitateWidget(page, server.widgetUrl, 'imitation');
    const app = new AppPage(page, server.baseUrl);
    await app.open('/?lng=ru');
    await app.waitForHeading('Федерация го');
    await page.locator('header.site-header .site-header__desktop .button--donate').click();
    const dialog = page.getByRole('dialog', { name: 'Поддержать федерацию' });
    await dialog.getByLabel('Сумма, ₽').fill('300');
    await dialog.getByLabel('ФИО').fill('Иван Петров');
    await dialog.getByRole('button', { name: 'Пожертвовать' }).click();
    expect(await dialog.locator('#donate-contact-error').textContent()).toBe(
      'Поле E-mail или Телефон не должно быть пустым',
    );
    await dialog.getByLabel('Телефон').fill('+79001234567');
    await dialog.getByRole('button', { name: 'Пожертвовать' }).click();
    await expect.poll(() => recordedPayments(page)).toHaveLength(1);
    const [fields] = await recordedPayments(page);
    expect(JSON.parse(fields.receipt)).toMatchObject({
      Phone: '+79001234567',
      Items: [{ ...ITEM_RULES, Price: '30000', Amount: '30000' }],
    });
    await page.close();
  });

  it('fits a 360 px screen: every field and button inside the dialog, no sideways scroll', async () => {
    const { page, dialog } = await openDialog(360);
    await dialog.submit();
    await dialog.contactError.waitFor();
    const box = await dialog.root.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    for (const control of [
      dialog.amount,
      dialog.name,
      dialog.email,
      dialog.phone,
      dialog.submitButton,
    ]) {
      const inner = await control.boundingBox();
      expect(inner!.x).toBeGreaterThanOrEqual(box!.x);
      expect(inner!.x + inner!.width).toBeLessThanOrEqual(box!.x + box!.width);
    }
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.close();
  });
});
