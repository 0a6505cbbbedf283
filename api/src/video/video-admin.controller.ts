import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AdminVideoConversion, AdminVideoPage, VideoStatistics } from '@sync/contract/video';
import { CurrentUser, SignedIn } from '../accounts/auth/auth.guard';
import type { User } from '../accounts/entities/user.entity';
import { IdPipe } from '../common/validation/id.pipe';
import { AdminVideoQueryDto } from './dto/admin-video-query.dto';
import { VideoAdminService } from './video-admin.service';
import { VideoService } from './video.service';

const videoId = new IdPipe('videoConversionNotFound');

/** Every user's video conversions, for admins: 401 signed out, 403 to others. */
@ApiTags('video (admin)')
@SignedIn('admin')
@Controller('admin/video')
export class VideoAdminController {
  constructor(
    private readonly admin: VideoAdminService,
    private readonly videos: VideoService,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'AdminVideoPage (newest first)' })
  list(@Query() query: AdminVideoQueryDto): Promise<AdminVideoPage> {
    return this.admin.list(query);
  }

  @Get('statistics')
  @ApiOkResponse({ description: "VideoStatistics of the whole site's conversions" })
  statistics(): Promise<VideoStatistics> {
    return this.videos.statistics(null);
  }

  /** A done or failed conversion back to pending (audited); 409 while pending or processing. */
  @Post(':id/retry')
  @HttpCode(200)
  @ApiOkResponse({ description: 'AdminVideoConversion' })
  retry(
    @Param('id', videoId) id: number,
    @CurrentUser() admin: User,
  ): Promise<AdminVideoConversion> {
    return this.admin.retry(id, { id: admin.id, username: admin.username });
  }

  /** Removes the conversion and its video file (audited); 204. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'removed' })
  remove(@Param('id', videoId) id: number, @CurrentUser() admin: User): Promise<void> {
    return this.admin.remove(id, { id: admin.id, username: admin.username });
  }
}
