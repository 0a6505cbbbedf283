import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@domain/account/support-email';
import type { CurrentUser } from '@sync/contract/account';
import type { FileFormats } from '@sync/contract/files';
import { AdminFeedbackPage } from './pages/admin-feedback-page';
import { FeedbackDialog, type PickedFile } from './pages/feedback-dialog';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { waitForMail } from './support/outbox';
import { DEMO_ACCOUNTS, signInThroughApi, signOutThroughApi } from './support/sign-in';

const ICON = resolve(import.meta.dirname, '../../public/icons/icon-192.png');
/** Unique to this run, so the message is found among earlier ones. */
const STAMP = `e2e-${Date.now().toString(36)}`;
const MESSAGE = `The rating of my last tournament looks wrong (${STAMP}).\nA screenshot is attached.`;

/** POSTs of attachments the page made (to tell a blocked send from one that started). */
function isUpload(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/file/feedback';
}

describe('feedback: the header dialog for a signed-in user, then the admin Feedback tab', () => {
  let browser: Browser;
  let dialog: FeedbackDialog;
  let user: CurrentUser;
  let formats: FileFormats;
  let board: PickedFile;

  beforeAll(async () => {
    // blocked: the test holds one upload with page.route while it looks at the uploading state
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await signInThroughApi(browser.context, DEMO_ACCOUNTS.user);
    const api = browser.context.request;
    user = (await (await api.get(`${baseUrl()}/api/v1/user`)).json()) as CurrentUser;
    formats = (await (
      await api.get(`${baseUrl()}/api/v1/file/feedback/formats`)
    ).json()) as FileFormats;
    board = { name: 'Board.PNG', mimeType: 'image/png', buffer: await readFile(ICON) };
    dialog = new FeedbackDialog(browser.page);
    await browser.page.goto(`${baseUrl()}/?lng=en`, { waitUntil: 'load' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens from the header by keyboard with the name and e-mail of the signed-in user', async () => {
    expect(formats.MaxSize).toBe(20 * 1024 * 1024);
    const button = browser.page
      .locator('.site-header__desktop')
      .getByRole('button', { name: 'Feedback', exact: true });
    await button.focus();
    await browser.page.keyboard.press('Enter');
    await dialog.root.waitFor({ state: 'visible' });
    expect(await dialog.root.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    await expect.poll(() => dialog.field('Name').inputValue()).toBe(user.Name);
    expect(user.Email).toBe('demo@example.org');
    expect(await dialog.field('Email').inputValue()).toBe(user.Email);
    expect(await dialog.field('Message').inputValue()).toBe('');
    expect(await dialog.counter.innerText()).toBe('0 / 1000');
  });

  it('takes files from the picker and the drop zone, refusing wrong formats and sizes', async () => {
    await dialog.pick([
      board,
      { name: 'notes.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    await expect.poll(() => dialog.fileNames()).toEqual(['Board.PNG']);
    const allowed = formats.Formats.map((format) => `.${format}`).join(', ');
    expect(await dialog.alerts()).toEqual([
      `These files have a format that is not accepted: notes.exe. Allowed formats: ${allowed}.`,
    ]);

    await dialog.drop([
      { name: 'scan.pdf', mimeType: 'application/pdf', size: formats.MaxSize + 1 },
      // a web page dressed as an image: its name passes here, the API refuses its content
      { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html><body>hi</body>') },
    ]);
    await expect.poll(() => dialog.fileNames()).toEqual(['Board.PNG', 'fake.png']);
    await dialog.root.getByText('File is too large. Maximum size: 20MB', { exact: true }).waitFor();
    expect(await dialog.alerts()).toEqual(['File is too large. Maximum size: 20MB scan.pdf']);
  });

  it('blocks a message over 1000 characters, and a failed upload names its file', async () => {
    const uploads: Request[] = [];
    browser.page.on('request', (request) => {
      if (isUpload(request)) uploads.push(request);
    });
    await dialog.field('Message').fill('x'.repeat(1001));
    expect(await dialog.counter.innerText()).toBe('1001 / 1000');
    await dialog.root
      .getByText('The message must be at most 1000 characters', { exact: true })
      .waitFor();
    await dialog.submit.click();
    expect(await dialog.field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(uploads).toHaveLength(0);

    await dialog.field('Message').fill(MESSAGE);
    expect(await dialog.counter.innerText()).toBe(`${MESSAGE.length} / 1000`);
    await dialog.submit.click();
    await dialog.root
      .getByText('fake.png: Upload error. Try again later.', { exact: true })
      .waitFor();
    expect(uploads).toHaveLength(2);
    expect(await dialog.success.count()).toBe(0);
    expect(await dialog.fileNames()).toEqual(['Board.PNG', 'fake.png']);
  });

  it("names a file a proxy refuses with 413 (imitated: a proxy in front of the site is out of a test's reach) with the server's limit, and sends nothing", async () => {
    const sends: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/feedback')
        sends.push(request);
    };
    browser.page.on('request', onRequest);
    await browser.page.route('**/api/v1/file/feedback', (route) =>
      route.fulfill({ status: 413, contentType: 'text/html', body: '<h1>413 Too Large</h1>' }),
    );
    try {
      await dialog.submit.click();
      const megabytes = formats.MaxSize / (1024 * 1024);
      await dialog.root
        .getByText(`Board.PNG: File is too large. Maximum size: ${megabytes}MB`, { exact: true })
        .waitFor();
      expect(megabytes).toBe(20);
      expect(sends).toHaveLength(0);
      expect(await dialog.fileNames()).toEqual(['Board.PNG', 'fake.png']);
    } finally {
      await browser.page.unroute('**/api/v1/file/feedback');
      browser.page.off('request', onRequest);
    }
  });

  it('sends with the accepted file: uploading, then the success screen, then a clear form', async () => {
    await dialog.removeButton('fake.png').click();
    expect(await dialog.fileNames()).toEqual(['Board.PNG']);

    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await browser.page.route('**/api/v1/file/feedback', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.submit.click();
    await expect.poll(() => dialog.submit.getAttribute('aria-busy')).toBe('true');
    expect(await dialog.submit.isDisabled()).toBe(true);
    expect(await dialog.submit.innerText()).toBe('Sending…');
    expect(await dialog.submit.locator('.feedback__spinner').count()).toBe(1);
    release();
    await dialog.success.waitFor();
    // keyboard users go on from Close (the focused Send button is gone with the form)
    await expect
      .poll(() => browser.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Close');
    await browser.page.unroute('**/api/v1/file/feedback');

    const mail = await waitForMail(SUPPORT_EMAIL, (each) => each.body.includes(STAMP));
    expect(mail.subject).toMatch(new RegExp(`^Feedback #\\d+ from ${user.Name}$`));
    expect(mail.body).toContain('Attachments: Board.PNG');

    // readable on a phone
    await browser.page.setViewportSize({ width: 360, height: 740 });
    expect(await dialog.overflows()).toBe(false);

    await dialog.button('Write another').click();
    expect(await dialog.field('Message').inputValue()).toBe('');
    expect(await dialog.fileNames()).toEqual([]);
    expect(await dialog.alerts()).toEqual([]);
    expect(await dialog.field('Name').inputValue()).toBe(user.Name);
    expect(await dialog.overflows()).toBe(false);
    await dialog.button('Cancel').click();
    await dialog.root.waitFor({ state: 'hidden' });
    await browser.page.setViewportSize({ width: 1280, height: 720 });
  });

  it('says that feedback needs a connection when offline', async () => {
    await browser.context.setOffline(true);
    await dialog.open();
    await dialog.root
      .getByText('Sending feedback needs an internet connection. Connect and try again.', {
        exact: true,
      })
      .waitFor();
    expect(await dialog.field('Message').count()).toBe(0);
    await browser.context.setOffline(false);
    await dialog.field('Message').waitFor();
    await dialog.button('Cancel').click();
  });

  it('shows the message to an admin, who opens it, its attachment, and marks it handled', async () => {
    const admin = await launchBrowser({ serviceWorkers: 'block' });
    try {
      await signInThroughApi(admin.context, DEMO_ACCOUNTS.admin);
      const tab = new AdminFeedbackPage(admin.page, baseUrl());
      await tab.open('status=unhandled');
      const item = tab.item(STAMP);
      await item.waitFor();
      expect(await tab.items.first().innerText()).toContain(STAMP);
      expect(await tab.status(item).innerText()).toBe('New');

      await tab.toggle(item).click();
      expect(await tab.toggle(item).getAttribute('aria-expanded')).toBe('true');
      expect(await tab.fact(item, 'Sender').innerText()).toBe(user.Name);
      expect(await tab.fact(item, 'Email').innerText()).toBe(user.Email);
      expect(await tab.fact(item, 'Account').innerText()).toBe(user.UserName);
      expect(await tab.message(item).innerText()).toBe(MESSAGE);
      const link = tab.attachment(item, 'Board.PNG');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/api\/v1\/file\/\d+\?view$/);
      const file = await admin.context.request.get(`${baseUrl()}${href}`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      expect(file.headers()['content-disposition']).toMatch(/^inline/);
      expect(Buffer.compare(await file.body(), board.buffer)).toBe(0);

      await admin.page.setViewportSize({ width: 360, height: 740 });
      expect(
        await admin.page.evaluate(
          () => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth,
        ),
      ).toBe(false);
      await admin.page.setViewportSize({ width: 1280, height: 720 });

      await tab.markButton(item).click();
      await expect.poll(() => tab.status(item).innerText()).toBe('Handled');
      expect(await tab.markButton(item).innerText()).toBe('Mark unhandled');
      await tab.fact(item, 'Handled').waitFor();

      await tab.filter('Handled').click();
      await admin.page.waitForURL((url) => url.searchParams.get('status') === 'handled');
      const handled = tab.item(STAMP);
      await handled.waitFor();

      // an attachment is deleted only after the confirmation
      await tab.expand(handled);
      await tab.deleteButton(handled, 'Board.PNG').click();
      await tab.confirmDelete.waitFor();
      expect(await tab.confirmDelete.innerText()).toContain(
        'The file Board.PNG will be deleted for good.',
      );
      await tab.confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
      await tab.confirmDelete.waitFor({ state: 'hidden' });
      await handled.getByText('No attachments.', { exact: true }).waitFor();
      expect((await admin.context.request.get(`${baseUrl()}${href}`)).status()).toBe(404);

      await tab.filter('Unhandled').click();
      await admin.page.waitForURL((url) => url.searchParams.get('status') === 'unhandled');
      await expect.poll(() => tab.item(STAMP).count()).toBe(0);
    } finally {
      await admin.close();
    }
  });
});

describe('feedback: a send the API refuses', () => {
  it('shows the feedback error in the form and keeps the draft', async () => {
    const browser = await launchBrowser({ serviceWorkers: 'block' });
    try {
      await signInThroughApi(browser.context, DEMO_ACCOUNTS.user);
      await browser.page.goto(`${baseUrl()}/?lng=en`, { waitUntil: 'load' });
      const dialog = new FeedbackDialog(browser.page);
      await dialog.open();
      const log = { name: 'console.txt', mimeType: 'text/plain', buffer: Buffer.from('a log\n') };
      await dialog.pick([log]);
      await expect.poll(() => dialog.fileNames()).toEqual(['console.txt']);
      const text = `This one is refused (${STAMP}).`;
      await dialog.field('Message').fill(text);

      // The session ends between the upload and the send (signed out elsewhere): the upload is
      // no longer this sender's, and the API refuses the message.
      await browser.page.route('**/api/v1/feedback', async (route) => {
        await signOutThroughApi(browser.context);
        await route.continue();
      });
      const answer = browser.page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/v1/feedback',
      );
      await dialog.submit.click();
      expect((await answer).status()).toBe(400);
      await dialog.root.getByText('Feedback error. Try again later.', { exact: true }).waitFor();
      expect(await dialog.alerts()).toEqual(['Feedback error. Try again later.']);
      expect(await dialog.success.count()).toBe(0);
      expect(await dialog.field('Message').inputValue()).toBe(text);
      expect(await dialog.fileNames()).toEqual(['console.txt']);
      expect(await dialog.submit.isDisabled()).toBe(false);
    } finally {
      await browser.close();
    }
  });
});

describe('feedback from a visitor who is not signed in', () => {
  it('asks for name, e-mail and message, then sends with an attachment', async () => {
    const browser = await launchBrowser({ serviceWorkers: 'block' });
    try {
      await browser.page.goto(`${baseUrl()}/?lng=en`, { waitUntil: 'load' });
      const dialog = new FeedbackDialog(browser.page);
      await dialog.open();
      await dialog.field('Message').waitFor();
      expect(await dialog.field('Name').inputValue()).toBe('');
      expect(await dialog.field('Email').inputValue()).toBe('');
      await dialog.submit.click();
      for (const text of ['Enter your name', 'Enter a valid email address', 'Enter a message']) {
        await dialog.root.getByText(text, { exact: true }).waitFor();
      }

      await dialog.field('Name').fill('Anna Visitor');
      await dialog.field('Email').fill('anna@example.org');
      await dialog.field('Message').fill(`A visitor writes (${STAMP}).`);
      await dialog.pick([
        {
          name: 'game.sgf',
          mimeType: 'application/x-go-sgf',
          buffer: Buffer.from('(;GM[1]SZ[9])'),
        },
      ]);
      await expect.poll(() => dialog.fileNames()).toEqual(['game.sgf']);
      await dialog.submit.click();
      await dialog.success.waitFor();
      const mail = await waitForMail(SUPPORT_EMAIL, (each) =>
        each.body.includes(`A visitor writes (${STAMP}).`),
      );
      expect(mail.subject).toMatch(/^Feedback #\d+ from Anna Visitor$/);
      expect(mail.body).toContain('Account: not signed in');
      expect(mail.body).toContain('Attachments: game.sgf');
    } finally {
      await browser.close();
    }
  });
});
