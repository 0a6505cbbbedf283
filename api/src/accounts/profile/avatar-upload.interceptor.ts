import { AVATAR_FIELD } from '@sync/contract/account';
import { memoryUploadInterceptor } from '../../common/upload/memory-upload.interceptor';
import { AVATAR_MAX_BYTES } from './avatar-formats';

/**
 * Receives the avatar file (multipart field `file`) in memory; a file over the limit answers
 * like the service's own check, 413 'File too large' coded 'file size exceeds maximum'.
 */
export const AvatarUploadInterceptor = memoryUploadInterceptor({
  field: AVATAR_FIELD,
  maxBytes: AVATAR_MAX_BYTES,
  fields: 10,
  tooLarge: 'avatarTooLarge',
});
