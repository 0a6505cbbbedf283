import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimitService } from '../accounts/security/rate-limit.service';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../common/config/accounts-config';
import { DEFAULT_USAGE_LIMITS } from '../common/config/usage-limits-config';
import type { RequestDetails } from '../logs/request-context';
import { ServerLog } from '../logs/server-log.service';
import { oneLine } from './one-line';
import { redactSecrets } from './redact-secrets';

/** How much of a report reaches the log line; the rest is noise for a log reader. */
const LOGGED_LENGTH = 1000;
const HOUR_SECONDS = 60 * 60;

/**
 * The crash screen's reports, counted per client IP (CLIENT_LOG_PER_IP_HOUR): one warning line
 * each, and an entry of the error log (source 'client'): the report's first line as the
 * message, the rest (the stack) as the stack.
 */
@Injectable()
export class ClientLogService {
  private readonly logger = new Logger('ClientLog');
  private readonly perIpHour: number;

  constructor(
    private readonly serverLog: ServerLog,
    private readonly rateLimits: RateLimitService,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
  ) {
    this.perIpHour = (config.usageLimits ?? DEFAULT_USAGE_LIMITS).clientLogPerIpHour;
  }

  /** 429 TOO_MANY_REQUESTS (with Retry-After) beyond the address's reports of the hour. */
  async report(message: string, request: RequestDetails, ip: string): Promise<void> {
    await this.rateLimits.consume('clientLog:ip', ip, {
      points: this.perIpHour,
      durationSeconds: HOUR_SECONDS,
    });
    const redacted = redactSecrets(message);
    this.logger.warn(oneLine(redacted, LOGGED_LENGTH));
    const [first, ...rest] = redacted.trim().split('\n');
    this.serverLog.record({
      level: 'warn',
      source: 'client',
      message: oneLine(first, LOGGED_LENGTH),
      stack: rest.join('\n').trim() || null,
      request: { requestId: request.requestId },
    });
  }
}
