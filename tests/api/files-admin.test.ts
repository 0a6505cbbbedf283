import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileDetails, FileList } from '@sync/contract/files';
import { AuditEntry } from '@api/audit/audit-entry.entity';
import { StoredFile } from '@api/files/stored-file.entity';
import { UnattachedFilesSweeper } from '@api/files/unattached-files.sweeper';
import { signedInUser } from './support/accounts';
import {
  FILE_NOT_FOUND,
  IDS_THAT_NAME_NOTHING,
  INVALID_REQUEST_DATA,
  PERMISSION_DENIED,
  UNAUTHORIZED,
} from './support/expected-errors';
import { PNG, uploadedName, uploadFeedbackFile } from './support/feedback-uploads';
import { createTestApp, createTestAppOn, TEST_ORIGIN, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;
const PDF = readFileSync(join(import.meta.dirname, '../fixtures/avatars/document.pdf'));

describe('uploaded files: admin endpoints and expiry', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let user: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signedInUser(t, { username: 'files_admin', roles: ['user', 'admin'] });
    admin = a.cookie;
    adminId = a.user.id;
    const u = await signedInUser(t, { username: 'files_user' });
    user = u.cookie;
    userId = u.user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const idOf = async (name: string) =>
    (await t.db.orm.em.fork().findOneOrFail(StoredFile, { name })).id;
  const asAdmin = (path: string) => t.http().get(`/api/v1${path}`).set('Cookie', admin);
  const feedbackDir = () => join(t.accounts.uploadsDir, 'feedback');

  it('GET /file lists uploads newest first in pages, with their details', async () => {
    const first = await uploadedName(t, PNG, 'first.png', user);
    const second = await uploadedName(t, 'hello', 'second.txt', user);
    const response = await asAdmin('/file?limit=1').expect(200);
    const page = response.body as FileList;
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(page.items.map((f) => f.name)).toEqual([second]);
    const next = (await asAdmin('/file?limit=1&offset=1').expect(200)).body as FileList;
    expect(next.items.map((f) => f.name)).toEqual([first]);
    const details = next.items[0];
    expect(details).toEqual({
      id: await idOf(first),
      name: first,
      originalName: 'first.png',
      contentType: 'image/png',
      size: PNG.length,
      purpose: 'feedback',
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
      uploadedBy: { id: userId, username: 'files_user' },
      feedbackId: null,
    } satisfies FileDetails);
    const one = await asAdmin(`/file/details/${details.id}`).expect(200);
    expect(one.body).toEqual(details);
  });

  it('GET /file/{id} downloads with the real type, attachment and nosniff; ?view shows a safe image inline', async () => {
    const png = await idOf(await uploadedName(t, PNG, 'Скриншот 1.png', user));
    const download = await asAdmin(`/file/${png}`).buffer(true).expect(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="________ 1.png"; filename*=UTF-8''${encodeURIComponent('Скриншот 1.png')}`,
    );
    expect(download.body).toEqual(PNG);

    const view = await asAdmin(`/file/${png}?view`).buffer(true).expect(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    expect(String(view.headers['content-disposition'])).toMatch(/^inline; filename=/);
    expect(view.body).toEqual(PNG);

    const pdf = await idOf(await uploadedName(t, PDF, 'report.pdf', user));
    const pdfView = await asAdmin(`/file/${pdf}?view=1`).buffer(true).expect(200);
    expect(pdfView.headers['content-type']).toBe('application/pdf');
    expect(pdfView.headers['x-content-type-options']).toBe('nosniff');
    expect(pdfView.headers['content-disposition']).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );

    const text = await idOf(await uploadedName(t, 'Привет', 'notes.txt', user));
    const textView = await asAdmin(`/file/${text}?view`).expect(200);
    expect(textView.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(String(textView.headers['content-disposition'])).toMatch(/^attachment; /);
    expect(textView.text).toBe('Привет');
  });

  it('DELETE /file/{id} removes the row and the file (204, with an audit row); then 404', async () => {
    const name = await uploadedName(t, PNG, 'gone.png', user);
    const id = await idOf(name);
    expect(existsSync(join(feedbackDir(), name))).toBe(true);
    await t
      .http()
      .delete(`/api/v1/file/${id}`)
      .set('Cookie', admin)
      .set('Origin', TEST_ORIGIN)
      .expect(204);
    expect(existsSync(join(feedbackDir(), name))).toBe(false);
    expect(await t.db.orm.em.fork().count(StoredFile, { id })).toBe(0);
    const audit = await t.db.orm.em.fork().find(AuditEntry, { action: 'file.delete' });
    expect(audit.map((a) => [a.actorId, a.target])).toEqual([[adminId, `file:${id}`]]);
    for (const path of [`/file/${id}`, `/file/details/${id}`]) {
      const response = await asAdmin(path);
      expect([path, response.status, response.body]).toEqual([path, 404, FILE_NOT_FOUND]);
    }
    const again = await t
      .http()
      .delete(`/api/v1/file/${id}`)
      .set('Cookie', admin)
      .set('Origin', TEST_ORIGIN);
    expect([again.status, again.body]).toEqual([404, FILE_NOT_FOUND]);
  });

  it('documents the routes in the OpenAPI document (DELETE answers 204)', async () => {
    const response = await t.http().get('/api/docs/json').expect(200);
    const paths = (response.body as { paths: Record<string, Record<string, unknown>> }).paths;
    const methods = (path: string) => Object.keys(paths[`/api/v1${path}`] ?? {}).sort();
    expect(methods('/file/feedback/formats')).toEqual(['get']);
    expect(methods('/file/feedback')).toEqual(['post']);
    expect(methods('/file')).toEqual(['get']);
    expect(methods('/file/details/{id}')).toEqual(['get']);
    expect(methods('/file/{id}')).toEqual(['delete', 'get']);
    expect(methods('/feedback')).toEqual(['post']);
    expect(methods('/admin/feedback')).toEqual(['get']);
    expect(methods('/admin/feedback/{id}')).toEqual(['get', 'patch']);
    const remove = paths['/api/v1/file/{id}'].delete as { responses: Record<string, unknown> };
    expect(Object.keys(remove.responses)).toEqual(['204']);
  });

  it('answers 404 for ids that name nothing', async () => {
    for (const id of IDS_THAT_NAME_NOTHING) {
      for (const path of [`/file/${id}`, `/file/details/${id}`]) {
        const response = await asAdmin(path);
        expect([path, response.status, response.body]).toEqual([path, 404, FILE_NOT_FOUND]);
      }
    }
  });

  it('answers 401 signed out and 403 to non-admins on every admin route', async () => {
    const id = await idOf(await uploadedName(t, PNG, 'private.png', user));
    const routes = [
      () => t.http().get('/api/v1/file'),
      () => t.http().get(`/api/v1/file/details/${id}`),
      () => t.http().get(`/api/v1/file/${id}`),
      () => t.http().get(`/api/v1/file/${id}?view`),
      () => t.http().delete(`/api/v1/file/${id}`).set('Origin', TEST_ORIGIN),
    ];
    for (const route of routes) {
      const anonymous = await route();
      expect([anonymous.status, anonymous.body]).toEqual([401, UNAUTHORIZED]);
      const nonAdmin = await route().set('Cookie', user);
      expect([nonAdmin.status, nonAdmin.body]).toEqual([403, PERMISSION_DENIED]);
    }
    expect(await t.db.orm.em.fork().count(StoredFile, { id })).toBe(1);
  });

  it('removes unattached uploads older than a day (row and file), keeping newer and attached ones', async () => {
    const sweeper = t.app.get(UnattachedFilesSweeper);
    const old = await uploadedName(t, PNG, 'old.png', user);
    const attached = await uploadedName(t, PNG, 'attached.png', user);
    await t
      .http()
      .post('/api/v1/feedback')
      .set('Cookie', user)
      .set('Origin', TEST_ORIGIN)
      .send({ Name: 'U', Email: 'u@example.org', Message: 'see file', Attachments: [attached] })
      .expect(201);
    const em = t.db.orm.em.fork();
    const longAgo = new Date(Date.now() - 2 * DAY_MS);
    await em.nativeUpdate(StoredFile, { name: { $in: [old, attached] } }, { uploadedAt: longAgo });
    const fresh = await uploadedName(t, PNG, 'fresh.png', user);

    // Not yet a day old at this moment: the fresh one stays; the old one goes.
    expect(await sweeper.sweep(new Date())).toBeGreaterThanOrEqual(1);
    const left = (await em.fork().find(StoredFile, {})).map((f) => f.name);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([attached, fresh]));
    expect(existsSync(join(feedbackDir(), old))).toBe(false);
    expect(existsSync(join(feedbackDir(), attached))).toBe(true);
    expect(existsSync(join(feedbackDir(), fresh))).toBe(true);

    // A day and a minute later every unattached upload has gone; the attached one stays.
    await sweeper.sweep(new Date(Date.now() + DAY_MS + 60_000));
    const remaining = await em.fork().find(StoredFile, {});
    expect(remaining.map((f) => f.name)).toEqual([attached]);
    expect(existsSync(join(feedbackDir(), fresh))).toBe(false);
    expect(existsSync(join(feedbackDir(), attached))).toBe(true);

    // an expired upload cannot be attached any more
    const late = await uploadFeedbackFile(t, PNG, 'late.png', user).expect(201);
    await sweeper.sweep(new Date(Date.now() + DAY_MS + 60_000));
    const refused = await t
      .http()
      .post('/api/v1/feedback')
      .set('Cookie', user)
      .set('Origin', TEST_ORIGIN)
      .send({
        Name: 'U',
        Email: 'u@example.org',
        Message: 'too late',
        Attachments: [(late.body as { Name: string }).Name],
      });
    expect([refused.status, refused.body]).toEqual([400, INVALID_REQUEST_DATA]);
  });
});

describe('expired uploads at start', () => {
  it('are removed when the application starts, without waiting for the hourly sweep', async () => {
    const db = await createTestDatabase();
    const at = (msAgo: number) => new Date(Date.now() - msAgo);
    const row = (name: string, uploadedAt: Date) => ({
      name,
      originalName: `${name}.png`,
      contentType: 'image/png',
      size: 10,
      purpose: 'feedback' as const,
      uploadedAt,
      uploadedBy: null,
      uploaderKey: null,
      feedback: null,
    });
    await db.orm.em
      .fork()
      .insertMany(StoredFile, [
        row('0'.repeat(32) + '.png', at(2 * DAY_MS)),
        row('1'.repeat(32) + '.png', at(60_000)),
      ]);
    const t = await createTestAppOn(db);
    try {
      const names = await vi.waitFor(
        async () => {
          const left = (await t.db.orm.em.fork().find(StoredFile, {})).map((f) => f.name);
          if (left.length !== 1) throw new Error(`Not swept yet: ${left.join(', ')}`);
          return left;
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(names).toEqual(['1'.repeat(32) + '.png']);
    } finally {
      await t.close();
    }
  });
});
