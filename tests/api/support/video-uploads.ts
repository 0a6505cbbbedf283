import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Upload } from 'tus-js-client';
import type { VideoConversion } from '@sync/contract/video';
import { VIDEO_UPLOAD_PATH } from '@sync/contract/video';
import { TEST_ORIGIN, type TestApp } from './test-app';

/** tus' Upload-Metadata value: each key with its value in base64. */
export function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** The headers every tus request of a signed-in browser carries. */
export function tusHeaders(cookie: string): Record<string, string> {
  return { 'Tus-Resumable': '1.0.0', Cookie: cookie, Origin: TEST_ORIGIN };
}

/** Starts listening on a free port (for clients that need a real URL); answers the base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Creates an upload by a raw tus POST; answers its Location. */
export async function createUpload(
  t: TestApp,
  cookie: string,
  length: number,
  filename = 'game.mp4',
): Promise<string> {
  const response = await t
    .http()
    .post(VIDEO_UPLOAD_PATH)
    .set(tusHeaders(cookie))
    .set('Upload-Length', String(length))
    .set('Upload-Metadata', tusMetadata({ filename }))
    .expect(201);
  return response.headers.location;
}

/** Sends `bytes` from `offset` in one PATCH; answers the new offset. */
export async function patchUpload(
  t: TestApp,
  cookie: string,
  location: string,
  offset: number,
  bytes: Buffer,
): Promise<number> {
  const response = await t
    .http()
    .patch(location)
    .set(tusHeaders(cookie))
    .set('Upload-Offset', String(offset))
    .set('Content-Type', 'application/offset+octet-stream')
    .send(bytes)
    .expect(204);
  return Number(response.headers['upload-offset']);
}

/** A whole upload by the real tus client (tus-js-client, Node); answers the upload's URL. */
export function uploadWithTusClient(
  baseUrl: string,
  cookie: string,
  bytes: Buffer,
  filename: string,
  options: { chunkSize?: number; onProgress?: (sent: number, total: number) => void } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint: `${baseUrl}${VIDEO_UPLOAD_PATH}`,
      headers: { Cookie: cookie, Origin: TEST_ORIGIN },
      metadata: { filename },
      chunkSize: options.chunkSize,
      retryDelays: [],
      onProgress: options.onProgress,
      onError: reject,
      onSuccess: () => resolve(upload.url ?? ''),
    });
    upload.start();
  });
}

/**
 * A PATCH cut off mid-body, as a dropped connection does: the headers promise `bytes.length`,
 * `sent` of them go out, then the socket is destroyed.
 */
export function interruptedPatch(
  baseUrl: string,
  cookie: string,
  location: string,
  bytes: Buffer,
  sent: number,
): Promise<void> {
  return new Promise((resolve) => {
    const request = httpRequest(`${baseUrl}${location}`, {
      method: 'PATCH',
      headers: {
        ...tusHeaders(cookie),
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      },
    });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(bytes.subarray(0, sent), () => setImmediate(() => request.destroy()));
  });
}

/** A finished upload (raw tus) submitted for conversion; answers the 201's conversion. */
export async function submitVideo(
  t: TestApp,
  cookie: string,
  bytes: Buffer,
  name: string,
  filename = 'game.mp4',
): Promise<VideoConversion> {
  const location = await createUpload(t, cookie, bytes.length, filename);
  await patchUpload(t, cookie, location, 0, bytes);
  const response = await t
    .http()
    .post('/api/v1/video/submit')
    .set('Cookie', cookie)
    .set('Origin', TEST_ORIGIN)
    .send({ upload: location, name })
    .expect(201);
  return response.body as VideoConversion;
}

/** Where GET /video is read: the app under test, or the base URL of a server started apart. */
export type ConversionSource = TestApp | string;

async function conversionsAt(source: ConversionSource, cookie: string): Promise<VideoConversion[]> {
  if (typeof source !== 'string') {
    const response = await source.http().get('/api/v1/video').set('Cookie', cookie).expect(200);
    return response.body as VideoConversion[];
  }
  const response = await fetch(`${source}/api/v1/video`, { headers: { Cookie: cookie } });
  if (response.status !== 200) throw new Error(`GET /video answered ${response.status}`);
  return (await response.json()) as VideoConversion[];
}

/** Reads GET /video until `done` holds for the conversion; fails after `timeout` ms. */
export async function waitForConversion(
  source: ConversionSource,
  cookie: string,
  id: number,
  done: (conversion: VideoConversion) => boolean,
  seen: (conversion: VideoConversion) => void = () => undefined,
  timeout = 45_000,
): Promise<VideoConversion> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const conversion = (await conversionsAt(source, cookie)).find((c) => c.id === id);
    if (!conversion) throw new Error(`conversion ${id} is not in the list`);
    seen(conversion);
    if (done(conversion)) return conversion;
    if (Date.now() > deadline) {
      throw new Error(`conversion ${id} still ${conversion.status} after ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
