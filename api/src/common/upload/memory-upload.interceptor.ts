import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import type { ErrorKey } from '@domain/errors/error-catalogue';
import { ApiError } from '../errors/api-error';

export interface MemoryUploadOptions {
  /** the multipart field of the file */
  field: string;
  maxBytes: number;
  /** how many other form fields may come with it */
  fields: number;
  /** the catalogue's error for a file over the limit (413) */
  tooLarge: ErrorKey;
}

/**
 * An interceptor that receives one file into memory. One byte over the limit is still received,
 * so that the service (not only multer) sees it; a file multer stops at the limit answers the
 * `tooLarge` error. Browsers send non-ASCII file names as UTF-8 without saying so.
 */
export function memoryUploadInterceptor(options: MemoryUploadOptions): Type<NestInterceptor> {
  const MulterUpload = FileInterceptor(options.field, {
    storage: memoryStorage(),
    defParamCharset: 'utf8',
    limits: {
      fileSize: options.maxBytes + 1,
      files: 1,
      fields: options.fields,
      parts: options.fields + 2,
    },
  });

  @Injectable()
  class MemoryUploadInterceptor implements NestInterceptor {
    private readonly multer = new MulterUpload();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multer.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw new ApiError(options.tooLarge);
        throw error;
      }
    }
  }
  return MemoryUploadInterceptor;
}
