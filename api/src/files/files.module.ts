import { Module } from '@nestjs/common';
import { FeedbackUploadController } from './feedback-upload.controller';
import { FilesAdminController } from './files-admin.controller';
import { FilesService } from './files.service';
import { UnattachedFilesSweeper } from './unattached-files.sweeper';

/**
 * Uploaded files (feedback attachments): upload checked by content, admins' list, download and
 * delete, and the removal of uploads left unattached for a day.
 */
@Module({
  controllers: [FeedbackUploadController, FilesAdminController],
  providers: [FilesService, UnattachedFilesSweeper],
  exports: [FilesService],
})
export class FilesModule {}
