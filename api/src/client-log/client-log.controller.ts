import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestDetails } from '../logs/request-context';
import { ClientLogService } from './client-log.service';
import { ClientLogDto } from './dto/client-log.dto';

@ApiTags('log')
@Controller('log')
export class ClientLogController {
  constructor(private readonly clientLogService: ClientLogService) {}

  /**
   * The PWA's crash screen reports a render error here; kept in the error log (source client,
   * repeats counted on one entry). 429 with Retry-After beyond CLIENT_LOG_PER_IP_HOUR an hour.
   */
  @Post()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Logged' })
  @ApiTooManyRequestsResponse({ description: "TOO_MANY_REQUESTS: this address's hourly reports" })
  async report(@Body() body: ClientLogDto, @Req() request: Request): Promise<void> {
    await this.clientLogService.report(body.Msg, requestDetails(request), request.ip ?? '');
  }
}
