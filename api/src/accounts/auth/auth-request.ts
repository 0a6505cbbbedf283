import type { IncomingMessage } from 'node:http';
import type { Request } from 'express';
import { SESSION_COOKIE } from '@sync/contract/account';
import type { User } from '../entities/user.entity';

/** A request after the auth guard: who sent it and how. */
export interface AuthenticatedRequest extends Request {
  user?: User;
  /** 'session' for the cookie, 'token' for Authorization: Bearer */
  authMethod?: 'session' | 'token';
}

export function sessionTokenOf(request: Request): string | null {
  const cookies = request.cookies as Record<string, unknown> | undefined;
  const token = cookies?.[SESSION_COOKIE];
  return typeof token === 'string' && token ? token : null;
}

/** Express requests and the WebSocket's upgrade request alike. */
export function bearerTokenOf(request: Pick<IncomingMessage, 'headers'>): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}
