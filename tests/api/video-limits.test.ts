import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/knex';
import type { VideoConversion } from '@sync/contract/video';
import { User } from '@api/accounts/entities/user.entity';
import { VideoConversionRow } from '@api/video/video-conversion.entity';
import { claimNextJob } from '@api/video/video-queue';
import { accountKey } from '@domain/account';
import {
  renderGameVideo,
  type RenderedGameVideo,
} from '@tests/factories/board-videos/render-video';
import { signedInUser } from './support/accounts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { createUpload, patchUpload, submitVideo, waitForConversion } from './support/video-uploads';

const VIDEO_TOO_LONG = {
  statusCode: 413,
  code: 'VIDEO_TOO_LONG',
  message: 'The video is longer than the longest accepted (10 s)',
};

/** A plain grey video of `seconds`, a few KB: long without costing time to make or read. */
async function greyVideo(path: string, seconds: number): Promise<Buffer> {
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', `color=c=gray:s=64x64:r=1:d=${seconds}`, '-pix_fmt', 'yuv420p', path],
  ]);
  return readFileSync(path);
}

describe('video length: VIDEO_MAX_SECONDS', () => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let dir: string;
  let long: Buffer;
  let short: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'video-limits-'));
    t = await createTestApp({ usageLimits: { videoMaxSeconds: 10 } });
    ({
      cookie,
      user: { id: userId },
    } = await signedInUser(t, { username: 'video_long' }));
    [long, short] = await Promise.all([
      greyVideo(join(dir, 'long.mp4'), 20),
      greyVideo(join(dir, 'short.mp4'), 3),
    ]);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const uploaded = async (bytes: Buffer) => {
    const location = await createUpload(t, cookie, bytes.length, 'long.mp4');
    await patchUpload(t, cookie, location, 0, bytes);
    return location;
  };

  it('refuses a longer video at submit with 413 VIDEO_TOO_LONG and removes it; a shorter one is queued', async () => {
    const location = await uploaded(long);
    const refused = await t
      .http()
      .post('/api/v1/video/submit')
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ upload: location, name: 'Twenty seconds' })
      .expect(413);
    expect(refused.body).toEqual(VIDEO_TOO_LONG);
    const id = location.split('/').pop() ?? '';
    expect(existsSync(join(t.accounts.uploadsDir, 'video', id))).toBe(false);

    const accepted = await submitVideo(t, cookie, short, 'Three seconds');
    expect(accepted.status).toBe('pending');
    const list = (await t.http().get('/api/v1/video').set('Cookie', cookie).expect(200))
      .body as VideoConversion[];
    expect(list.map((c) => c.name)).toEqual(['Three seconds']);
  });

  it('a queued job whose video is longer (queued before the limit was lowered) fails in words', async () => {
    const location = await uploaded(long);
    const uploadId = location.split('/').pop() ?? '';
    const row = await t.seed((em) =>
      em.create(VideoConversionRow, {
        userId,
        name: 'Queued before the limit',
        filename: 'long.mp4',
        uploadId,
        size: long.length,
        status: 'pending',
        progress: 0,
        claims: 0,
        submittedAt: new Date(),
      }),
    );
    const failed = await waitForConversion(t, cookie, row.id, (c) => c.status === 'error');
    expect(failed.error).toBe('The video is longer than the longest accepted (10 s)');
  });
});

describe('conversion time: VIDEO_JOB_MAX_MS', () => {
  let t: TestApp;
  let cookie: string;
  let game: RenderedGameVideo;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'video-job-time-'));
    [t, game] = await Promise.all([
      createTestApp({ usageLimits: { videoJobMaxMs: 200 } }),
      renderGameVideo({ boardSize: 9, moves: 8, seed: 6, path: join(dir, 'game.mp4') }),
    ]);
    cookie = (await signedInUser(t, { username: 'video_slow' })).cookie;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a conversion running longer is stopped and fails in words; the worker takes the next job', async () => {
    const first = await submitVideo(t, cookie, readFileSync(game.path), 'Takes too long');
    const second = await submitVideo(t, cookie, randomBytes(3000), 'Next in the queue');
    const stopped = await waitForConversion(t, cookie, first.id, (c) => c.status === 'error');
    expect(stopped.error).toBe(
      'The conversion took longer than the longest time allowed (200 ms) and was stopped',
    );
    expect(stopped.sgf).toBeNull();
    const next = await waitForConversion(t, cookie, second.id, (c) => c.status === 'error');
    expect(next.startedAt! >= stopped.finishedAt!).toBe(true);
  });
});

describe('the queue takes jobs round robin per user', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  const user = (em: EntityManager, username: string) => {
    const now = new Date();
    return em.create(User, {
      username,
      usernameKey: accountKey(username),
      email: `${username}@example.org`,
      emailKey: accountKey(`${username}@example.org`),
      passwordHash: 'not used',
      status: 'active',
      createdAt: now,
      updatedAt: now,
    });
  };

  it('a user with one queued video is not stuck behind another user’s many', async () => {
    const base = Date.parse('2030-01-01T10:00:00Z');
    const names = await db.orm.em.fork().transactional(async (em: EntityManager) => {
      const [many, one, later] = [user(em, 'rr_many'), user(em, 'rr_one'), user(em, 'rr_later')];
      await em.flush();
      const job = (owner: User, name: string, minute: number) =>
        em.create(VideoConversionRow, {
          userId: owner.id,
          name,
          filename: `${name}.mp4`,
          uploadId: randomBytes(16).toString('hex'),
          size: 1000,
          status: 'pending',
          progress: 0,
          claims: 0,
          submittedAt: new Date(base + minute * 60_000),
        });
      job(many, 'many 1', 0);
      job(many, 'many 2', 1);
      job(many, 'many 3', 2);
      job(many, 'many 4', 3);
      job(one, 'one 1', 4);
      job(one, 'one 2', 5);
      job(later, 'later 1', 6);
      return new Map([many, one, later].map((u) => [u.id, u.username]));
    });
    expect(names.size).toBe(3);

    const order: string[] = [];
    for (let i = 0; i < 7; i++) {
      const em = db.orm.em.fork() as EntityManager;
      const job = await claimNextJob(em, new Date(base + (10 + i) * 60_000));
      if (!job) break;
      const row = await em.findOneOrFail(VideoConversionRow, job.id);
      order.push(row.name);
    }
    expect(order).toEqual(['many 1', 'one 1', 'later 1', 'many 2', 'one 2', 'many 3', 'many 4']);
  });
});
