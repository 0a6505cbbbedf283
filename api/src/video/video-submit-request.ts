import type { VideoSubmitRequest } from '@sync/contract/video';
import { ApiError } from '../common/errors/api-error';

const FIELD_LENGTH = 1000;

function text(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > FIELD_LENGTH) return null;
  return value.trim() || null;
}

/** POST /video/submit's body: `upload` and `name`, both non-blank text; else 400 'Invalid request data'. */
export function readSubmitRequest(body: unknown): VideoSubmitRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('invalidRequestData');
  }
  const fields = body as Record<string, unknown>;
  const upload = text(fields.upload);
  const name = text(fields.name);
  if (!upload || !name) throw new ApiError('invalidRequestData');
  return { upload, name };
}
