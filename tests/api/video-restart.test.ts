import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testPasswordHash } from '@tests/support/password-hash-cost';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountKey } from '@domain/account';
import { SESSION_COOKIE } from '@sync/contract/account';
import { VIDEO_UPLOAD_PATH, type VideoConversion } from '@sync/contract/video';
import { User } from '@api/accounts/entities/user.entity';
import { VideoConversionRow } from '@api/video/video-conversion.entity';
import {
  renderGameVideo,
  type RenderedGameVideo,
} from '@tests/factories/board-videos/render-video';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { tusMetadata, waitForConversion } from './support/video-uploads';
import {
  buildServer,
  removeBuild,
  startVideoServer,
  type VideoServer,
} from './support/video-server';

const PASSWORD = 'correct horse battery';
/** Short, so the second instance takes the killed one's job back soon after it starts. */
const STALE_MS = '4000';

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ login: 'video_restart', password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return (cookie ?? '').split(';')[0];
}

/** Uploads the file with raw tus requests and submits it; answers the conversion. */
async function submit(baseUrl: string, cookie: string, bytes: Buffer): Promise<VideoConversion> {
  const headers = { 'Tus-Resumable': '1.0.0', Cookie: cookie, Origin: baseUrl };
  const created = await fetch(`${baseUrl}${VIDEO_UPLOAD_PATH}`, {
    method: 'POST',
    headers: {
      ...headers,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': tusMetadata({ filename: 'game.mp4' }),
    },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') ?? '';
  const patched = await fetch(`${baseUrl}${location}`, {
    method: 'PATCH',
    headers: {
      ...headers,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
  expect(patched.status).toBe(204);
  const submitted = await fetch(`${baseUrl}/api/v1/video/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: baseUrl },
    body: JSON.stringify({ upload: location, name: 'Interrupted' }),
  });
  expect(submitted.status).toBe(201);
  return (await submitted.json()) as VideoConversion;
}

describe('a video conversion survives the death of its server', () => {
  let db: TestDatabase;
  let dataDir: string;
  let build: string;
  let game: RenderedGameVideo;
  const servers: VideoServer[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'video-restart-'));
    [db, build, game] = await Promise.all([
      createTestDatabase(),
      buildServer(),
      renderGameVideo({ boardSize: 9, moves: 8, seed: 5, path: join(dataDir, 'game.mp4') }),
    ]);
    const passwordHash = await testPasswordHash(PASSWORD);
    await db.orm.em.fork().transactional((em) => {
      const now = new Date();
      em.create(User, {
        username: 'video_restart',
        usernameKey: accountKey('video_restart'),
        email: 'video_restart@example.org',
        emailKey: accountKey('video_restart@example.org'),
        passwordHash,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      });
    });
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await db?.close();
    if (build) await removeBuild(build);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a built server killed while converting: the next one on the same database finishes the job', async () => {
    const env = {
      DATABASE_URL: db.config.kind === 'sqlite' ? `sqlite:${db.config.path}` : db.config.url,
      DATA_DIR: dataDir,
      VIDEO_STALE_MS: STALE_MS,
    };
    const first = await startVideoServer(build, env);
    servers.push(first);
    const cookie = await signIn(first.baseUrl);
    const submitted = await submit(first.baseUrl, cookie, readFileSync(game.path));
    const midway = await waitForConversion(
      first.baseUrl,
      cookie,
      submitted.id,
      (c) => c.status !== 'pending',
    );
    expect(midway.status).toBe('processing');
    await first.kill();

    const row = () => db.orm.em.fork().findOneOrFail(VideoConversionRow, { id: submitted.id });
    expect(await row()).toMatchObject({ status: 'processing', claims: 1 });

    const second = await startVideoServer(build, env);
    servers.push(second);
    const done = await waitForConversion(
      second.baseUrl,
      cookie,
      submitted.id,
      (c) => c.status === 'done' || c.status === 'error',
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\nThe second server printed:\n${second.output()}`);
    });
    expect(done).toMatchObject({
      status: 'done',
      progress: 100,
      moves: game.moves.length,
      error: null,
    });
    // taken back once from the dead server and converted by the new one
    expect((await row()).claims).toBe(2);
    // two server starts and a conversion: minutes on a machine under heavy load
  }, 120_000);
});
