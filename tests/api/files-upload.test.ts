import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredFile } from '@api/files/stored-file.entity';
import { signedInUser } from './support/accounts';
import {
  BAD_PARAMETERS,
  FEEDBACK_FILE_TOO_LARGE,
  FILE_CONTENT_MISMATCH,
  FILE_FORMAT_NOT_ALLOWED,
  INVALID_REQUEST_DATA,
} from './support/expected-errors';
import { PNG, uploaderCookieOf, uploadFeedbackFile } from './support/feedback-uploads';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const AVATARS = join(import.meta.dirname, '../fixtures/avatars');
const fixture = (name: string) => readFileSync(join(AVATARS, name));
const MAX_SIZE = 20 * 1024 * 1024;
const STORED_NAME = /^[0-9a-f]{32}\.[a-z]+$/;

describe('feedback attachments: upload', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const feedbackDir = () => join(t.accounts.uploadsDir, 'feedback');
  const storedFiles = () => (existsSync(feedbackDir()) ? readdirSync(feedbackDir()) : []);
  const rowOf = (name: string) => t.db.orm.em.fork().findOne(StoredFile, { name });

  it('GET /file/feedback/formats lists the lower-case extensions and 20 MB, to anyone', async () => {
    const response = await t.http().get('/api/v1/file/feedback/formats').expect(200);
    expect(response.body).toEqual({
      Formats: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'txt', 'log', 'sgf', 'zip'],
      MaxSize: MAX_SIZE,
    });
  });

  it('stores an anonymous PNG under a random name, giving the sender an HttpOnly uploader cookie', async () => {
    const response = await uploadFeedbackFile(t, PNG, 'Снимок экрана.PNG').expect(201);
    const { Name } = response.body as { Name: string };
    expect(Name).toMatch(STORED_NAME);
    expect(Name.endsWith('.png')).toBe(true);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^feedback_uploader=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(readFileSync(join(feedbackDir(), Name))).toEqual(PNG);
    const row = await rowOf(Name);
    expect(row).toMatchObject({
      originalName: 'Снимок экрана.PNG',
      contentType: 'image/png',
      size: PNG.length,
      purpose: 'feedback',
      uploadedBy: null,
      feedback: null,
    });
    expect(row?.uploaderKey).toMatch(/^[0-9a-f]{64}$/);

    // the same browser keeps its key: no new cookie on the next upload
    const again = await uploadFeedbackFile(
      t,
      fixture('avatar.gif'),
      'b.gif',
      uploaderCookieOf(response) ?? '',
    ).expect(201);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await rowOf((again.body as { Name: string }).Name))?.uploaderKey).toBe(
      row?.uploaderKey,
    );
  });

  it('stores a signed-in user’s upload as theirs, without an uploader cookie', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await uploadFeedbackFile(t, fixture('document.pdf'), 'report.pdf', cookie);
    expect(response.status).toBe(201);
    expect(response.headers['set-cookie']).toBeUndefined();
    const row = await rowOf((response.body as { Name: string }).Name);
    expect(row?.uploadedBy?.id).toBe(user.id);
    expect(row?.uploaderKey).toBeNull();
    expect(row?.contentType).toBe('application/pdf');
  });

  it.each([
    ['avatar.jpg', 'photo.JPG', 'image/jpeg'],
    ['avatar.jpg', 'photo.jpeg', 'image/jpeg'],
    ['avatar.gif', 'anim.gif', 'image/gif'],
    ['avatar.webp', 'pic.WebP', 'image/webp'],
  ])('accepts %s named %s (%s)', async (file, name, type) => {
    const response = await uploadFeedbackFile(t, fixture(file), name).expect(201);
    expect((await rowOf((response.body as { Name: string }).Name))?.contentType).toBe(type);
  });

  it('accepts UTF-8 text (txt, log, sgf) and a ZIP archive', async () => {
    const cases: [string, Buffer | string, string][] = [
      ['notes.txt', 'Ошибка на странице турниров\n错误\n', 'text/plain; charset=utf-8'],
      ['server.LOG', '2026-11-26 12:00 error: x\n', 'text/plain; charset=utf-8'],
      [
        'game.sgf',
        '(;GM[1]FF[4]SZ[19]PB[Иванов]PW[李];B[pd];W[dp])',
        'application/x-go-sgf; charset=utf-8',
      ],
      ['files.zip', Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1'), 'application/zip'],
    ];
    for (const [name, content, type] of cases) {
      const response = await uploadFeedbackFile(t, content, name);
      expect([name, response.status]).toEqual([name, 201]);
      expect((await rowOf((response.body as { Name: string }).Name))?.contentType).toBe(type);
    }
  });

  it('refuses an extension that is not allowed, storing nothing', async () => {
    const before = storedFiles().length;
    for (const name of ['page.html', 'vector.svg', 'run.exe', 'noextension', 'archive.tar.gz']) {
      const response = await uploadFeedbackFile(t, 'plain text', name);
      expect([name, response.status, response.body]).toEqual([name, 400, FILE_FORMAT_NOT_ALLOWED]);
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses content that is not what the extension says: HTML as .png, text as .png, HTML as .txt, binary as .txt', async () => {
    const before = storedFiles().length;
    const cases: [Buffer | string, string][] = [
      [fixture('html-disguised.png'), 'cat.png'],
      ['<!DOCTYPE html><html><script>alert(1)</script></html>', 'image.png'],
      [fixture('text-disguised.png'), 'text.png'],
      ['<html><body><script>alert(1)</script></body></html>', 'notes.txt'],
      [PNG, 'notes.txt'],
      [Buffer.from([0x48, 0x69, 0xff, 0xfe, 0x00]), 'server.log'],
      [PNG, 'document.pdf'],
      [PNG, 'photo.jpg'],
      ['not a zip', 'files.zip'],
    ];
    for (const [content, name] of cases) {
      const response = await uploadFeedbackFile(t, content, name);
      expect([name, response.status, response.body]).toEqual([name, 400, FILE_CONTENT_MISMATCH]);
    }
    expect(storedFiles()).toHaveLength(before);
  });

  it('answers 400 without a file or with an empty one', async () => {
    const noFile = await t
      .http()
      .post('/api/v1/file/feedback')
      .set('Origin', TEST_ORIGIN)
      .field('other', 'value');
    expect([noFile.status, noFile.body]).toEqual([400, INVALID_REQUEST_DATA]);
    const empty = await uploadFeedbackFile(t, Buffer.alloc(0), 'empty.txt');
    expect([empty.status, empty.body]).toEqual([400, INVALID_REQUEST_DATA]);
    const wrongField = await t
      .http()
      .post('/api/v1/file/feedback')
      .set('Origin', TEST_ORIGIN)
      .attach('file', PNG, 'a.png');
    expect([wrongField.status, wrongField.body]).toEqual([400, BAD_PARAMETERS]);
  });

  it('accepts exactly 20 MB and answers 413 File too large one byte over, storing nothing', async () => {
    const text = (size: number) => Buffer.alloc(size, 'a');
    const atLimit = await uploadFeedbackFile(t, text(MAX_SIZE), 'big.txt');
    expect(atLimit.status).toBe(201);
    const before = storedFiles().length;
    const over = await uploadFeedbackFile(t, text(MAX_SIZE + 1), 'bigger.txt');
    expect([over.status, over.body]).toEqual([413, FEEDBACK_FILE_TOO_LARGE]);
    const farOver = await uploadFeedbackFile(t, text(MAX_SIZE + 5 * 1024 * 1024), 'huge.txt');
    expect([farOver.status, farOver.body]).toEqual([413, FEEDBACK_FILE_TOO_LARGE]);
    expect(storedFiles()).toHaveLength(before);
  });
});
