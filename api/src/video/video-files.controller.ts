import { All, Controller, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, SignedIn } from '../accounts/auth/auth.guard';
import type { User } from '../accounts/entities/user.entity';
import { ApiError } from '../common/errors/api-error';
import { VideoUploadQuota } from './video-upload-quota';
import { VideoUploads } from './video-uploads';
import { VideoService } from './video.service';

/**
 * The tus endpoint of video uploads (VIDEO_UPLOAD_PATH): creation (POST), resume (HEAD, PATCH)
 * and cancel (DELETE) by the signed-in owner only. Before tus sees a creation, the API checks the
 * length (413 VIDEO_TOO_LARGE over VIDEO_MAX_BYTES), the filename's extension and the user's
 * quota (VideoUploadQuota: 409 VIDEO_UPLOADS_FULL, 413 VIDEO_STORAGE_FULL), and writes the
 * upload's metadata itself: the owner's id and the filename, nothing the client adds.
 */
@ApiExcludeController()
@SignedIn()
@Controller('video/files')
export class VideoFilesController {
  constructor(
    private readonly uploads: VideoUploads,
    private readonly videos: VideoService,
    private readonly quota: VideoUploadQuota,
  ) {}

  @All()
  async create(@Req() req: Request, @Res() res: Response, @CurrentUser() user: User) {
    if (req.method !== 'POST' && req.method !== 'OPTIONS') throw new ApiError('notFound');
    if (req.method === 'POST') {
      const length = req.get('upload-length');
      if (length === undefined || !/^\d{1,16}$/.test(length)) {
        throw new ApiError('invalidRequestData');
      }
      if (Number(length) > (await this.videos.formats()).MaxSize) {
        throw new ApiError('videoTooLarge');
      }
      const filename = await this.videos.checkFilename(
        VideoUploads.filenameOf(req.get('upload-metadata')),
      );
      replaceHeader(req, 'upload-metadata', VideoUploads.metadataHeader(user.id, filename));
      await this.quota.reserve(user.id, Number(length), () => this.uploads.tus.handle(req, res));
      return;
    }
    await this.uploads.tus.handle(req, res);
  }

  /** HEAD (the offset to resume from), PATCH (more bytes), DELETE (cancel): the owner's only. */
  @All(':id')
  async upload(
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() user: User,
  ) {
    if (req.method === 'GET' || req.method === 'POST') throw new ApiError('notFound');
    if (req.method !== 'OPTIONS') {
      const upload = await this.uploads.find(id);
      if (!upload || upload.ownerId !== user.id) throw new ApiError('fileNotFound');
    }
    await this.uploads.tus.handle(req, res);
  }
}

/** Sets a request header for what reads it next: tus reads the raw headers too. */
function replaceHeader(req: Request, name: string, value: string): void {
  req.headers[name] = value;
  const raw: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== name)
      raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  req.rawHeaders.splice(0, req.rawHeaders.length, ...raw, name, value);
}
