import { Injectable } from '@nestjs/common';
import type { DonationsTotal } from '@sync/contract/site';

/** Donations are taken in roubles (the payment provider's currency). */
export const DONATION_CURRENCY = 'RUB';

@Injectable()
export class DonateService {
  async total(): Promise<DonationsTotal> {
    return { total: await this.completedSum(), currency: DONATION_CURRENCY };
  }

  /** The sum of completed donations; there is no donations table yet, so none are completed. */
  private completedSum(): Promise<number> {
    return Promise.resolve(0);
  }
}
