import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiBody,
} from '@nestjs/swagger';
import type {
  VideoConversion,
  VideoConversionList,
  VideoFormats,
  VideoStatistics,
  VideoUploadTarget,
} from '@sync/contract/video';
import { CurrentUser, SignedIn } from '../accounts/auth/auth.guard';
import type { User } from '../accounts/entities/user.entity';
import { VIDEO_SUBMIT_BODY } from '../common/openapi/hand-read-bodies';
import { IdPipe } from '../common/validation/id.pipe';
import { readSubmitRequest } from './video-submit-request';
import { VideoService } from './video.service';

const videoId = new IdPipe('videoConversionNotFound');

/** Video to SGF for signed-in users (the upload itself: VideoFilesController, tus). */
@ApiTags('video')
@Controller('video')
export class VideoController {
  constructor(private readonly videos: VideoService) {}

  /** Open to anyone: what can be uploaded. */
  @Get('formats')
  @ApiOkResponse({ description: 'VideoFormats' })
  formats(): Promise<VideoFormats> {
    return this.videos.formats();
  }

  /** 400 'Invalid request data' without a filename, FILE_FORMAT_NOT_ALLOWED for its extension. */
  @Get('upload')
  @SignedIn()
  @ApiQuery({ name: 'filename', required: true })
  @ApiOkResponse({ description: 'VideoUploadTarget' })
  upload(@Query('filename') filename: unknown): Promise<VideoUploadTarget> {
    return this.videos.uploadTarget(typeof filename === 'string' ? filename : undefined);
  }

  /**
   * `{ upload, name }`: 201 the pending conversion; 400 without a name or upload, for an upload
   * unknown, another user's or unfinished; 409 when the upload is submitted already; 413
   * VIDEO_TOO_LONG over VIDEO_MAX_SECONDS.
   */
  @Post('submit')
  @SignedIn()
  @ApiBody({ schema: VIDEO_SUBMIT_BODY })
  @ApiCreatedResponse({ description: 'VideoConversion' })
  submit(@Body() body: unknown, @CurrentUser() user: User): Promise<VideoConversion> {
    const request = readSubmitRequest(body);
    return this.videos.submit(user.id, request.upload, request.name);
  }

  @Get('statistics')
  @SignedIn()
  @ApiOkResponse({ description: "VideoStatistics of the user's own conversions" })
  statistics(@CurrentUser() user: User): Promise<VideoStatistics> {
    return this.videos.statistics(user.id);
  }

  @Get()
  @SignedIn()
  @ApiOkResponse({ description: 'VideoConversionList, newest first' })
  list(@CurrentUser() user: User): Promise<VideoConversionList> {
    return this.videos.list(user.id);
  }

  /**
   * Removes one's own conversion and its video file: 204; 404 for an unknown id or another
   * user's; 409 VIDEO_BEING_CONVERTED while it is processing.
   */
  @Delete(':id')
  @SignedIn()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'removed' })
  remove(@Param('id', videoId) id: number, @CurrentUser() user: User): Promise<void> {
    return this.videos.remove(user.id, id);
  }
}
