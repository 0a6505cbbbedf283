import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { TEST_ORIGIN, type TestApp } from './test-app';

/** A real PNG image. */
export const PNG = readFileSync(join(import.meta.dirname, '../../fixtures/avatars/avatar.png'));

/** POST /file/feedback with one file; `cookie` names the sender (session or uploader cookie). */
export function uploadFeedbackFile(
  t: Pick<TestApp, 'http'>,
  content: Buffer | string,
  filename: string,
  cookie?: string,
) {
  const post = t.http().post('/api/v1/file/feedback').set('Origin', TEST_ORIGIN);
  if (cookie) post.set('Cookie', cookie);
  return post.attach('filename', Buffer.from(content), { filename });
}

/** The `feedback_uploader=<key>` pair an upload answer set, or null. */
export function uploaderCookieOf(response: Response): string | null {
  const header = response.headers['set-cookie'] as string[] | string | undefined;
  const cookies = typeof header === 'string' ? [header] : (header ?? []);
  const found = cookies.find((cookie) => cookie.startsWith('feedback_uploader='));
  return found ? found.split(';')[0] : null;
}

/** Uploads a file as the sender and answers its stored name (expects 201). */
export async function uploadedName(
  t: Pick<TestApp, 'http'>,
  content: Buffer | string,
  filename: string,
  cookie: string,
): Promise<string> {
  const response = await uploadFeedbackFile(t, content, filename, cookie).expect(201);
  return (response.body as { Name: string }).Name;
}
