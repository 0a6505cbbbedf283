import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@api/accounts/security/rate-limits';
import { StoredFile } from '@api/files/stored-file.entity';
import {
  PNG,
  uploadedName,
  uploadFeedbackFile,
  uploaderCookieOf,
} from './support/feedback-uploads';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

/** Written out, not imported: a changed text must fail here. */
const TOO_MANY = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  message: 'Too many requests. Try again later',
};

const message = (attachments: string[] = []) => ({
  Name: 'Visitor',
  Email: 'visitor@example.org',
  Message: 'Hello',
  Attachments: attachments,
});

describe('feedback is open to visitors, within hourly limits per sender', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('one browser may upload 60 files an hour; the next answers 429 and stores nothing', async () => {
    expect(RATE_LIMITS.feedbackUpload.perAccount.points).toBe(60);
    const first = await uploadFeedbackFile(t, PNG, 'shot.png').expect(201);
    const cookie = uploaderCookieOf(first) ?? '';
    for (let i = 1; i < 60; i += 1) await uploadedName(t, PNG, `shot-${i}.png`, cookie);
    const refused = await uploadFeedbackFile(t, PNG, 'one-more.png', cookie).expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await t.db.orm.em.fork().count(StoredFile, {})).toBe(60);
    // Another browser is not held back by this one.
    await uploadFeedbackFile(t, PNG, 'elsewhere.png').expect(201);
  });

  it('one sender may send 20 messages an hour; the next answers 429', async () => {
    expect(RATE_LIMITS.feedback.perAccount.points).toBe(20);
    const upload = await uploadFeedbackFile(t, 'notes', 'notes.txt').expect(201);
    const cookie = uploaderCookieOf(upload) ?? '';
    const send = () =>
      t
        .http()
        .post('/api/v1/feedback')
        .set('Origin', TEST_ORIGIN)
        .set('Cookie', cookie)
        .send(message());
    for (let i = 0; i < 20; i += 1) await send().expect(201);
    const refused = await send().expect(429);
    expect(refused.body).toEqual(TOO_MANY);
  });

  it('a bad message is refused before it counts: 400, and the sender keeps their messages', async () => {
    const upload = await uploadFeedbackFile(t, 'notes', 'notes.txt').expect(201);
    const cookie = uploaderCookieOf(upload) ?? '';
    const post = (body: object) =>
      t.http().post('/api/v1/feedback').set('Origin', TEST_ORIGIN).set('Cookie', cookie).send(body);
    for (let i = 0; i < 25; i += 1) await post({ ...message(), Message: '' }).expect(400);
    await post(message()).expect(201);
  });
});
