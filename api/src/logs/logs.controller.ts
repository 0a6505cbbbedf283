import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/knex';
import type { AuditPage, LogPage } from '@sync/contract/logs';
import { SignedIn } from '../accounts/auth/auth.guard';
import { AuditQueryDto } from './dto/audit-query.dto';
import { LogQueryDto } from './dto/log-query.dto';
import { findAuditEntries, findLogEntries } from './log-queries';

/**
 * The error log and the audit trail, for admins: 401 signed out, 403 for others. (POST /log, the
 * crash screen's report, is public: client-log.)
 */
@ApiTags('log')
@SignedIn('admin')
@Controller()
export class LogsController {
  constructor(private readonly em: EntityManager) {}

  @Get('log')
  @ApiOkResponse({ description: 'LogPage' })
  log(@Query() query: LogQueryDto): Promise<LogPage> {
    return findLogEntries(this.em, query);
  }

  @Get('admin/audit')
  @ApiOkResponse({ description: 'AuditPage' })
  audit(@Query() query: AuditQueryDto): Promise<AuditPage> {
    return findAuditEntries(this.em, query);
  }
}
