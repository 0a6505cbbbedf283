import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** An account's online Glicko-2 rating (rgf scale), moved by its ranked games on this server. */
@Entity({ tableName: 'online_rating' })
export class OnlineRating {
  @PrimaryKey({ type: 'integer', autoincrement: false })
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
