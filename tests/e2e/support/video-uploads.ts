import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import {
  VIDEO_UPLOAD_PATH,
  type VideoConversion,
  type VideoConversionList,
} from '@sync/contract/video';
import { baseUrl } from './base-url';
import { waitUntil } from './wait-until';

const run = promisify(execFile);

/** A folder for the files a test makes; remove() deletes it. */
export async function scratchFolder(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'go-e2e-video-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** ffmpeg's test pattern (colour bars, no Go board), H.264 MP4, 160x120, `seconds` long. */
export async function testPatternVideo(folder: string, seconds = 2): Promise<string> {
  const path = join(folder, 'test-pattern.mp4');
  await run('/usr/bin/ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=160x120:rate=8:duration=${seconds}`,
    '-pix_fmt',
    'yuv420p',
    '-y',
    path,
  ]);
  return path;
}

/** A file of `bytes` seeded noise: a ".mp4" that is not a video (fixed content, so one fingerprint). */
export async function noiseFile(folder: string, name: string, bytes: number): Promise<string> {
  const data = Buffer.alloc(bytes);
  let state = 12345;
  for (let i = 0; i < bytes; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    data[i] = state >> 16;
  }
  const path = join(folder, name);
  await writeFile(path, data);
  return path;
}

/**
 * Uploads bytes as a signed-in context (its session cookie) by tus by hand: create, one PATCH,
 * then POST /video/submit. Resolves with the pending conversion.
 */
export async function uploadThroughApi(
  request: APIRequestContext,
  name: string,
  filename: string,
  data: Buffer,
): Promise<VideoConversion> {
  const origin = baseUrl();
  const created = await request.post(`${origin}${VIDEO_UPLOAD_PATH}`, {
    headers: {
      Origin: origin,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(data.length),
      'Upload-Metadata': `filename ${Buffer.from(filename).toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const location = new URL(created.headers().location ?? '', `${origin}${VIDEO_UPLOAD_PATH}`).href;
  const patched = await request.patch(location, {
    headers: {
      Origin: origin,
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data,
  });
  expect(patched.status()).toBe(204);
  const submitted = await request.post(`${origin}/api/v1/video/submit`, {
    headers: { Origin: origin },
    data: { upload: location, name },
  });
  expect(submitted.status()).toBe(201);
  return (await submitted.json()) as VideoConversion;
}

/** The signed-in context's conversions (GET /video). */
export async function myConversions(request: APIRequestContext): Promise<VideoConversionList> {
  const response = await request.get(`${baseUrl()}/api/v1/video`);
  expect(response.status()).toBe(200);
  return (await response.json()) as VideoConversionList;
}

/** Waits until the context's conversion named `name` has finished (done or error); resolves with it. */
export async function waitForFinished(
  request: APIRequestContext,
  name: string,
  timeout = 45_000,
): Promise<VideoConversion> {
  let found: VideoConversion | undefined;
  await waitUntil(
    async () => {
      found = (await myConversions(request)).find((item) => item.name === name);
      return found?.status === 'done' || found?.status === 'error';
    },
    `the conversion ${name} to finish`,
    { timeout, interval: 250 },
  );
  return found!;
}
