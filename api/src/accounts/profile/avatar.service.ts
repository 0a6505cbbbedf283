import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import type { CurrentUser } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { User } from '../entities/user.entity';
import { toCurrentUser } from '../user-mapping';
import { AVATAR_MAX_BYTES } from './avatar-formats';
import { reencodeAvatar } from './avatar-image';
import { AvatarStorage, type StoredAvatar } from './avatar-storage';
import { sniffAvatar } from './image-content';

/**
 * Users' pictures. The file is written first and the row points to it in a transaction; the old
 * file goes only after the commit, so a failure never leaves a row pointing at nothing.
 */
@Injectable()
export class AvatarService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: AvatarStorage,
  ) {}

  /**
   * Stores an uploaded picture, re-encoded (at most 512 px, no metadata), under the extension of
   * what its bytes are, whatever its name.
   */
  async upload(actor: User, content: Buffer | undefined): Promise<CurrentUser> {
    if (!content || content.length === 0) throw new ApiError('badParameters');
    if (content.length > AVATAR_MAX_BYTES) throw new ApiError('avatarTooLarge');
    const image = sniffAvatar(content);
    const stored = image ? await reencodeAvatar(content, image.mime) : null;
    if (!image || !stored) throw new ApiError('unsupportedFileFormat');
    const name = await this.storage.save(actor.id, image.mime, stored);
    let previous: string | null = null;
    let user: User;
    try {
      user = await this.em.fork().transactional(async (em) => {
        const row = await this.activeUser(em, actor.id);
        previous = row.avatarFile;
        row.avatarFile = name;
        row.updatedAt = new Date();
        return row;
      });
    } catch (error) {
      await this.storage.remove(name);
      throw error;
    }
    await this.storage.remove(previous);
    return toCurrentUser(user);
  }

  async remove(actor: User): Promise<CurrentUser> {
    let previous: string | null = null;
    const user = await this.em.fork().transactional(async (em) => {
      const row = await this.activeUser(em, actor.id);
      previous = row.avatarFile;
      if (previous !== null) {
        row.avatarFile = null;
        row.updatedAt = new Date();
      }
      return row;
    });
    await this.storage.remove(previous);
    return toCurrentUser(user);
  }

  /** 404 USER_NOT_FOUND for no such account, 404 NOT_FOUND for one without a picture. */
  async file(userId: number): Promise<StoredAvatar> {
    const user = await this.em.findOne(User, { id: userId, status: { $ne: 'deleted' } });
    if (!user) throw new ApiError('userNotFound');
    const avatar = user.avatarFile ? await this.storage.read(user.avatarFile) : null;
    if (!avatar) throw new ApiError('notFound');
    return avatar;
  }

  private async activeUser(em: EntityManager, id: number): Promise<User> {
    const user = await em.findOne(User, { id, status: 'active' });
    if (!user) throw new ApiError('userNotFound');
    return user;
  }
}
