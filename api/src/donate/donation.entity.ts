import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One payment the provider told us of (POST /donate/notification), once per PaymentId. Only
 * status CONFIRMED counts in the total; `history` keeps every status it went through.
 */
@Entity({ tableName: 'donation' })
export class Donation {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The provider's payment id, as text. */
  @Property({ type: 'string', length: 40, unique: true })
  paymentId!: string;

  /** Our order number the widget sent with the payment. */
  @Property({ type: 'string', length: 100, nullable: true })
  orderId: string | null = null;

  /** The provider's status, e.g. AUTHORIZED, CONFIRMED, REFUNDED. */
  @Property({ type: 'string', length: 30 })
  status!: string;

  /** In kopecks, as the latest applied notification said. */
  @Property({ type: 'integer' })
  amount!: number;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;

  /** JSON: every status taken, in order, `[{ status, amount, at }]` (at: ISO time). */
  @Property({ type: 'text' })
  history!: string;
}
