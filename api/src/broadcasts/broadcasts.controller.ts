import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { Broadcast, BroadcastPage } from '@sync/contract/broadcasts';
import { CurrentUser, SignedIn } from '../accounts/auth/auth.guard';
import { SessionService } from '../accounts/auth/session.service';
import type { User } from '../accounts/entities/user.entity';
import { IdPipe } from '../common/validation/id.pipe';
import { BroadcastsService } from './broadcasts.service';
import { BroadcastCreateDto } from './dto/broadcast-create.dto';
import { BroadcastListQueryDto } from './dto/broadcast-list-query.dto';
import { BroadcastUpdateDto } from './dto/broadcast-update.dto';
import { EDITOR_ROLES } from './editors';
import { viewerOf } from './viewer-of';

const broadcastId = new IdPipe('broadcastNotFound');

/** GET/POST /broadcasts, GET/PATCH/DELETE /broadcasts/{id}. */
@ApiTags('broadcasts')
@Controller('broadcasts')
export class BroadcastsController {
  constructor(
    private readonly broadcasts: BroadcastsService,
    private readonly sessions: SessionService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Broadcasts: live first, then upcoming by start time, then finished, newest first',
  })
  @ApiOkResponse({ description: 'Page<BroadcastListItem>' })
  async list(
    @Query() query: BroadcastListQueryDto,
    @Req() request: Request,
  ): Promise<BroadcastPage> {
    return this.broadcasts.list(query, await viewerOf(this.sessions, request));
  }

  @Get(':id')
  @ApiOperation({ summary: 'A broadcast with every board (unlisted ones too, by their link)' })
  @ApiOkResponse({ description: 'Broadcast' })
  async get(@Param('id', broadcastId) id: number, @Req() request: Request): Promise<Broadcast> {
    return this.broadcasts.get(id, await viewerOf(this.sessions, request));
  }

  @Post()
  @SignedIn(EDITOR_ROLES)
  @ApiOperation({ summary: 'Create a broadcast (admins and broadcasters); boards from 1' })
  @ApiCreatedResponse({ description: 'Broadcast' })
  create(@CurrentUser() user: User, @Body() body: BroadcastCreateDto): Promise<Broadcast> {
    return this.broadcasts.create(body, user);
  }

  @Patch(':id')
  @SignedIn(EDITOR_ROLES)
  @ApiOperation({
    summary: 'Change the title, status, visibility or start time (its creator or an admin)',
  })
  @ApiOkResponse({ description: 'Broadcast' })
  update(
    @CurrentUser() user: User,
    @Param('id', broadcastId) id: number,
    @Body() body: BroadcastUpdateDto,
  ): Promise<Broadcast> {
    return this.broadcasts.update(id, body, user);
  }

  @Delete(':id')
  @SignedIn(EDITOR_ROLES)
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a broadcast with its boards (its creator or an admin)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentUser() user: User, @Param('id', broadcastId) id: number): Promise<void> {
    await this.broadcasts.remove(id, user);
  }
}
