import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ResetRequested, ResetTokenState } from '@sync/contract/account';
import { ResetPasswordDto, ResetRequestDto } from './dto/reset-request.dto';
import { PasswordResetRequestService } from './password-reset-request.service';
import { ResetTokenService } from './reset-token.service';

@ApiTags('accounts')
@Controller('user/password')
export class PasswordResetController {
  constructor(
    private readonly requests: PasswordResetRequestService,
    private readonly tokens: ResetTokenService,
  ) {}

  /** E-mails a reset link; the same answer whether or not the account exists. */
  @Post('reset')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: "{ status: 'sent' }" })
  request(@Body() body: ResetRequestDto, @Req() request: Request): Promise<ResetRequested> {
    return this.requests.request(body.login, request.ip ?? '');
  }

  @Get(':code')
  @ApiOkResponse({ description: '{ valid: true, UserName }' })
  check(@Param('code') code: string): Promise<ResetTokenState> {
    return this.tokens.check(code);
  }

  /** Sets the new password; the link stops working and every session of the user ends. */
  @Patch(':code')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Password set' })
  async reset(@Param('code') code: string, @Body() body: ResetPasswordDto): Promise<void> {
    await this.tokens.reset(code, body.password);
  }
}
