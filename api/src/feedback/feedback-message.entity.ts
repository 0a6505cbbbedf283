import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../accounts/entities/user.entity';

/** A message sent through the feedback dialog; its files are `StoredFile`s pointing here. */
@Entity({ tableName: 'feedback' })
export class FeedbackMessage {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'datetime' })
  @Index()
  createdAt!: Date;

  /** the signed-in account that sent it; null for an anonymous sender */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  user: User | null = null;

  @Property({ type: 'boolean' })
  handled = false;

  @Property({ type: 'datetime', nullable: true })
  handledAt: Date | null = null;
}
