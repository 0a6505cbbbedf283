import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import {
  LIBRARY_FILE_FIELD,
  LIBRARY_FILES_FIELD,
  LIBRARY_MAX_FILE_SIZE,
  LIBRARY_MAX_FILES,
} from '@sync/contract/game-library';
import { ApiError } from '../common/errors/api-error';
import { memoryUploadInterceptor } from '../common/upload/memory-upload.interceptor';

/** Multer's text when busboy stops at `limits.files` (its code LIMIT_FILE_COUNT). */
const TOO_MANY_FILES = 'Too many files';

/**
 * Receives up to LIBRARY_MAX_FILES files of the field `files` in memory. One byte over the size
 * limit is still received, so the service answers 413 'File too large' itself (as for a file
 * multer stops); one file too many answers 400 SGF_TOO_MANY_FILES.
 */
const MulterFiles = FilesInterceptor(LIBRARY_FILES_FIELD, LIBRARY_MAX_FILES + 1, {
  storage: memoryStorage(),
  defParamCharset: 'utf8',
  limits: {
    fileSize: LIBRARY_MAX_FILE_SIZE + 1,
    files: LIBRARY_MAX_FILES,
    fields: 10,
    parts: LIBRARY_MAX_FILES + 12,
  },
});

@Injectable()
export class LibraryUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterFiles();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new ApiError('fileTooLarge');
      if (error instanceof BadRequestException && error.message.startsWith(TOO_MANY_FILES)) {
        throw new ApiError('sgfTooManyFiles', {
          message: `Too many files in one upload: at most ${LIBRARY_MAX_FILES}`,
        });
      }
      throw error;
    }
  }
}

/** The one file of POST /file/game/{id}. */
export const LibraryReplaceInterceptor = memoryUploadInterceptor({
  field: LIBRARY_FILE_FIELD,
  maxBytes: LIBRARY_MAX_FILE_SIZE,
  fields: 10,
  tooLarge: 'fileTooLarge',
});
