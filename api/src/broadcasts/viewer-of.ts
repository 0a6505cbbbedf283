import type { Request } from 'express';
import { bearerTokenOf, sessionTokenOf } from '../accounts/auth/auth-request';
import type { SessionService } from '../accounts/auth/session.service';
import type { User } from '../accounts/entities/user.entity';

/** The signed-in user of a request open to anyone (as the auth guard reads it), else null. */
export function viewerOf(sessions: SessionService, request: Request): Promise<User | null> {
  const bearer = bearerTokenOf(request);
  if (bearer) return sessions.userOfApiToken(bearer);
  const session = sessionTokenOf(request);
  return session ? sessions.userOfSession(session) : Promise.resolve(null);
}
