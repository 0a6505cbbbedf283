import {
  Controller,
  Get,
  Post,
  Req,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { FileFormats, UploadedFileName } from '@sync/contract/files';
import type { User } from '../accounts/entities/user.entity';
import { Viewer, ViewerGuard } from '../accounts/profile/viewer.guard';
import { RateLimitService } from '../accounts/security/rate-limit.service';
import { FeedbackUploadInterceptor } from './feedback-upload.interceptor';
import { FilesService, type ReceivedFile } from './files.service';
import { ensureUploaderKey } from './uploader-key';

/** What a feedback attachment may be, and its upload; open to anyone. */
@ApiTags('files')
@Controller('file/feedback')
export class FeedbackUploadController {
  constructor(
    private readonly files: FilesService,
    private readonly rateLimits: RateLimitService,
  ) {}

  @Get('formats')
  @ApiOkResponse({ description: 'FileFormats: lower-case extensions and the size in bytes' })
  formats(): FileFormats {
    return this.files.formats();
  }

  /**
   * multipart `filename`: one file, checked by its content, kept unattached until a feedback
   * names it (a day at most). An anonymous sender gets an HttpOnly uploader cookie: only that
   * browser may attach the file. 400 wrong format or content, 413 over the size, 429 over the
   * sender's or the address's hourly uploads (RATE_LIMITS.feedbackUpload).
   */
  @Post()
  @UseGuards(ViewerGuard)
  @UseInterceptors(FeedbackUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ description: 'UploadedFileName' })
  async upload(
    @UploadedFile() file: ReceivedFile | undefined,
    @Viewer() user: User | null,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UploadedFileName> {
    const uploaderKeyHash = user ? null : ensureUploaderKey(req, res);
    const sender = user ? `user:${user.id}` : `browser:${uploaderKeyHash}`;
    await this.rateLimits.hit('feedbackUpload', req.ip ?? '', sender);
    return this.files.upload(file, { user, uploaderKeyHash });
  }
}
