import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeedbackMessage } from '@api/feedback/feedback-message.entity';
import { StoredFile } from '@api/files/stored-file.entity';
import { QueuedMail } from '@api/mail/queued-mail.entity';
import {
  closeAppWithInbox,
  signedInUser,
  startAppWithInbox,
  type AppWithInbox,
} from './support/accounts';
import { INVALID_REQUEST_DATA } from './support/expected-errors';
import {
  PNG,
  uploadedName,
  uploaderCookieOf,
  uploadFeedbackFile,
} from './support/feedback-uploads';
import type { ReceivedMail } from './support/smtp-inbox';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const SUPPORT = 'support@gofederation.ru';

/** The attachments of a raw message: file name and decoded bytes of each base64 part. */
function attachmentsIn(raw: string): { filename: string; bytes: Buffer }[] {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts.flatMap((part) => {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) return [];
    const head = part.slice(0, split.index).replace(/\r?\n[ \t]+/g, ' ');
    if (!/content-disposition:\s*attachment/i.test(head)) return [];
    const body = part.slice(split.index + split[0].length).split(/\r?\n--/)[0];
    return [{ filename: filenameIn(head), bytes: Buffer.from(body, 'base64') }];
  });
}

/** A Content-Disposition's file name: plain, or RFC 2231 (`filename*0*=utf-8''...` pieces). */
function filenameIn(head: string): string {
  const plain = /filename=(?:"([^"]*)"|([^;\s]+))/i.exec(head);
  if (plain) return plain[1] ?? plain[2];
  const pieces = [...head.matchAll(/filename\*(?:\d+\*?)?\*?=([^;\s]+)/gi)].map((m) => m[1]);
  return decodeURIComponent(pieces.join('').replace(/^utf-8''/i, ''));
}

const send = (t: Pick<TestApp, 'http'>, body: unknown, cookie?: string) => {
  const post = t.http().post('/api/v1/feedback').set('Origin', TEST_ORIGIN);
  if (cookie) post.set('Cookie', cookie);
  return post.send(body as object);
};

const valid = (attachments: string[] = []) => ({
  Name: 'Анна Петрова',
  Email: 'anna@example.org',
  Message: 'The rating page shows an error.\nSee the screenshot.',
  Attachments: attachments,
});

