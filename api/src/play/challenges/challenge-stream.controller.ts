import { Controller, Get, Headers, Query, Req, Res } from '@nestjs/common';
import {
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { OpenStreams } from '../../accounts/security/open-streams';
import { displayNameOf } from '../../accounts/user-mapping';
import { LobbyStreamHub } from './lobby-stream-hub';
import { OptionalUser } from './optional-user';

@ApiTags('play')
@Controller('challenge')
export class ChallengeStreamController {
  constructor(
    private readonly hub: LobbyStreamHub,
    private readonly optionalUser: OptionalUser,
    private readonly openStreams: OpenStreams,
  ) {}

  @Get('stream')
  @ApiOperation({
    summary:
      "Server-Sent Events of the lobby: 'add' (Challenge), 'remove' ({ id }), 'reset' (Challenge[]) when Last-Event-ID is too old, 'presence' (LobbyPresenceInfo: who is online and in the lobby; no id)",
  })
  @ApiProduces('text/event-stream')
  @ApiQuery({ name: 'lastEventId', required: false, description: 'as the Last-Event-ID header' })
  @ApiTooManyRequestsResponse({ description: 'More streams open from the address than allowed' })
  async stream(
    @Req() request: Request,
    @Res() response: Response,
    @Headers('last-event-id') header?: string,
    @Query('lastEventId') query?: unknown,
  ): Promise<void> {
    this.openStreams.admit(request, response);
    const user = await this.optionalUser.of(request);
    const resumeFrom = header || (typeof query === 'string' && query) || null;
    const watcher = user ? { userId: user.id, name: displayNameOf(user) } : null;
    await this.hub.open(response, watcher, resumeFrom);
  }
}
