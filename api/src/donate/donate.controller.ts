import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
}
