import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { FeedbackAdminController } from './feedback-admin.controller';
import { FeedbackController } from './feedback.controller';
import { FeedbackService } from './feedback.service';

/** The feedback dialog's messages, e-mailed to support with their attachments; read by admins. */
@Module({
  imports: [FilesModule],
  controllers: [FeedbackController, FeedbackAdminController],
  providers: [FeedbackService],
})
export class FeedbackModule {}
