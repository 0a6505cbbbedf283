import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import { AVATAR_FIELD } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { AVATAR_MAX_BYTES } from './avatar-formats';

// One byte over the limit is still received, so that the service (not only multer) sees it.
const MulterUpload = FileInterceptor(AVATAR_FIELD, {
  storage: memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 10, parts: 12 },
});

/**
 * Receives the avatar file (multipart field `file`) in memory; a file multer stops at the limit
 * answers like the service's own check, 413 'File too large' coded 'file size exceeds maximum'.
 */
@Injectable()
export class AvatarUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterUpload();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new ApiError('avatarTooLarge');
      throw error;
    }
  }
}
