import { Controller, Delete, Get, HttpCode, Param, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { SessionInfo } from '@sync/contract/account';
import type { User } from '../entities/user.entity';
import { sessionTokenOf } from './auth-request';
import { CurrentUser, SignedIn } from './auth.guard';
import { DeviceSessionsService } from './device-sessions.service';

@ApiTags('auth')
@Controller('user/sessions')
@SignedIn()
export class DeviceSessionsController {
  constructor(private readonly deviceSessions: DeviceSessionsService) {}

  @Get()
  @ApiOkResponse({ description: 'SessionInfo[]' })
  list(@CurrentUser() user: User, @Req() request: Request): Promise<SessionInfo[]> {
    return this.deviceSessions.list(user, sessionTokenOf(request));
  }

  /** Signs out every other browser of the user. */
  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Signed out elsewhere' })
  endOthers(@CurrentUser() user: User, @Req() request: Request): Promise<void> {
    return this.deviceSessions.endOthers(user, sessionTokenOf(request));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Signed out' })
  end(@CurrentUser() user: User, @Param('id') id: string): Promise<void> {
    return this.deviceSessions.end(user, id);
  }
}
