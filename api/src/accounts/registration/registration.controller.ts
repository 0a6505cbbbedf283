import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ActivateResult, RegisterResult } from '@sync/api/account';
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
  ) {}

  /** Creates a pending account and e-mails its activation link. */
  @Post('register')
  @HttpCode(201)
  @ApiCreatedResponse({ description: "{ status: 'activation pending' }" })
  register(
    @Body() body: RegisterDto,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<RegisterResult> {
    return this.registrationService.register(parseRegistration(body, acceptLanguage));
  }

  /** Opens the account of the activation link; 410 when the code is unknown, used or expired. */
  @Get('activate/:code')
  @ApiOkResponse({ description: "{ status: 'active', UserName }" })
  activate(@Param('code') code: string): Promise<ActivateResult> {
    return this.activationService.activate(code);
  }
}
