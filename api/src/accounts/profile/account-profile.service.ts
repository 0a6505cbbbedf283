import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/knex';
import { accountKey, checkUsername, normaliseUsername, VALIDATION_MESSAGES } from '@domain/account';
import { usernameSkeleton } from '@domain/account/username-skeleton';
import type {
  ConsentResult,
  CurrentUser,
  PublicUser,
  UserInfo,
  UserInfoPatch,
} from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { Location } from '../../locations/location.entity';
import { User } from '../entities/user.entity';
import { assertUsernameAvailable } from '../username-availability';
import { toCurrentUser, toPublicUser } from '../user-mapping';
import { assertCanManage, canManage } from './user-access';
import { applyUserInfoPatch, toUserInfo } from './user-info';

/** An account's own data: what others see, personal info, username, consent. */
@Injectable()
export class AccountProfileService {
  constructor(private readonly em: EntityManager) {}

  /** Everybody sees the public part; the user themself and admins the whole account. */
  async profile(viewer: User | null, id: number): Promise<PublicUser | CurrentUser> {
    const user = await this.liveUser(this.em, id);
    return canManage(viewer, id) ? toCurrentUser(user) : toPublicUser(user);
  }

  async info(actor: User, id: number): Promise<UserInfo> {
    assertCanManage(actor, id);
    return toUserInfo(await this.liveUser(this.em, id));
  }

  /** null when the patch changes nothing (the controller answers 304). */
  async patchInfo(actor: User, id: number, patch: UserInfoPatch): Promise<UserInfo | null> {
    assertCanManage(actor, id);
    return this.em.fork().transactional(async (em) => {
      const user = await this.liveUser(em, id);
      if (patch.LocationID != null && (await em.count(Location, { id: patch.LocationID })) === 0) {
        throw new ApiError('invalidField', { field: 'LocationID' });
      }
      const changed = applyUserInfoPatch(user, patch, (locationId) =>
        em.getReference(Location, locationId),
      );
      if (!changed) return null;
      user.updatedAt = new Date();
      await em.flush();
      return toUserInfo(user);
    });
  }

  /** The new name in its NFKC form; 409 when it or a look-alike belongs to another account. */
  async changeUsername(actor: User, requested: string): Promise<CurrentUser> {
    const problem = checkUsername(requested);
    if (problem) {
      throw new ApiError('invalidField', {
        message: VALIDATION_MESSAGES[problem],
        field: 'username',
      });
    }
    const username = normaliseUsername(requested);
    try {
      return await this.em.fork().transactional(async (em) => {
        const user = await this.liveUser(em, actor.id);
        await assertUsernameAvailable(em, { username, accountId: user.id });
        if (user.username !== username) {
          user.username = username;
          user.usernameKey = accountKey(username);
          user.usernameSkeleton = usernameSkeleton(username);
          user.updatedAt = new Date();
        }
        await em.flush();
        return toCurrentUser(user);
      });
    } catch (error) {
      // Two accounts asking for one name at once: the unique index lets one of them have it.
      if (error instanceof UniqueConstraintViolationException) throw new ApiError('userExists');
      throw error;
    }
  }

  /** Records the first consent; asking again keeps that date. */
  async consent(actor: User): Promise<ConsentResult> {
    return this.em.fork().transactional(async (em) => {
      const user = await this.liveUser(em, actor.id);
      if (!user.consentDate) {
        user.consentDate = new Date();
        user.updatedAt = user.consentDate;
      }
      await em.flush();
      return { ConsentDate: user.consentDate.toISOString() };
    });
  }

  private async liveUser(em: EntityManager, id: number): Promise<User> {
    const user = await em.findOne(User, { id, status: { $ne: 'deleted' } });
    if (!user) throw new ApiError('userNotFound');
    return user;
  }
}
