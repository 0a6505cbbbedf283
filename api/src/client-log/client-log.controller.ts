import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import { ClientLogService } from './client-log.service';
import { ClientLogDto } from './dto/client-log.dto';

@ApiTags('log')
@Controller('log')
export class ClientLogController {
  constructor(private readonly clientLogService: ClientLogService) {}

  /** The PWA's crash screen reports a render error here. */
  @Post()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Logged' })
  report(@Body() body: ClientLogDto): void {
    this.clientLogService.report(body.Msg);
  }
}
