import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { accountKey } from '@domain/account';
import type { ActivateResult, ActivationResent, RegisterResult } from '@sync/contract/account';
import { LoginDto } from '../auth/dto/login.dto';
import { RateLimitService } from '../security/rate-limit.service';
import { ActivationResendService } from './activation-resend.service';
import { ActivationService } from './activation.service';
import { RegisterDto } from './dto/register.dto';
import { parseRegistration } from './registration-input';
import { RegistrationService } from './registration.service';

@ApiTags('accounts')
@Controller()
export class RegistrationController {
  constructor(
    private readonly registrationService: RegistrationService,
    private readonly activationService: ActivationService,
    private readonly activationResendService: ActivationResendService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /**
   * Creates a pending account and e-mails its activation link; 429 with Retry-After after too
   * many sign-ups from one IP or to one e-mail address.
   */
  @Post('register')
  @HttpCode(201)
  @ApiCreatedResponse({ description: "{ status: 'activation pending' }" })
  async register(
    @Body() body: RegisterDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Req() request: Request,
  ): Promise<RegisterResult> {
    const registration = parseRegistration(body, acceptLanguage);
    await this.rateLimits.hit('register', request.ip ?? '', accountKey(registration.email));
    return this.registrationService.register(registration);
  }

  /** Opens the account of the activation link; 410 when the code is unknown, used or expired. */
  @Get('activate/:code')
  @ApiOkResponse({ description: "{ status: 'active', UserName }" })
  activate(@Param('code') code: string): Promise<ActivateResult> {
    return this.activationService.activate(code);
  }

  /** A new activation link for a pending account, asked for with its login and password. */
  @Post('activate/resend')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: "{ status: 'sent' }" })
  resend(@Body() body: LoginDto, @Req() request: Request): Promise<ActivationResent> {
    return this.activationResendService.resend(body, request.ip ?? '');
  }
}
