import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVideoPage, VideoConversion, VideoStatistics } from '@sync/contract/video';
import { AuditEntry } from '@api/audit/audit-entry.entity';
import { VideoConversionRow } from '@api/video/video-conversion.entity';
import { signedInUser } from './support/accounts';
import {
  BAD_PARAMETERS,
  IDS_THAT_NAME_NOTHING,
  PERMISSION_DENIED,
  UNAUTHORIZED,
} from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';
import { submitVideo, waitForConversion } from './support/video-uploads';

const NOT_FOUND = {
  statusCode: 404,
  code: 'VIDEO_CONVERSION_NOT_FOUND',
  message: 'No video conversion with such id',
};
const NOT_RETRIABLE = {
  statusCode: 409,
  code: 'VIDEO_NOT_RETRIABLE',
  message: 'Only a finished or failed conversion can be converted again',
};
const NOT_A_VIDEO = 'The file is not a video';

describe('video conversions for admins', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let user: string;
  let userId: number;
  let seeded: VideoConversionRow[];

  beforeAll(async () => {
    t = await createTestApp();
    const a = await signedInUser(t, { username: 'video_admin', roles: ['user', 'admin'] });
    admin = a.cookie;
    adminId = a.user.id;
    const u = await signedInUser(t, { username: 'video_owner' });
    user = u.cookie;
    userId = u.user.id;
    // finished rows written directly (no worker takes them): a day apart, oldest first
    seeded = await t.seed((em) =>
      (['done', 'error', 'done', 'processing'] as const).map((status, i) =>
        em.create(VideoConversionRow, {
          userId: i === 1 ? adminId : userId,
          name: `Seeded ${i}`,
          filename: `seeded-${i}.mp4`,
          uploadId: randomBytes(16).toString('hex'),
          size: 3 * 1024 ** 3,
          status,
          progress: status === 'processing' ? 40 : 100,
          claims: 1,
          submittedAt: new Date(Date.UTC(2026, 0, 10 + i)),
          startedAt: new Date(Date.UTC(2026, 0, 10 + i, 1)),
          // a processing row's heartbeat is fresh, so no instance takes it back during the test
          heartbeatAt: status === 'processing' ? new Date(Date.now() + 3_600_000) : null,
          finishedAt:
            status === 'processing' ? null : new Date(Date.UTC(2026, 0, 10 + i, 1, 0, 30)),
          sgf: status === 'done' ? '(;GM[1]SZ[9];B[ee])' : null,
          moves: status === 'done' ? 1 : null,
          boardSize: status === 'done' ? 9 : null,
          error: status === 'error' ? 'Seeded failure' : null,
        }),
      ),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const asAdmin = (method: 'get' | 'post' | 'delete', path: string) =>
    t.http()[method](`/api/v1${path}`).set('Cookie', admin).set('Origin', TEST_ORIGIN);
  const audits = (action: string) =>
    t.db.orm.em.fork().find(AuditEntry, { action }, { orderBy: { id: 'asc' } });

  it("GET /admin/video: every user's conversions newest first, in pages, by status", async () => {
    const page = (await asAdmin('get', '/admin/video?limit=2').expect(200)).body as AdminVideoPage;
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 0 });
    expect(page.items.map((c) => c.name)).toEqual(['Seeded 3', 'Seeded 2']);
    expect(page.items[1]).toEqual({
      id: seeded[2].id,
      name: 'Seeded 2',
      filename: 'seeded-2.mp4',
      size: 3 * 1024 ** 3,
      submittedAt: '2026-01-12T00:00:00.000Z',
      status: 'done',
      progress: 100,
      startedAt: '2026-01-12T01:00:00.000Z',
      finishedAt: '2026-01-12T01:00:30.000Z',
      sgf: '(;GM[1]SZ[9];B[ee])',
      moves: 1,
      boardSize: 9,
      error: null,
      skippedChanges: null,
      durationSeconds: null,
      user: { id: userId, username: 'video_owner' },
    });
    const next = (await asAdmin('get', '/admin/video?limit=2&offset=2').expect(200))
      .body as AdminVideoPage;
    expect(next.items.map((c) => c.name)).toEqual(['Seeded 1', 'Seeded 0']);
    expect(next.items[0]).toMatchObject({
      status: 'error',
      error: 'Seeded failure',
      sgf: null,
      user: { id: adminId, username: 'video_admin' },
    });
    const done = (await asAdmin('get', '/admin/video?status=done').expect(200))
      .body as AdminVideoPage;
    expect(done).toMatchObject({ total: 2, limit: 20, offset: 0 });
    expect(done.items.map((c) => c.name)).toEqual(['Seeded 2', 'Seeded 0']);
    for (const query of ['status=finished', 'limit=0', 'limit=201', 'offset=-1', 'limit=x']) {
      const bad = await asAdmin('get', `/admin/video?${query}`).expect(400);
      expect(bad.body, query).toEqual(BAD_PARAMETERS);
    }
  });

  it("GET /admin/video/statistics counts the whole site; GET /video/statistics only one's own", async () => {
    const site = (await asAdmin('get', '/admin/video/statistics').expect(200))
      .body as VideoStatistics;
    expect(site).toEqual({
      pending: 0,
      processing: 1,
      done: 2,
      error: 1,
      total: 4,
      averageProcessingSeconds: 30,
    } satisfies VideoStatistics);
    const own = (await asAdmin('get', '/video/statistics').expect(200)).body as VideoStatistics;
    expect(own).toEqual({
      pending: 0,
      processing: 0,
      done: 0,
      error: 1,
      total: 1,
      averageProcessingSeconds: null,
    } satisfies VideoStatistics);
  });

  it('other users get 403 with the permission message, anonymous visitors 401', async () => {
    const id = seeded[0].id;
    const calls = [
      ['get', '/admin/video'],
      ['get', '/admin/video/statistics'],
      ['post', `/admin/video/${id}/retry`],
      ['delete', `/admin/video/${id}`],
    ] as const;
    for (const [method, path] of calls) {
      const request = t.http()[method](`/api/v1${path}`);
      const refused = await request.set('Cookie', user).set('Origin', TEST_ORIGIN).expect(403);
      expect(refused.body, path).toEqual(PERMISSION_DENIED);
      const anonymous = await t.http()[method](`/api/v1${path}`).expect(401);
      expect(anonymous.body, path).toEqual(UNAUTHORIZED);
    }
    expect(await t.db.orm.em.fork().count(VideoConversionRow, { id })).toBe(1);
  });

  it('POST /admin/video/{id}/retry converts a failed one again (audited); 409 while it is processing', async () => {
    const failed = await submitVideo(t, user, randomBytes(2000), 'Broken file');
    await waitForConversion(t, user, failed.id, (c) => c.status === 'error');
    const retried = await asAdmin('post', `/admin/video/${failed.id}/retry`).expect(200);
    expect(retried.body).toMatchObject({
      id: failed.id,
      progress: 0,
      error: null,
      startedAt: null,
      finishedAt: null,
      user: { id: userId, username: 'video_owner' },
    });
    expect(['pending', 'processing', 'error']).toContain((retried.body as VideoConversion).status);
    const again = await waitForConversion(t, user, failed.id, (c) => c.status === 'error');
    expect(again.error).toBe(NOT_A_VIDEO);
    const done = await asAdmin('post', `/admin/video/${seeded[2].id}/retry`).expect(200);
    expect(done.body).toMatchObject({ sgf: null, moves: null, boardSize: null });

    const busy = await asAdmin('post', `/admin/video/${seeded[3].id}/retry`).expect(409);
    expect(busy.body).toEqual(NOT_RETRIABLE);
    expect((await audits('video.retry')).map((entry) => [entry.actorName, entry.target])).toEqual([
      ['video_admin', `video:${failed.id}`],
      ['video_admin', `video:${seeded[2].id}`],
    ]);
    for (const id of IDS_THAT_NAME_NOTHING) {
      const unknown = await asAdmin('post', `/admin/video/${id}/retry`).expect(404);
      expect(unknown.body, id).toEqual(NOT_FOUND);
    }
  });

  it('DELETE /admin/video/{id} removes the row and the video file (audited); 204, then 404', async () => {
    const submitted = await submitVideo(t, user, randomBytes(1500), 'To remove');
    await waitForConversion(t, user, submitted.id, (c) => c.status === 'error');
    const row = await t.db.orm.em.fork().findOneOrFail(VideoConversionRow, { id: submitted.id });
    const file = join(t.accounts.uploadsDir, 'video', row.uploadId);
    expect(existsSync(file)).toBe(true);
    await asAdmin('delete', `/admin/video/${submitted.id}`).expect(204);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.json`)).toBe(false);
    const mine = (await t.http().get('/api/v1/video').set('Cookie', user).expect(200))
      .body as VideoConversion[];
    expect(mine.map((c) => c.id)).not.toContain(submitted.id);
    const entries = await audits('video.delete');
    expect(entries.map((entry) => [entry.actorId, entry.target])).toEqual([
      [adminId, `video:${submitted.id}`],
    ]);
    expect(JSON.parse(entries[0].details ?? '{}')).toEqual({
      name: 'To remove',
      filename: 'game.mp4',
      userId,
    });
    const gone = await asAdmin('delete', `/admin/video/${submitted.id}`).expect(404);
    expect(gone.body).toEqual(NOT_FOUND);
  });
});
