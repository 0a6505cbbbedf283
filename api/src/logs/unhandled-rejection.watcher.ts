import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ServerLog } from './server-log.service';

/**
 * Keeps every unhandled promise rejection in the error log (and prints it) instead of letting
 * it end the process unseen.
 */
@Injectable()
export class UnhandledRejectionWatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UnhandledRejection');
  private readonly listener = (reason: unknown) => this.report(reason);

  constructor(private readonly serverLog: ServerLog) {}

  onApplicationBootstrap(): void {
    process.on('unhandledRejection', this.listener);
  }

  onApplicationShutdown(): void {
    process.off('unhandledRejection', this.listener);
  }

  report(reason: unknown): void {
    const message = `Unhandled promise rejection: ${reason instanceof Error ? reason.message : String(reason)}`;
    const stack = reason instanceof Error ? (reason.stack ?? null) : null;
    this.logger.error(message, stack ?? undefined);
    this.serverLog.record({ level: 'error', source: 'server', message, stack });
  }
}
