import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { ApiError } from '../../common/errors/api-error';
import { ApiToken } from '../entities/api-token.entity';
import { UserCode } from '../entities/user-code.entity';
import { UserSession } from '../entities/user-session.entity';
import { User } from '../entities/user.entity';
import { rolesOf } from '../user-mapping';
import { AvatarStorage } from './avatar-storage';
import { erasePersonalData } from './deleted-account';
import { assertCanManage } from './user-access';

/**
 * DELETE /user/{id}: the account is scheduled for deletion, its personal data erased and every
 * way of acting as it (sessions, API tokens, e-mailed codes) removed, all in one transaction.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly em: EntityManager,
    private readonly avatars: AvatarStorage,
  ) {}

  async delete(actor: User, id: number): Promise<void> {
    assertCanManage(actor, id);
    const avatarFile = await this.em.fork().transactional(async (em) => {
      const user = await em.findOne(User, { id, status: { $ne: 'deleted' } });
      if (!user) throw new ApiError('userNotFound');
      if (rolesOf(user).includes('admin') && !(await this.hasOtherAdmin(em, id))) {
        throw new ApiError('lastAdmin');
      }
      const file = user.avatarFile;
      erasePersonalData(user, new Date());
      await em.nativeDelete(UserSession, { user: id });
      await em.nativeDelete(ApiToken, { user: id });
      await em.nativeDelete(UserCode, { user: id });
      return file;
    });
    await this.avatars.remove(avatarFile);
  }

  private async hasOtherAdmin(em: EntityManager, id: number): Promise<boolean> {
    const admins = await em.find(User, {
      id: { $ne: id },
      status: 'active',
      roles: { $like: '%admin%' },
    });
    return admins.some((admin) => rolesOf(admin).includes('admin'));
  }
}
