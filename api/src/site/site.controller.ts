import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SiteInfo } from '@sync/contract/site';
import { SiteService } from './site.service';

@ApiTags('site')
@Controller('site')
export class SiteController {
  constructor(private readonly siteService: SiteService) {}

  @Get()
  @ApiOkResponse({ description: 'Facts about this installation, e.g. whether it holds demo data' })
  info(): Promise<SiteInfo> {
    return this.siteService.info();
  }
}
