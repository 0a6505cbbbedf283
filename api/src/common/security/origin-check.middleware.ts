import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ERRORS } from '@domain/errors/error-catalogue';
import { SESSION_COOKIE } from '@sync/contract/account';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOGIN_PATH = '/api/v1/login';
/** The one GET that changes state (the spec's method): a link on another site must not sign out. */
const LOGOUT_PATH = '/api/v1/logout';

export interface OriginCheckConfig {
  publicUrl: string;
  trustedOrigins: string[];
}

/**
 * CSRF defence behind the SameSite=Lax session cookie: a write that the browser could have sent
 * on its own (it carries the session cookie and no bearer token) must come from one of our own
 * origins, named by its Origin header or, failing that, its Referer. A sign-in whose Origin is
 * foreign is refused too, so another site cannot sign a visitor in to the attacker's account,
 * and so is GET /logout that a browser marks cross-site (Sec-Fetch-Site) or whose Origin or
 * Referer is foreign. Anything refused gets 403 ORIGIN_REJECTED.
 */
export function originCheck(config: OriginCheckConfig): RequestHandler {
  const configured = new Set(
    [config.publicUrl, ...config.trustedOrigins].map(originOf).filter((o) => o !== null),
  );
  const isAllowed = (origin: string, request: Request) =>
    configured.has(origin) || origin === originOf(`${request.protocol}://${request.get('host')}`);

  const isForeign = (request: Request): boolean => {
    const source = sourceOriginOf(request);
    return source !== null && !isAllowed(source, request);
  };
  const isRefused = (request: Request): boolean => {
    if (!WRITE_METHODS.has(request.method)) {
      if (!isPath(request, LOGOUT_PATH)) return false;
      return request.get('sec-fetch-site') === 'cross-site' || isForeign(request);
    }
    if (hasSessionCookie(request) && !hasBearerToken(request)) {
      return sourceOriginOf(request) === null || isForeign(request);
    }
    return isPath(request, LOGIN_PATH) && isForeign(request);
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if (!isRefused(request)) return next();
    response.status(ERRORS.originRejected.statusCode).json({ ...ERRORS.originRejected });
  };
}

/** The Origin header, else the origin of the Referer; null without either ('null' is foreign). */
function sourceOriginOf(request: Request): string | null {
  const origin = request.get('origin');
  if (origin !== undefined) return originOf(origin) ?? 'null';
  const referer = request.get('referer');
  return referer === undefined ? null : (originOf(referer) ?? 'null');
}

/** The origin of a URL; null for an unreadable one and for the opaque origin 'null'. */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function hasSessionCookie(request: Request): boolean {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  const value = cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '';
}

/** Browsers never add a bearer token by themselves (unlike cookies and cached Basic credentials). */
function hasBearerToken(request: Request): boolean {
  return /^Bearer\s+\S+$/i.test(request.get('authorization') ?? '');
}

/** Express matches routes case-insensitively and ignores a trailing slash; so does this. */
function isPath(request: Request, path: string): boolean {
  return request.path.toLowerCase().replace(/\/+$/, '') === path;
}
