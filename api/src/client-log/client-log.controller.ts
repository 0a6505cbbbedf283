import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestDetails } from '../logs/request-context';
import { ClientLogService } from './client-log.service';
import { ClientLogDto } from './dto/client-log.dto';

@ApiTags('log')
@Controller('log')
export class ClientLogController {
  constructor(private readonly clientLogService: ClientLogService) {}

  /** The PWA's crash screen reports a render error here; kept in the error log (source client). */
  @Post()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Logged' })
  report(@Body() body: ClientLogDto, @Req() request: Request): void {
    this.clientLogService.report(body.Msg, requestDetails(request));
  }
}
