import { Global, Module } from '@nestjs/common';
import { AuditService } from './audit.service';

/** The audit trail's writer, available to every module that changes data as an admin. */
@Global()
@Module({
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
