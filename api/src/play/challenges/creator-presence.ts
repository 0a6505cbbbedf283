import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { Challenge } from './challenge.entity';

/** Keeps the open challenges of creators still around from expiring. */
@Injectable()
export class CreatorPresence {
  constructor(private readonly em: EntityManager) {}

  async seen(userIds: readonly number[], now = new Date()): Promise<void> {
    if (userIds.length === 0) return;
    await this.em
      .fork()
      .nativeUpdate(
        Challenge,
        { creatorId: { $in: [...new Set(userIds)] }, status: 'open' },
        { creatorSeenAt: now },
      );
  }
}
