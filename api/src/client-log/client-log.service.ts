import { Injectable, Logger } from '@nestjs/common';
import type { RequestDetails } from '../logs/request-context';
import { ServerLog } from '../logs/server-log.service';
import { oneLine } from './one-line';
import { redactSecrets } from './redact-secrets';

/** How much of a report reaches the log line; the rest is noise for a log reader. */
const LOGGED_LENGTH = 1000;

/**
 * The crash screen's reports: one warning line each, and an entry of the error log (source
 * 'client'): the report's first line as the message, the rest (the stack) as the stack.
 */
@Injectable()
export class ClientLogService {
  private readonly logger = new Logger('ClientLog');

  constructor(private readonly serverLog: ServerLog) {}

  report(message: string, request: RequestDetails): void {
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
