import { Module } from '@nestjs/common';
import { LogsController } from './logs.controller';
import { ServerLog } from './server-log.service';
import { UnhandledRejectionWatcher } from './unhandled-rejection.watcher';

/** The server's error log, the crash screen's reports and the audit trail, read by admins. */
@Module({
  controllers: [LogsController],
  providers: [ServerLog, UnhandledRejectionWatcher],
  exports: [ServerLog],
})
export class LogsModule {}
