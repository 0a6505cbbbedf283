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
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES } from '@sync/contract/admin-imports';
import { ApiError } from '../../common/errors/api-error';

// One byte over the limit is still received, so that the service (not only multer) sees it.
const MulterUpload = FileInterceptor(IMPORT_FILE_FIELD, {
  storage: memoryStorage(),
  // browsers send non-ASCII file names as UTF-8 without saying so
  defParamCharset: 'utf8',
  limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
});

/**
 * Receives an import file (multipart field `file`, beside `format`) in memory; a file multer
 * stops at the limit answers 413 'File too large'.
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterUpload();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new ApiError('fileTooLarge');
      throw error;
    }
  }
}
