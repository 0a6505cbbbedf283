import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES } from '@sync/contract/admin-imports';
import { memoryUploadInterceptor } from '../../common/upload/memory-upload.interceptor';

/** Receives an import file (multipart field `file`, beside `format`) in memory; 413 over the limit. */
export const ImportUploadInterceptor = memoryUploadInterceptor({
  field: IMPORT_FILE_FIELD,
  maxBytes: IMPORT_MAX_BYTES,
  fields: 5,
  tooLarge: 'fileTooLarge',
});
