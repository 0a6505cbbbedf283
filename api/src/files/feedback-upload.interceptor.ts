import { FEEDBACK_FILE_FIELD, FEEDBACK_MAX_FILE_SIZE } from '@sync/contract/files';
import { memoryUploadInterceptor } from '../common/upload/memory-upload.interceptor';

/** Receives one feedback attachment (multipart field `filename`) in memory; 413 over 20 MB. */
export const FeedbackUploadInterceptor = memoryUploadInterceptor({
  field: FEEDBACK_FILE_FIELD,
  maxBytes: FEEDBACK_MAX_FILE_SIZE,
  fields: 2,
  tooLarge: 'fileTooLarge',
});
