import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SessionService } from '../../accounts/auth/session.service';
import { OpenStreams } from '../../accounts/security/open-streams';
import { IdPipe } from '../../common/validation/id.pipe';
import { BroadcastsService } from '../broadcasts.service';
import { viewerOf } from '../viewer-of';
import { BroadcastStreamHub } from './broadcast-stream-hub';

const broadcastId = new IdPipe('broadcastNotFound');

/** GET /broadcasts/{id}/stream (SSE). */
@ApiTags('broadcasts')
@Controller('broadcasts')
export class BroadcastStreamController {
  constructor(
    private readonly hub: BroadcastStreamHub,
    private readonly broadcasts: BroadcastsService,
    private readonly sessions: SessionService,
    private readonly openStreams: OpenStreams,
  ) {}

  @Get(':id/stream')
  @ApiOperation({
    summary:
      "Server-Sent Events of a broadcast: 'snapshot' (the Broadcast) first, then 'move', " +
      "'undo', 'board', 'status' and 'viewers'; each event's data is the whole event as JSON",
  })
  @ApiProduces('text/event-stream')
  @ApiTooManyRequestsResponse({ description: 'More streams open from the address than allowed' })
  async stream(
    @Param('id', broadcastId) id: number,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    this.openStreams.admit(request, response);
    const user = await viewerOf(this.sessions, request);
    const viewerKey = user ? `user:${user.id}` : `ip:${request.ip ?? ''}`;
    await this.hub.open(id, viewerKey, response, () => this.broadcasts.get(id, null));
  }
}
