import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoConversion } from '@sync/contract/video';
import { VideoConversionRow } from '@api/video/video-conversion.entity';
import { signedInUser } from './support/accounts';
import { IDS_THAT_NAME_NOTHING, UNAUTHORIZED } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';
import { submitVideo, waitForConversion } from './support/video-uploads';

const NOT_FOUND = {
  statusCode: 404,
  code: 'VIDEO_CONVERSION_NOT_FOUND',
  message: 'No video conversion with such id',
};
const BEING_CONVERTED = {
  statusCode: 409,
  code: 'VIDEO_BEING_CONVERTED',
  message: 'The video is being converted: it can be deleted once the conversion ends',
};

describe('DELETE /video/{id}: users delete their own conversions', () => {
  let t: TestApp;
  let owner: string;
  let ownerId: number;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp();
    const o = await signedInUser(t, { username: 'video_deleter' });
    owner = o.cookie;
    ownerId = o.user.id;
    stranger = (await signedInUser(t, { username: 'video_bystander' })).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const remove = (id: number | string, cookie?: string) => {
    const request = t.http().delete(`/api/v1/video/${id}`).set('Origin', TEST_ORIGIN);
    return cookie ? request.set('Cookie', cookie) : request;
  };
  const listOf = async (cookie: string) =>
    (await t.http().get('/api/v1/video').set('Cookie', cookie).expect(200))
      .body as VideoConversion[];
  const rowCount = (id: number) => t.db.orm.em.fork().count(VideoConversionRow, { id });

  it('204: a failed conversion and its video file are gone; deleting it again is a 404', async () => {
    const submitted = await submitVideo(t, owner, randomBytes(1800), 'Not a game');
    await waitForConversion(t, owner, submitted.id, (c) => c.status === 'error');
    const row = await t.db.orm.em.fork().findOneOrFail(VideoConversionRow, { id: submitted.id });
    const file = join(t.accounts.uploadsDir, 'video', row.uploadId);
    expect(existsSync(file)).toBe(true);

    await remove(submitted.id, owner).expect(204);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.json`)).toBe(false);
    expect((await listOf(owner)).map((c) => c.id)).not.toContain(submitted.id);
    expect((await remove(submitted.id, owner).expect(404)).body).toEqual(NOT_FOUND);
  });

  it("404 for another user's conversion or an id that names nothing; 401 signed out", async () => {
    const submitted = await submitVideo(t, owner, randomBytes(1500), 'Mine only');
    await waitForConversion(t, owner, submitted.id, (c) => c.status === 'error');
    expect((await remove(submitted.id, stranger).expect(404)).body).toEqual(NOT_FOUND);
    expect((await remove(submitted.id).expect(401)).body).toEqual(UNAUTHORIZED);
    expect(await rowCount(submitted.id)).toBe(1);
    for (const id of IDS_THAT_NAME_NOTHING) {
      expect((await remove(id, owner).expect(404)).body, id).toEqual(NOT_FOUND);
    }
  });

  it('409 while it is being converted; a done one is deleted', async () => {
    const [processing, done] = await t.seed((em) =>
      (['processing', 'done'] as const).map((status) =>
        em.create(VideoConversionRow, {
          userId: ownerId,
          name: `Seeded ${status}`,
          filename: `${status}.mp4`,
          uploadId: randomBytes(16).toString('hex'),
          size: 1000,
          status,
          progress: status === 'done' ? 100 : 40,
          claims: 1,
          submittedAt: new Date(),
          startedAt: new Date(),
          // fresh for an hour, so no instance takes the processing row back during the test
          heartbeatAt: status === 'processing' ? new Date(Date.now() + 3_600_000) : null,
          finishedAt: status === 'done' ? new Date() : null,
          sgf: status === 'done' ? '(;GM[1]SZ[9];B[ee])' : null,
          moves: status === 'done' ? 1 : null,
          boardSize: status === 'done' ? 9 : null,
        }),
      ),
    );
    expect((await remove(processing.id, owner).expect(409)).body).toEqual(BEING_CONVERTED);
    expect(await rowCount(processing.id)).toBe(1);
    await remove(done.id, owner).expect(204);
    expect(await rowCount(done.id)).toBe(0);
  });
});
