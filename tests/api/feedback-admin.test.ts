import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackItem, FeedbackList } from '@sync/contract/feedback';
import { AuditEntry } from '@api/audit/audit-entry.entity';
import { FeedbackMessage } from '@api/feedback/feedback-message.entity';
import { signedInUser } from './support/accounts';
import {
  BAD_PARAMETERS,
  FEEDBACK_NOT_FOUND,
  IDS_THAT_NAME_NOTHING,
  PERMISSION_DENIED,
  UNAUTHORIZED,
} from './support/expected-errors';
import { PNG, uploadedName } from './support/feedback-uploads';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('feedback in the admin section', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let user: string;
  let userId: number;
  let first: number;
  let second: number;
  let attachment: string;

  const send = (body: object, cookie?: string) => {
    const post = t.http().post('/api/v1/feedback').set('Origin', TEST_ORIGIN);
    if (cookie) post.set('Cookie', cookie);
    return post.send(body);
  };
  const get = (path: string, cookie = admin) =>
    t.http().get(`/api/v1/admin/feedback${path}`).set('Cookie', cookie);
  const patch = (id: number | string, body: unknown, cookie = admin) =>
    t
      .http()
      .patch(`/api/v1/admin/feedback/${id}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send(body as object);

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signedInUser(t, { username: 'feedback_admin', roles: ['user', 'admin'] });
    admin = a.cookie;
    adminId = a.user.id;
    const u = await signedInUser(t, { username: 'feedback_user' });
    user = u.cookie;
    userId = u.user.id;
    attachment = await uploadedName(t, PNG, 'screen.png', user);
    const one = await send(
      { Name: 'Anna', Email: 'anna@example.org', Message: 'First', Attachments: [attachment] },
      user,
    ).expect(201);
    first = (one.body as { id: number }).id;
    const two = await send({
      Name: 'Guest',
      Email: 'guest@example.org',
      Message: 'Second',
      Attachments: [],
    }).expect(201);
    second = (two.body as { id: number }).id;
    // distinct creation times, so "newest first" is not decided by the id alone
    await t.db.orm.em
      .fork()
      .nativeUpdate(
        FeedbackMessage,
        { id: first },
        { createdAt: new Date('2026-11-01T10:00:00Z') },
      );
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /admin/feedback lists newest first with the sender and attachments as file details', async () => {
    const response = await get('').expect(200);
    const list = response.body as FeedbackList;
    expect(list).toMatchObject({ total: 2, limit: 20, offset: 0 });
    expect(list.items.map((i) => i.id)).toEqual([second, first]);
    const [guest, anna] = list.items;
    expect(guest).toEqual({
      id: second,
      name: 'Guest',
      email: 'guest@example.org',
      message: 'Second',
      createdAt: expect.stringMatching(ISO) as unknown as string,
      user: null,
      handled: false,
      handledAt: null,
      attachments: [],
    } satisfies FeedbackItem);
    expect(anna).toMatchObject({
      id: first,
      name: 'Anna',
      createdAt: '2026-11-01T10:00:00.000Z',
      user: { id: userId, username: 'feedback_user' },
    });
    expect(anna.attachments).toHaveLength(1);
    const [file] = anna.attachments;
    expect(file.uploadedAt).toMatch(ISO);
    expect(file).toEqual({
      id: file.id,
      name: attachment,
      originalName: 'screen.png',
      contentType: 'image/png',
      size: PNG.length,
      purpose: 'feedback',
      uploadedAt: file.uploadedAt,
      uploadedBy: { id: userId, username: 'feedback_user' },
      feedbackId: first,
    });
    const page = (await get('?limit=1&offset=1').expect(200)).body as FeedbackList;
    expect([page.total, page.items.map((i) => i.id)]).toEqual([2, [first]]);
    const oldest = (await get('?order=asc').expect(200)).body as FeedbackList;
    expect(oldest.items.map((i) => i.id)).toEqual([first, second]);
  });

  it('GET /admin/feedback/{id} reads one; unknown ids answer 404', async () => {
    const response = await get(`/${first}`).expect(200);
    const listed = ((await get('').expect(200)).body as FeedbackList).items[1];
    expect(response.body).toEqual(listed);
    for (const id of IDS_THAT_NAME_NOTHING) {
      const missing = await get(`/${id}`);
      expect([id, missing.status, missing.body]).toEqual([id, 404, FEEDBACK_NOT_FOUND]);
    }
  });

  it('PATCH /admin/feedback/{id} marks handled and back, with audit rows; the handled filter', async () => {
    const handled = await patch(first, { handled: true }).expect(200);
    const item = handled.body as FeedbackItem;
    expect(item).toMatchObject({ id: first, handled: true });
    expect(item.handledAt).toMatch(ISO);
    expect(item.attachments).toHaveLength(1);

    const onlyHandled = (await get('?handled=true').expect(200)).body as FeedbackList;
    expect([onlyHandled.total, onlyHandled.items.map((i) => i.id)]).toEqual([1, [first]]);
    const unhandled = (await get('?handled=false').expect(200)).body as FeedbackList;
    expect([unhandled.total, unhandled.items.map((i) => i.id)]).toEqual([1, [second]]);

    const back = await patch(first, { handled: false }).expect(200);
    expect(back.body).toMatchObject({ id: first, handled: false, handledAt: null });

    const audit = await t.db.orm.em
      .fork()
      .find(AuditEntry, { target: `feedback:${first}` }, { orderBy: { id: 'asc' } });
    expect(audit.map((a) => [a.action, a.actorId, a.actorName])).toEqual([
      ['feedback.handled', adminId, 'feedback_admin'],
      ['feedback.unhandled', adminId, 'feedback_admin'],
    ]);
  });

  it('PATCH refuses a bad body (400) and an unknown id (404); a bad filter is 400', async () => {
    for (const body of [{}, { handled: 'yes' }, { handled: null }]) {
      const response = await patch(first, body);
      expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
    }
    const missing = await patch(999999, { handled: true });
    expect([missing.status, missing.body]).toEqual([404, FEEDBACK_NOT_FOUND]);
    for (const query of ['?handled=maybe', '?limit=0', '?limit=201', '?offset=-1']) {
      const response = await get(query);
      expect([query, response.status, response.body]).toEqual([query, 400, BAD_PARAMETERS]);
    }
  });

  it('answers 401 signed out and 403 to non-admins', async () => {
    const routes = [
      (cookie?: string) => {
        const r = t.http().get('/api/v1/admin/feedback');
        return cookie ? r.set('Cookie', cookie) : r;
      },
      (cookie?: string) => {
        const r = t.http().get(`/api/v1/admin/feedback/${first}`);
        return cookie ? r.set('Cookie', cookie) : r;
      },
      (cookie?: string) => {
        const r = t
          .http()
          .patch(`/api/v1/admin/feedback/${first}`)
          .set('Origin', TEST_ORIGIN)
          .send({ handled: true });
        return cookie ? r.set('Cookie', cookie) : r;
      },
    ];
    for (const route of routes) {
      const anonymous = await route();
      expect([anonymous.status, anonymous.body]).toEqual([401, UNAUTHORIZED]);
      const nonAdmin = await route(user);
      expect([nonAdmin.status, nonAdmin.body]).toEqual([403, PERMISSION_DENIED]);
    }
    const item = (await get(`/${first}`).expect(200)).body as FeedbackItem;
    expect(item.handled).toBe(false);
  });
});
