import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DonateConfig } from '@sync/contract/donate';
import type { DonationsTotal } from '@sync/contract/site';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../common/config/accounts-config';
import { DONATIONS_NOT_CONFIGURED, type DonateSettings } from '../common/config/donate-config';
import { ApiError } from '../common/errors/api-error';
import { notificationFields, readNotification } from './donation-notification';
import { DonationRecorder } from './donation-recorder';
import { hasValidToken } from './notification-token';

/** Donations are taken in roubles (the payment provider's currency). */
export const DONATION_CURRENCY = 'RUB';

const KOPECKS_PER_ROUBLE = 100;

@Injectable()
export class DonateService {
  private readonly settings: DonateSettings;
  private readonly logger = new Logger('Donations');

  constructor(
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
    private readonly recorder: DonationRecorder,
  ) {
    this.settings = config.donate ?? DONATIONS_NOT_CONFIGURED;
  }

  /** What the donate dialog needs; the password never leaves the server. */
  config(): DonateConfig {
    const { terminalKey, widgetUrl } = this.settings;
    return { configured: terminalKey !== null && widgetUrl !== null, terminalKey, widgetUrl };
  }

  async total(): Promise<DonationsTotal> {
    const kopecks = await this.recorder.confirmedKopecks();
    return { total: kopecks / KOPECKS_PER_ROUBLE, currency: DONATION_CURRENCY };
  }

  /**
   * A payment notification: refused (and so resent by the provider) unless donations are
   * configured, it names our terminal and its Token is right; then recorded once per status.
   */
  async receive(body: unknown): Promise<void> {
    const { terminalKey, password } = this.settings;
    if (terminalKey === null || password === null) throw new ApiError('donationsNotConfigured');
    const fields = notificationFields(body);
    if (Object.hasOwn(fields, 'Password')) throw this.forgery();
    if (fields.TerminalKey !== terminalKey) throw this.refused('donationTerminalInvalid');
    if (!hasValidToken(fields, password)) throw this.refused('donationTokenInvalid');
    await this.recorder.record(readNotification(fields));
  }

  /** The provider never sends the password: a body with one is an attempt to sign with its own. */
  private forgery(): ApiError {
    this.logger.error('Payment notification refused: it carries a Password field (a forgery)');
    return new ApiError('donationPasswordField');
  }

  /** Logged too: with a wrong TBANK_PASSWORD or terminal key every real payment is refused. */
  private refused(key: 'donationTerminalInvalid' | 'donationTokenInvalid'): ApiError {
    this.logger.warn(`Payment notification refused: ${key}`);
    return new ApiError(key);
  }
}
