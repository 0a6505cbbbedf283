import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type DonateConfig, DONATION_NOTIFICATION_ANSWER } from '@sync/contract/donate';
import type { DonationsTotal } from '@sync/contract/site';
import { DonateService } from './donate.service';

@ApiTags('donate')
@Controller('donate')
export class DonateController {
  constructor(private readonly donateService: DonateService) {}

  @Get('total')
  @ApiOkResponse({ description: 'The sum of completed donations' })
  total(): Promise<DonationsTotal> {
    return this.donateService.total();
  }

  @Get('config')
  @ApiOkResponse({ description: "What the donate dialog needs to load the provider's widget" })
  config(): DonateConfig {
    return this.donateService.config();
  }

  /** The provider posts server to server (no cookies), so the origin check lets it through. */
  @Post('notification')
  @HttpCode(200)
  @ApiBody({ description: "T-Bank's payment notification (JSON, signed by its Token)" })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: "The plain text 'OK' the provider expects" })
  async notification(
    @Body() body: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    await this.donateService.receive(body);
    // Set only on success: refusals stay the API's JSON error bodies.
    response.type('text/plain');
    return DONATION_NOTIFICATION_ANSWER;
  }
}
