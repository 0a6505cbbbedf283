import { Injectable, Logger } from '@nestjs/common';
import { oneLine } from './one-line';
import { redactSecrets } from './redact-secrets';

/** How much of a report reaches the log line; the rest is noise for a log reader. */
const LOGGED_LENGTH = 1000;

@Injectable()
export class ClientLogService {
  private readonly logger = new Logger('ClientLog');

  report(message: string): void {
    this.logger.warn(oneLine(redactSecrets(message), LOGGED_LENGTH));
  }
}
