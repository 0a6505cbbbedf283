import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../accounts/entities/user.entity';

export type ChallengeStatus = 'open' | 'accepted' | 'cancelled' | 'expired';

/** A challenge in the lobby: open until accepted, cancelled or expired (its creator gone). */
@Entity({ tableName: 'challenge' })
@Index({ properties: ['status', 'creatorSeenAt'] })
export class Challenge {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => User, { fieldName: 'creator_id', mapToPk: true, deleteRule: 'cascade' })
  creatorId!: number;

  /** ChallengeSettings as JSON */
  @Property({ type: 'text' })
  settings!: string;

  @Property({ type: 'string', length: 20 })
  timeClass!: string;

  @Property({ type: 'string', length: 12 })
  status!: ChallengeStatus;

  @Property({ type: 'integer', nullable: true })
  gameId: number | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  /** the last sign of the creator in the lobby; open challenges expire some minutes after it */
  @Property({ type: 'datetime' })
  creatorSeenAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  closedAt: Date | null = null;
}
