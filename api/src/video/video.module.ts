import { Module } from '@nestjs/common';
import { VideoAdminController } from './video-admin.controller';
import { VideoAdminService } from './video-admin.service';
import { VideoFilesController } from './video-files.controller';
import { VIDEO_PROVIDERS } from './video-settings';
import { VideoUploadQuota } from './video-upload-quota';
import { VideoUploadsSweeper } from './video-uploads.sweeper';
import { VideoWorker } from './video-worker';
import { VideoController } from './video.controller';
import { VideoService } from './video.service';

/**
 * Video to SGF: formats, resumable uploads (tus), submitting, the user's list and statistics,
 * the admins' list, retry and delete, the workers of the conversion queue in the database, and
 * the removal of uploads not submitted within a day.
 */
@Module({
  controllers: [VideoFilesController, VideoController, VideoAdminController],
  providers: [
    ...VIDEO_PROVIDERS,
    VideoService,
    VideoAdminService,
    VideoWorker,
    VideoUploadsSweeper,
    VideoUploadQuota,
  ],
})
export class VideoModule {}
