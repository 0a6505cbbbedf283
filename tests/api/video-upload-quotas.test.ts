import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_UPLOAD_PATH } from '@sync/contract/video';
import { signedInUser } from './support/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';
import {
  createUpload,
  patchUpload,
  submitVideo,
  tusHeaders,
  tusMetadata,
  waitForConversion,
} from './support/video-uploads';

const UPLOADS_FULL = {
  statusCode: 409,
  code: 'VIDEO_UPLOADS_FULL',
  message:
    'Too many of your uploads are waiting to be submitted: submit or cancel one first (at most 2)',
};
const STORAGE_FULL = {
  statusCode: 413,
  code: 'VIDEO_STORAGE_FULL',
  message:
    'Your videos would take more space than allowed: delete conversions you no longer need (at most 10000 bytes)',
};

describe('per-user quotas of video uploads: VIDEO_UPLOADS_PER_USER, VIDEO_BYTES_PER_USER', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      usageLimits: { videoUploadsPerUser: 2, videoBytesPerUser: 10_000 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (cookie: string, length: number) =>
    t
      .http()
      .post(VIDEO_UPLOAD_PATH)
      .set(tusHeaders(cookie))
      .set('Upload-Length', String(length))
      .set('Upload-Metadata', tusMetadata({ filename: 'game.mp4' }));

  it('refuses an upload beyond the ones not submitted yet with 409, until one is cancelled; other users are not held', async () => {
    const { cookie } = await signedInUser(t);
    const first = await createUpload(t, cookie, 100);
    await createUpload(t, cookie, 100);
    const refused = await create(cookie, 100).expect(409);
    expect(refused.body).toEqual(UPLOADS_FULL);

    const { cookie: someoneElse } = await signedInUser(t);
    await createUpload(t, someoneElse, 100);

    await t.http().delete(first).set(tusHeaders(cookie)).expect(204);
    await createUpload(t, cookie, 100);
  });

  it("refuses an upload that would take the user's videos over their bytes with 413, before any byte is sent", async () => {
    const { cookie } = await signedInUser(t);
    await createUpload(t, cookie, 6000);
    const refused = await create(cookie, 4001).expect(413);
    expect(refused.body).toEqual(STORAGE_FULL);
    await createUpload(t, cookie, 4000);
  });

  it('a submitted video no longer counts as waiting, but its bytes do until its conversion is deleted', async () => {
    const { cookie } = await signedInUser(t);
    await submitVideo(t, cookie, randomBytes(7000), 'Kept on the server');
    await createUpload(t, cookie, 1000);
    await createUpload(t, cookie, 1000);
    expect((await create(cookie, 1000).expect(409)).body).toEqual(UPLOADS_FULL);

    const { cookie: other } = await signedInUser(t);
    const kept = await submitVideo(t, other, randomBytes(7000), 'Takes most of the space');
    expect((await create(other, 3001).expect(413)).body).toEqual(STORAGE_FULL);
    await waitForConversion(t, other, kept.id, (c) => c.status === 'error');
    await t
      .http()
      .delete(`/api/v1/video/${kept.id}`)
      .set('Cookie', other)
      .set('Origin', TEST_ORIGIN)
      .expect(204);
    const location = await createUpload(t, other, 9000);
    expect(await patchUpload(t, other, location, 0, randomBytes(9000))).toBe(9000);
  });
});
