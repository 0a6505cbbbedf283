import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { describeUserAgent } from '@domain/account';
import type { SessionInfo } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { UserSession } from '../entities/user-session.entity';
import type { User } from '../entities/user.entity';
import { hashSecret } from './secret-token';
import { SessionService } from './session.service';

/**
 * The browsers signed in to an account, as the user sees and ends them. A session is named by a
 * hash of its token's hash: it stands for the session without being able to sign anybody in.
 */
@Injectable()
export class DeviceSessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
  ) {}

  /** `currentToken`: the cookie of the browser asking (none when a script asks with a token). */
  async list(user: User, currentToken: string | null, now = new Date()): Promise<SessionInfo[]> {
    const currentHash = currentToken ? hashSecret(currentToken) : null;
    const rows = await this.em.find(UserSession, { user: user.id, expiresAt: { $gt: now } });
    return rows
      .map((row): SessionInfo => {
        const lastSeen = row.lastSeenAt ?? row.createdAt;
        return {
          id: publicIdOf(row.tokenHash),
          current: row.tokenHash === currentHash,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: lastSeen.toISOString(),
          ...describeUserAgent(row.userAgent),
        };
      })
      .sort(
        (a, b) =>
          Number(b.current) - Number(a.current) ||
          b.lastSeenAt.localeCompare(a.lastSeenAt) ||
          a.id.localeCompare(b.id),
      );
  }

  /** Signs one browser of the user out; 404 SESSION_NOT_FOUND for ids that name none of theirs. */
  async end(user: User, id: string): Promise<void> {
    const rows = await this.em.find(UserSession, { user: user.id }, { fields: ['tokenHash'] });
    const session = rows.find((row) => publicIdOf(row.tokenHash) === id);
    if (!session) throw new ApiError('sessionNotFound');
    await this.em.nativeDelete(UserSession, { tokenHash: session.tokenHash, user: user.id });
  }

  /** Signs out every browser of the user but the one asking. */
  async endOthers(user: User, currentToken: string | null): Promise<void> {
    await this.sessions.endAll(user.id, currentToken ?? undefined);
  }
}

function publicIdOf(tokenHash: string): string {
  return hashSecret(`session ${tokenHash}`).slice(0, 32);
}