describe('POST /feedback, e-mailed over SMTP with its attachments', () => {
  let site: AppWithInbox;
  let t: TestApp;

  beforeAll(async () => {
    site = await startAppWithInbox();
    t = site.t;
  });
  afterAll(async () => {
    await closeAppWithInbox(site);
  });

  const messages = () => t.db.orm.em.fork().count(FeedbackMessage, {});
  const mails = () => t.db.orm.em.fork().count(QueuedMail, { kind: 'feedback' });
  const waitForSupportMail = (): Promise<ReceivedMail> => site.inbox.waitForMessage(SUPPORT);

  it('from an anonymous sender: stored, its uploads attached, e-mailed to support with the files', async () => {
    const first = await uploadFeedbackFile(t, PNG, 'screen.png').expect(201);
    const cookie = uploaderCookieOf(first) ?? '';
    const png = (first.body as { Name: string }).Name;
    const text = await uploadedName(t, 'Журнал: ошибка 500\n', 'журнал.txt', cookie);

    const response = await send(t, valid([png, text]), cookie);
    expect(response.status).toBe(201);
    const { id } = response.body as { id: number };
    expect(response.body).toEqual({ id });

    const em = t.db.orm.em.fork();
    const stored = await em.findOneOrFail(FeedbackMessage, id);
    expect(stored).toMatchObject({
      name: 'Анна Петрова',
      email: 'anna@example.org',
      message: 'The rating page shows an error.\nSee the screenshot.',
      user: null,
      handled: false,
      handledAt: null,
    });
    const files = await em.find(StoredFile, { name: { $in: [png, text] } });
    expect(files.map((f) => f.feedback?.id)).toEqual([id, id]);

    const mail = await waitForSupportMail();
    expect(mail.subject).toBe(`Feedback #${id} from Анна Петрова`);
    expect(mail.text).toContain('Анна Петрова <anna@example.org>');
    expect(mail.text).toContain('The rating page shows an error.\nSee the screenshot.');
    expect(mail.raw).toMatch(/^Reply-To: anna@example.org\r?$/m);
    const attached = attachmentsIn(mail.raw);
    expect(attached.map((a) => a.filename).sort()).toEqual(['screen.png', 'журнал.txt']);
    expect(attached.find((a) => a.filename === 'screen.png')?.bytes).toEqual(PNG);
    expect(attached.find((a) => a.filename === 'журнал.txt')?.bytes.toString('utf8')).toBe(
      'Журнал: ошибка 500\n',
    );
  });

  it('from a signed-in user, with their own upload; the message of 1000 characters is accepted', async () => {
    const { user, cookie } = await signedInUser(t, { username: 'feedback_sender' });
    const name = await uploadedName(t, PNG, 'mine.png', cookie);
    const message = 'я'.repeat(1000);
    const response = await send(t, { ...valid([name]), Message: message }, cookie);
    expect(response.status).toBe(201);
    const { id } = response.body as { id: number };
    const stored = await t.db.orm.em.fork().findOneOrFail(FeedbackMessage, id);
    expect(stored.user?.id).toBe(user.id);
    expect(stored.message).toBe(message);
    const mail = await waitForSupportMail();
    expect(mail.text).toContain('Account: feedback_sender');
    expect(attachmentsIn(mail.raw).map((a) => a.filename)).toEqual(['mine.png']);
  });

  it('without attachments', async () => {
    const response = await send(t, valid());
    expect(response.status).toBe(201);
    const mail = await waitForSupportMail();
    expect(attachmentsIn(mail.raw)).toEqual([]);
  });

  it("refuses someone else's upload, an unknown one and one already attached: 400 Invalid request data, nothing stored", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const ownersFile = await uploadedName(t, PNG, 'owner.png', owner.cookie);
    const anonymous = await uploadFeedbackFile(t, PNG, 'anon.png').expect(201);
    const anonymousCookie = uploaderCookieOf(anonymous) ?? '';
    const anonymousFile = (anonymous.body as { Name: string }).Name;
    const stranger = uploaderCookieOf(await uploadFeedbackFile(t, 'x', 'x.txt').expect(201)) ?? '';
    const attachedFile = await uploadedName(t, PNG, 'sent.png', owner.cookie);
    await send(t, valid([attachedFile]), owner.cookie).expect(201);
    await waitForSupportMail();

    const before = { messages: await messages(), mails: await mails() };
    const refused: [string, string[], string | undefined][] = [
      ['another user', [ownersFile], other.cookie],
      ['an anonymous sender', [ownersFile], anonymousCookie],
      ['a signed-in user with an anonymous upload', [anonymousFile], owner.cookie],
      ['another browser', [anonymousFile], stranger],
      ['no uploader cookie', [anonymousFile], undefined],
      ['an unknown name', ['0123456789abcdef0123456789abcdef.png'], owner.cookie],
      ['an attached upload', [attachedFile], owner.cookie],
      ['one good, one not', [ownersFile, anonymousFile], owner.cookie],
    ];
    for (const [who, attachments, cookie] of refused) {
      const response = await send(t, valid(attachments), cookie);
      expect([who, response.status, response.body]).toEqual([who, 400, INVALID_REQUEST_DATA]);
    }
    expect({ messages: await messages(), mails: await mails() }).toEqual(before);
    const files = await t.db.orm.em
      .fork()
      .find(StoredFile, { name: { $in: [ownersFile, anonymousFile] } });
    expect(files.map((f) => f.feedback)).toEqual([null, null]);

    // their own senders still can
    await send(t, valid([ownersFile]), owner.cookie).expect(201);
    await send(t, valid([anonymousFile]), anonymousCookie).expect(201);
  });

  it('answers 400 Invalid request data for a missing, empty or bad field, storing nothing', async () => {
    const before = { messages: await messages(), mails: await mails() };
    const without = (field: string) =>
      Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== field));
    const name = (n: number) => `${'0123456789abcdef'.repeat(2).slice(0, 31)}${n.toString(16)}.png`;
    const bodies: [string, unknown][] = [
      ['no name', without('Name')],
      ['no e-mail', without('Email')],
      ['no message', without('Message')],
      ['no attachments', without('Attachments')],
      ['empty name', { ...valid(), Name: '' }],
      ['blank name', { ...valid(), Name: '   ' }],
      ['name of 101', { ...valid(), Name: 'a'.repeat(101) }],
      ['name with a line break', { ...valid(), Name: 'Anna\nBcc: x@example.org' }],
      ['empty e-mail', { ...valid(), Email: '' }],
      ['bad e-mail', { ...valid(), Email: 'anna.example.org' }],
      ['e-mail over 254', { ...valid(), Email: `${'a'.repeat(250)}@example.org` }],
      ['empty message', { ...valid(), Message: '' }],
      ['blank message', { ...valid(), Message: ' \n ' }],
      ['message of 1001', { ...valid(), Message: 'я'.repeat(1001) }],
      ['number as name', { ...valid(), Name: 5 }],
      ['attachments not an array', { ...valid(), Attachments: 'a.png' }],
      ['attachment not a string', { ...valid(), Attachments: [5] }],
      ['attachment not an upload name', { ...valid(), Attachments: ['../../etc/passwd'] }],
      [
        '11 attachments',
        { ...valid(), Attachments: Array.from({ length: 11 }, (_, i) => name(i)) },
      ],
      ['a repeated attachment', { ...valid(), Attachments: [name(1), name(1)] }],
      ['an array body', [valid()]],
    ];
    for (const [what, body] of bodies) {
      const response = await send(t, body);
      expect([what, response.status, response.body]).toEqual([what, 400, INVALID_REQUEST_DATA]);
    }
    expect({ messages: await messages(), mails: await mails() }).toEqual(before);
  });
});

describe('POST /feedback without SMTP: the e-mail goes to the outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes a .eml to the support address carrying the attachment', async () => {
    const upload = await uploadFeedbackFile(t, PNG, 'screen.png').expect(201);
    const cookie = uploaderCookieOf(upload) ?? '';
    const name = (upload.body as { Name: string }).Name;
    await send(t, valid([name]), cookie).expect(201);
    const raw = await vi.waitFor(
      () => {
        const files = readdirSync(t.accounts.outboxDir).filter((f) => /-feedback-.*\.eml$/.test(f));
        if (files.length !== 1) throw new Error('No feedback e-mail in the outbox yet');
        return readFileSync(join(t.accounts.outboxDir, files[0]), 'utf8');
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(raw).toMatch(/^To: support@gofederation.ru\r?$/m);
    expect(attachmentsIn(raw)).toEqual([{ filename: 'screen.png', bytes: PNG }]);
  });
});
