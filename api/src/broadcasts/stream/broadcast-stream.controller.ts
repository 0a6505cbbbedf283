import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { IdPipe } from '../../common/validation/id.pipe';
import { BroadcastsService } from '../broadcasts.service';
import { BroadcastStreamHub } from './broadcast-stream-hub';

const broadcastId = new IdPipe('broadcastNotFound');

/** GET /broadcasts/{id}/stream (SSE). */
@ApiTags('broadcasts')
@Controller('broadcasts')
export class BroadcastStreamController {
  constructor(
    private readonly hub: BroadcastStreamHub,
    private readonly broadcasts: BroadcastsService,
  ) {}

  @Get(':id/stream')
  @ApiOperation({
    summary:
      "Server-Sent Events of a broadcast: 'snapshot' (the Broadcast) first, then 'move', " +
      "'undo', 'board', 'status' and 'viewers'; each event's data is the whole event as JSON",
  })
  @ApiProduces('text/event-stream')
  async stream(@Param('id', broadcastId) id: number, @Res() response: Response): Promise<void> {
    await this.hub.open(id, response, () => this.broadcasts.get(id, null));
  }
}
