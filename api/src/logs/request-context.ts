import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AuthenticatedRequest } from '../accounts/auth/auth-request';
import { redactSecrets } from '../client-log/redact-secrets';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An incoming id is kept only when it is short and harmless in a log line and a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const PATH_LENGTH = 1000;

const requestIds = new WeakMap<Request, string>();
const currentRequests = new AsyncLocalStorage<Request>();

/**
 * Gives every request an id (a sane incoming X-Request-Id, a new UUID otherwise), sends it back
 * as X-Request-Id, and makes the request known to code that runs for it (see currentRequest).
 */
export function requestIdMiddleware(request: Request, response: Response, next: NextFunction) {
  const incoming = request.get(REQUEST_ID_HEADER);
  const id = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  requestIds.set(request, id);
  response.setHeader(REQUEST_ID_HEADER, id);
  currentRequests.run(request, next);
}

/** The request the calling code runs for, if any. */
export function currentRequest(): Request | undefined {
  return currentRequests.getStore();
}

export interface RequestDetails {
  requestId: string | null;
  method: string;
  path: string;
  userId: number | null;
}

/** What the error log keeps of a request: its id, method, path (secrets redacted), user. */
export function requestDetails(request: Request): RequestDetails {
  const path = redactSecrets(request.originalUrl || request.url);
  return {
    requestId: requestIds.get(request) ?? null,
    method: request.method.slice(0, 10),
    path: [...path].slice(0, PATH_LENGTH).join(''),
    userId: (request as AuthenticatedRequest).user?.id ?? null,
  };
}
