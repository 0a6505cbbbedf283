import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIDEO_UPLOAD_PATH,
  type VideoConversion,
  type VideoFormats,
  type VideoUploadTarget,
} from '@sync/contract/video';
import { VideoUploadsSweeper } from '@api/video/video-uploads.sweeper';
import { signedInUser } from './support/accounts';
import { INVALID_REQUEST_DATA, UNAUTHORIZED } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';
import {
  createUpload,
  interruptedPatch,
  listen,
  patchUpload,
  tusHeaders,
  tusMetadata,
  uploadWithTusClient,
} from './support/video-uploads';

const GIB = 1024 ** 3;
const FILE_FORMAT_NOT_ALLOWED = {
  statusCode: 400,
  code: 'FILE_FORMAT_NOT_ALLOWED',
  message: 'This file format is not allowed',
};
const VIDEO_TOO_LARGE = {
  statusCode: 413,
  code: 'VIDEO_TOO_LARGE',
  message: 'The video is larger than the largest size accepted',
};
const UPLOAD_NOT_FOUND = {
  statusCode: 400,
  code: 'VIDEO_UPLOAD_NOT_FOUND',
  message: 'No upload of yours with such id',
};
const UPLOAD_UNFINISHED = {
  statusCode: 400,
  code: 'VIDEO_UPLOAD_UNFINISHED',
  message: 'The upload is not finished yet',
};
const ALREADY_SUBMITTED = {
  statusCode: 409,
  code: 'VIDEO_ALREADY_SUBMITTED',
  message: 'This upload has been submitted already',
};
const FILE_NOT_FOUND = { statusCode: 404, code: 'FILE_NOT_FOUND', message: 'No file with such id' };

