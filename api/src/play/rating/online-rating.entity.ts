import { Entity, OneToOne, Property } from '@mikro-orm/core';
import { User } from '../../accounts/entities/user.entity';

/** An account's online Glicko-2 rating (rgf scale), moved by its ranked games on this server. */
@Entity({ tableName: 'online_rating' })
export class OnlineRating {
  @OneToOne(() => User, {
    primary: true,
    owner: true,
    fieldName: 'user_id',
    mapToPk: true,
    deleteRule: 'cascade',
  })
  userId!: number;

  @Property({ type: 'double' })
  rating!: number;

  @Property({ type: 'double' })
  deviation!: number;

  @Property({ type: 'double' })
  volatility!: number;

  @Property({ type: 'integer' })
  games!: number;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
