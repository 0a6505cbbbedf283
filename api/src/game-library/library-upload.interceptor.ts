import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import {
  LIBRARY_FILE_FIELD,
  LIBRARY_FILES_FIELD,
  LIBRARY_MAX_FILE_SIZE,
  LIBRARY_MAX_FILES,
} from '@sync/contract/game-library';
import { ApiError } from '../common/errors/api-error';
import type { UploadedSgf } from './library-files';

/** Multer's text when busboy stops at `limits.files` (its code LIMIT_FILE_COUNT). */
const TOO_MANY_FILES = 'Too many files';

/** The files of a library upload, under either field name (multer keeps them by field). */
export type LibraryUploadFields = Partial<Record<string, UploadedSgf[]>>;

/** The uploaded files in the order of their fields, `files` first. */
export function uploadedSgfs(fields: LibraryUploadFields | undefined): UploadedSgf[] {
  return [...(fields?.[LIBRARY_FILES_FIELD] ?? []), ...(fields?.[LIBRARY_FILE_FIELD] ?? [])];
}

/**
 * Receives up to `maxFiles` files in memory, under the field `files` or `file`. One byte over the
 * size limit is still received, so the service answers 413 'File too large' itself (as for a
 * file multer stops); one file too many answers 400 SGF_TOO_MANY_FILES.
 */
function libraryFilesInterceptor(maxFiles: number) {
  const MulterFiles = FileFieldsInterceptor(
    [LIBRARY_FILES_FIELD, LIBRARY_FILE_FIELD].map((name) => ({ name, maxCount: maxFiles + 1 })),
    {
      storage: memoryStorage(),
      defParamCharset: 'utf8',
      limits: {
        fileSize: LIBRARY_MAX_FILE_SIZE + 1,
        files: maxFiles,
        fields: 10,
        parts: maxFiles + 12,
      },
    },
  );

  @Injectable()
  class LibraryFilesInterceptor implements NestInterceptor {
    private readonly multer = new MulterFiles();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new ApiError('fileTooLarge');
        if (error instanceof BadRequestException && error.message.startsWith(TOO_MANY_FILES)) {
          throw new ApiError('sgfTooManyFiles', {
            message: `Too many files in one upload: at most ${maxFiles}`,
          });
        }
        throw error;
      }
    }
  }
  return LibraryFilesInterceptor;
}

/** POST /file/game: up to LIBRARY_MAX_FILES files. */
export const LibraryUploadInterceptor = libraryFilesInterceptor(LIBRARY_MAX_FILES);

/** POST /file/game/{id}: the one file that replaces the record. */
export const LibraryReplaceInterceptor = libraryFilesInterceptor(1);
