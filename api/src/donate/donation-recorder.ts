import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/knex';
import { knexOf } from '../common/sql/knex-of';
import type { DonationNotification } from './donation-notification';
import { COUNTED_STATUS, movesTo } from './donation-status';
import { Donation } from './donation.entity';

interface HistoryStep {
  status: string;
  amount: number;
  at: string;
}

/** Tries of one notification: another delivery of the same payment may win the race once. */
const ATTEMPTS = 3;

/** Writes verified notifications: one row per PaymentId, each status change in one transaction. */
@Injectable()
export class DonationRecorder {
  constructor(private readonly em: EntityManager) {}

  async record(notification: DonationNotification, at = new Date()): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        if (await this.apply(notification, at)) return;
      } catch (error) {
        // Two first deliveries at once: the later insert meets the unique PaymentId.
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= ATTEMPTS) {
          throw error;
        }
        continue;
      }
      if (attempt >= ATTEMPTS) throw new Error('Donation status kept changing under the update');
    }
  }

  /** The sum of CONFIRMED payments in kopecks. */
  async confirmedKopecks(): Promise<number> {
    const rows: { total: number | string | null }[] = await knexOf(this.em)('donation')
      .where('status', COUNTED_STATUS)
      .sum({ total: 'amount' });
    return Number(rows[0]?.total ?? 0);
  }

  /** False when another notification changed the row between our read and our write. */
  private apply(notification: DonationNotification, at: Date): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const step: HistoryStep = {
        status: notification.status,
        amount: notification.amount,
        at: at.toISOString(),
      };
      const donation = await em.findOne(Donation, { paymentId: notification.paymentId });
      if (!donation) {
        em.create(Donation, {
          paymentId: notification.paymentId,
          orderId: notification.orderId,
          status: notification.status,
          amount: notification.amount,
          createdAt: at,
          updatedAt: at,
          history: JSON.stringify([step]),
        });
        return true;
      }
      if (!movesTo(donation.status, notification.status)) return true;
      const history = [...(JSON.parse(donation.history) as HistoryStep[]), step];
      const changed = await em.nativeUpdate(
        Donation,
        { id: donation.id, status: donation.status },
        {
          status: notification.status,
          amount: notification.amount,
          orderId: donation.orderId ?? notification.orderId,
          updatedAt: at,
          history: JSON.stringify(history),
        },
      );
      return changed === 1;
    });
  }
}