describe('video uploads (tus) and submitting them', () => {
  let t: TestApp;
  let baseUrl: string;
  let cookie: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listen(t);
    cookie = (await signedInUser(t, { username: 'video_uploader' })).cookie;
    other = (await signedInUser(t, { username: 'video_other' })).cookie;
  });
  afterAll(async () => {
    await t?.close();
  });

  const videoDir = () => join(t.accounts.uploadsDir, 'video');
  const idOf = (location: string) => location.split('/').pop() ?? '';
  const submit = (body: unknown, as = cookie) =>
    t
      .http()
      .post('/api/v1/video/submit')
      .set('Cookie', as)
      .set('Origin', TEST_ORIGIN)
      .send(body as object);

  it('GET /video/formats: what ffmpeg here reads, and the 2 GiB limit, to anyone', async () => {
    const formats = (await t.http().get('/api/v1/video/formats').expect(200)).body as VideoFormats;
    // { Formats, MaxSize } as every formats call of the spec answers
    expect(formats.MaxSize).toBe(2 * GIB);
    expect(formats.Formats).toEqual(expect.arrayContaining(['mp4', 'mov', 'webm', 'mkv']));
    expect(formats.containers).toEqual(expect.arrayContaining(['MP4', 'QuickTime', 'WebM']));
    expect(formats.codecs).toEqual(expect.arrayContaining(['H.264', 'H.265', 'VP8', 'VP9']));
  });

  it('GET /video/upload?filename= names the tus endpoint; a missing name or a format not read is 400; anonymous 401', async () => {
    const target = await t
      .http()
      .get('/api/v1/video/upload?filename=Партия 1.MOV')
      .set('Cookie', cookie)
      .expect(200);
    expect(target.body).toEqual({
      protocol: 'tus',
      uploadUrl: VIDEO_UPLOAD_PATH,
      filename: 'Партия 1.MOV',
      maxBytes: 2 * GIB,
    } satisfies VideoUploadTarget);
    for (const query of ['', '?filename=', '?filename=%20%20']) {
      const missing = await t.http().get(`/api/v1/video/upload${query}`).set('Cookie', cookie);
      expect(missing.status, query).toBe(400);
      expect(missing.body).toEqual(INVALID_REQUEST_DATA);
    }
    for (const filename of ['game.txt', 'game', 'mp4', 'game.mp4.exe']) {
      const refused = await t
        .http()
        .get(`/api/v1/video/upload?filename=${filename}`)
        .set('Cookie', cookie);
      expect(refused.status, filename).toBe(400);
      expect(refused.body).toEqual(FILE_FORMAT_NOT_ALLOWED);
    }
    const anonymous = await t.http().get('/api/v1/video/upload?filename=game.mp4').expect(401);
    expect(anonymous.body).toEqual(UNAUTHORIZED);
  });

  it('the real tus client uploads a file in chunks, with progress, under the uploads directory', async () => {
    const bytes = randomBytes(300_000);
    const progress: number[] = [];
    const url = await uploadWithTusClient(baseUrl, cookie, bytes, 'partie.webm', {
      chunkSize: 100_000,
      onProgress: (sent) => progress.push(sent),
    });
    expect(url).toMatch(new RegExp(`${VIDEO_UPLOAD_PATH}/[0-9a-f]{32}$`));
    expect(progress.at(-1)).toBe(bytes.length);
    expect(readFileSync(join(videoDir(), idOf(url))).equals(bytes)).toBe(true);
    const meta = JSON.parse(readFileSync(join(videoDir(), `${idOf(url)}.json`), 'utf8')) as {
      metadata: Record<string, string>;
    };
    expect(meta.metadata.filename).toBe('partie.webm');
  });

  it('an upload cut off mid-PATCH resumes from the offset HEAD answers', async () => {
    const bytes = randomBytes(2_000_000);
    const location = await createUpload(t, cookie, bytes.length, 'cut.mp4');
    await interruptedPatch(baseUrl, cookie, location, bytes, 1_000_000);
    let offset = -1;
    // the server may still be writing what arrived when the connection dropped
    for (let tries = 0; tries < 100; tries++) {
      const head = await t.http().head(location).set(tusHeaders(cookie)).expect(200);
      expect(head.headers['upload-length']).toBe(String(bytes.length));
      const now = Number(head.headers['upload-offset']);
      if (now === offset) break;
      offset = now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(1_000_000);
    // not finished: it cannot be submitted yet
    const early = await submit({ upload: location, name: 'Cut' }).expect(400);
    expect(early.body).toEqual(UPLOAD_UNFINISHED);
    expect(await patchUpload(t, cookie, location, offset, bytes.subarray(offset))).toBe(
      bytes.length,
    );
    expect(readFileSync(join(videoDir(), idOf(location))).equals(bytes)).toBe(true);
  });

  it('only the owner may resume, read or cancel an upload; anonymous requests are 401', async () => {
    const location = await createUpload(t, cookie, 10, 'mine.mp4');
    const head = await t.http().head(location).set(tusHeaders(other));
    expect(head.status).toBe(404);
    const patch = await t
      .http()
      .patch(location)
      .set(tusHeaders(other))
      .set('Upload-Offset', '0')
      .set('Content-Type', 'application/offset+octet-stream')
      .send(Buffer.alloc(10))
      .expect(404);
    expect(patch.body).toEqual(FILE_NOT_FOUND);
    await t.http().delete(location).set(tusHeaders(other)).expect(404);
    await t.http().get(location).set(tusHeaders(cookie)).expect(404);

    const anonymousCreate = await t
      .http()
      .post(VIDEO_UPLOAD_PATH)
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Length', '10')
      .set('Upload-Metadata', tusMetadata({ filename: 'a.mp4' }))
      .expect(401);
    expect(anonymousCreate.body).toEqual(UNAUTHORIZED);
    const anonymousPatch = await t
      .http()
      .patch(location)
      .set('Tus-Resumable', '1.0.0')
      .set('Upload-Offset', '0')
      .set('Content-Type', 'application/offset+octet-stream')
      .send(Buffer.alloc(10))
      .expect(401);
    expect(anonymousPatch.body).toEqual(UNAUTHORIZED);
    // the owner still can
    expect(await patchUpload(t, cookie, location, 0, Buffer.alloc(10))).toBe(10);
  });

  it('a length over VIDEO_MAX_BYTES is 413 before any byte is sent; the name must be a video format', async () => {
    const tooLarge = await t
      .http()
      .post(VIDEO_UPLOAD_PATH)
      .set(tusHeaders(cookie))
      .set('Upload-Length', String(2 * GIB + 1))
      .set('Upload-Metadata', tusMetadata({ filename: 'long.mp4' }))
      .expect(413);
    expect(tooLarge.body).toEqual(VIDEO_TOO_LARGE);
    await t
      .http()
      .post(VIDEO_UPLOAD_PATH)
      .set(tusHeaders(cookie))
      .set('Upload-Length', String(2 * GIB))
      .set('Upload-Metadata', tusMetadata({ filename: 'exactly.mp4' }))
      .expect(201);
    const wrongFormat = await t
      .http()
      .post(VIDEO_UPLOAD_PATH)
      .set(tusHeaders(cookie))
      .set('Upload-Length', '10')
      .set('Upload-Metadata', tusMetadata({ filename: 'notes.txt' }))
      .expect(400);
    expect(wrongFormat.body).toEqual(FILE_FORMAT_NOT_ALLOWED);
    for (const metadata of [null, tusMetadata({ other: 'x.mp4' })]) {
      const request = t
        .http()
        .post(VIDEO_UPLOAD_PATH)
        .set(tusHeaders(cookie))
        .set('Upload-Length', '10');
      const noName = await (metadata ? request.set('Upload-Metadata', metadata) : request).expect(
        400,
      );
      expect(noName.body).toEqual(INVALID_REQUEST_DATA);
    }
    const noLength = await t
      .http()
      .post(VIDEO_UPLOAD_PATH)
      .set(tusHeaders(cookie))
      .set('Upload-Defer-Length', '1')
      .set('Upload-Metadata', tusMetadata({ filename: 'later.mp4' }))
      .expect(400);
    expect(noLength.body).toEqual(INVALID_REQUEST_DATA);
  });

  it('the server records the owner itself: an owner named in the metadata is ignored', async () => {
    const response = await t
      .http()
      .post(VIDEO_UPLOAD_PATH)
      .set(tusHeaders(other))
      .set('Upload-Length', '4')
      .set('Upload-Metadata', tusMetadata({ filename: 'x.mp4', owner: '1' }))
      .expect(201);
    const location = response.headers.location;
    await patchUpload(t, other, location, 0, Buffer.from('abcd'));
    const refused = await submit({ upload: location, name: 'Not mine' }).expect(400);
    expect(refused.body).toEqual(UPLOAD_NOT_FOUND);
  });

  it('POST /video/submit: 201 a pending conversion; errors for a missing name, an unknown, foreign or repeated upload', async () => {
    const bytes = randomBytes(1000);
    const location = await createUpload(t, cookie, bytes.length, 'Final.MP4');
    await patchUpload(t, cookie, location, 0, bytes);

    for (const body of [
      { upload: location },
      { upload: location, name: '  ' },
      { name: 'x' },
      {},
      [],
    ]) {
      const missing = await submit(body).expect(400);
      expect(missing.body, JSON.stringify(body)).toEqual(INVALID_REQUEST_DATA);
    }
    const unknownId = `${VIDEO_UPLOAD_PATH}/${'0'.repeat(32)}`;
    for (const upload of [unknownId, 'not-an-upload', '../../etc/passwd']) {
      const unknown = await submit({ upload, name: 'x' }).expect(400);
      expect(unknown.body, upload).toEqual(UPLOAD_NOT_FOUND);
    }
    const foreign = await submit({ upload: location, name: 'x' }, other).expect(400);
    expect(foreign.body).toEqual(UPLOAD_NOT_FOUND);
    const anonymous = await t
      .http()
      .post('/api/v1/video/submit')
      .send({ upload: location, name: 'x' })
      .expect(401);
    expect(anonymous.body).toEqual(UNAUTHORIZED);

    const created = await submit({ upload: idOf(location), name: '  Final of the cup  ' }).expect(
      201,
    );
    expect(created.body).toEqual({
      id: expect.any(Number) as number,
      name: 'Final of the cup',
      filename: 'Final.MP4',
      size: 1000,
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      status: 'pending',
      progress: 0,
      startedAt: null,
      finishedAt: null,
      sgf: null,
      moves: null,
      boardSize: null,
      error: null,
      skippedChanges: null,
      durationSeconds: null,
    } satisfies VideoConversion);
    const twice = await submit({ upload: location, name: 'Again' }).expect(409);
    expect(twice.body).toEqual(ALREADY_SUBMITTED);
    expect(existsSync(join(videoDir(), idOf(location)))).toBe(true);
  });

  it('uploads not submitted within a day are removed; submitted ones stay', async () => {
    const kept = await createUpload(t, cookie, 4, 'kept.mp4');
    await patchUpload(t, cookie, kept, 0, Buffer.from('abcd'));
    await submit({ upload: kept, name: 'Kept' }).expect(201);
    const left = await createUpload(t, cookie, 4, 'left.mp4');
    const sweeper = t.app.get(VideoUploadsSweeper);
    expect(await sweeper.sweep()).toBe(0);
    const dayLater = new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    expect(await sweeper.sweep(dayLater)).toBeGreaterThanOrEqual(1);
    expect(existsSync(join(videoDir(), idOf(left)))).toBe(false);
    expect(existsSync(join(videoDir(), `${idOf(left)}.json`))).toBe(false);
    expect(existsSync(join(videoDir(), idOf(kept)))).toBe(true);
    await t.http().head(left).set(tusHeaders(cookie)).expect(404);
  });
});
