import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '@sync/contract/account';
import type { AccountsConfig } from '../../common/config/accounts-config';
import { originOf } from '../../common/security/origin-check.middleware';
import { bearerTokenOf } from '../../accounts/auth/auth-request';
import type { SessionService } from '../../accounts/auth/session.service';
import type { User } from '../../accounts/entities/user.entity';

export type SocketIdentity = { user: User | null } | { refused: string };

function cookieOf(request: IncomingMessage, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Who opens a socket: a bearer API token (scripts, bots), else the session cookie, which counts
 * only from one of our own origins (a page of another site cannot act for our visitor); nobody
 * (anonymous, read-only) without either. An unknown token is refused; a stale cookie watches.
 */
export async function identify(
  request: IncomingMessage,
  sessions: SessionService,
  config: Pick<AccountsConfig, 'publicUrl' | 'trustedOrigins'>,
): Promise<SocketIdentity> {
  const bearer = bearerTokenOf(request);
  if (bearer) {
    const user = await sessions.userOfApiToken(bearer);
    return user ? { user } : { refused: 'invalid token' };
  }
  const session = cookieOf(request, SESSION_COOKIE);
  if (!session) return { user: null };
  const origin = request.headers.origin;
  const own = new Set(
    [
      config.publicUrl,
      ...config.trustedOrigins,
      `http://${request.headers.host}`,
      `https://${request.headers.host}`,
    ]
      .map(originOf)
      .filter((o) => o !== null),
  );
  if (origin !== undefined && !own.has(originOf(origin) ?? 'null')) {
    return { refused: 'Origin rejected' };
  }
  const user = await sessions.userOfSession(session);
  return { user };
}
