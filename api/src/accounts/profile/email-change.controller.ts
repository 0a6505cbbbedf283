import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { EmailChanged, EmailChangeRequested } from '@sync/contract/account';
import type { AuthenticatedRequest } from '../auth/auth-request';
import { CurrentUser, SignedIn } from '../auth/auth.guard';
import type { User } from '../entities/user.entity';
import { EmailChangeDto } from './dto/email-change.dto';
import { EmailChangeService } from './email-change.service';

@ApiTags('accounts')
@Controller()
export class EmailChangeController {
  constructor(private readonly emailChange: EmailChangeService) {}

  /** Sends a link to the new address; the current password proves the request. */
  @Post('user/email')
  @SignedIn()
  @HttpCode(202)
  @ApiAcceptedResponse({ description: "{ status: 'sent' }" })
  request(
    @CurrentUser() user: User,
    @Body() body: EmailChangeDto,
    @Req() req: AuthenticatedRequest,
  ): Promise<EmailChangeRequested> {
    return this.emailChange.request(user, body, req.ip ?? '');
  }

  /** The link of that e-mail; it works without signing in (another browser, a phone). */
  @Post('email/confirm/:code')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ status: 'changed', Email }" })
  confirm(@Param('code') code: string): Promise<EmailChanged> {
    return this.emailChange.confirm(code);
  }
}
