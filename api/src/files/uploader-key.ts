import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { isLoopbackHost } from '../common/security/loopback-host';

/**
 * The cookie naming an anonymous uploader: a random key given at the first upload, so that only
 * the browser that uploaded a file can attach it to a feedback. The database keeps its SHA-256.
 */
export const UPLOADER_COOKIE = 'feedback_uploader';
const UPLOADER_COOKIE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function hashUploaderKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The hash of the request's uploader key, or null without one. */
export function uploaderKeyHashOf(request: Request): string | null {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  const key = cookies?.[UPLOADER_COOKIE];
  return typeof key === 'string' && /^[A-Za-z0-9_-]{43}$/.test(key) ? hashUploaderKey(key) : null;
}

/** The request's uploader key hash, giving the browser a new key (HttpOnly cookie) if it has none. */
export function ensureUploaderKey(request: Request, response: Response): string {
  const existing = uploaderKeyHashOf(request);
  if (existing) return existing;
  const key = randomBytes(32).toString('base64url');
  response.cookie(UPLOADER_COOKIE, key, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/v1',
    secure: request.secure || !isLoopbackHost(request.hostname),
    maxAge: UPLOADER_COOKIE_MAX_AGE_MS,
  });
  return hashUploaderKey(key);
}
