import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { SESSION_TTL_MS } from '@domain/account';
import { ApiToken } from '../entities/api-token.entity';
import { UserSession } from '../entities/user-session.entity';
import { User } from '../entities/user.entity';
import { hashSecret, newSecretToken } from './secret-token';

const USER_AGENT_MAX_LENGTH = 300;
/** How stale a session's or token's last use may get before a request writes it again. */
const LAST_USE_RESOLUTION_MS = 5 * 60 * 1000;

function lastUseIsStale(lastUse: Date | null, now: Date): boolean {
  return !lastUse || lastUse.getTime() < now.getTime() - LAST_USE_RESOLUTION_MS;
}

/** Server-side sessions: the cookie holds a random token, the table its hash. */
@Injectable()
export class SessionService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Starts a session for the browser of `userAgent`; returns the token for the cookie (never
   * stored in clear).
   */
  async start(
    user: User,
    userAgent: string | null = null,
    now = new Date(),
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    const em = this.em.fork();
    em.create(UserSession, {
      tokenHash: hashSecret(token),
      user: em.getReference(User, user.id),
      createdAt: now,
      expiresAt,
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
      lastSeenAt: now,
    });
    await em.flush();
    return { token, expiresAt };
  }

  /**
   * The active user of a session token, or null (unknown, expired, or the account not active).
   * Notes when the session was used, writing at most once every few minutes.
   */
  async userOfSession(token: string, now = new Date()): Promise<User | null> {
    const em = this.em.fork();
    const tokenHash = hashSecret(token);
    const session = await em.findOne(UserSession, { tokenHash }, { populate: ['user'] });
    if (!session || session.expiresAt <= now || session.user.status !== 'active') return null;
    if (lastUseIsStale(session.lastSeenAt, now)) {
      await em.nativeUpdate(UserSession, { tokenHash }, { lastSeenAt: now });
    }
    return session.user;
  }

  /**
   * The active user of an API token, or null. Notes when the token was used, writing at most
   * once every few minutes (a script calls many times a minute).
   */
  async userOfApiToken(token: string, now = new Date()): Promise<User | null> {
    const em = this.em.fork();
    const tokenHash = hashSecret(token);
    const apiToken = await em.findOne(ApiToken, { tokenHash }, { populate: ['user'] });
    if (!apiToken || apiToken.user.status !== 'active') return null;
    if (lastUseIsStale(apiToken.lastUsedAt, now)) {
      await em.nativeUpdate(ApiToken, { tokenHash }, { lastUsedAt: now });
    }
    return apiToken.user;
  }

  async end(token: string): Promise<void> {
    await this.em.fork().nativeDelete(UserSession, { tokenHash: hashSecret(token) });
  }

  /** Signs the user out everywhere (password change, reset, deletion); `except` keeps one. */
  async endAll(userId: number, except?: string): Promise<void> {
    const keep = except === undefined ? {} : { tokenHash: { $ne: hashSecret(except) } };
    await this.em.fork().nativeDelete(UserSession, { user: userId, ...keep });
  }
}
