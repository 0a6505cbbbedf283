import { Module } from '@nestjs/common';

/** The server's error log, the crash screen's reports and the audit trail, read by admins. */
@Module({})
export class LogsModule {}
