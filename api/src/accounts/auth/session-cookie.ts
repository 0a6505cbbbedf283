import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE } from '@sync/contract/account';
import { isLoopbackHost } from '../../common/security/loopback-host';

/** HttpOnly, SameSite=Lax, the whole site; Secure everywhere but plain http on localhost. */
function sessionCookieOptions(request: Request): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.secure || !isLoopbackHost(request.hostname),
  };
}

export function setSessionCookie(
  request: Request,
  response: Response,
  token: string,
  expires: Date,
): void {
  response.cookie(SESSION_COOKIE, token, { ...sessionCookieOptions(request), expires });
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}
