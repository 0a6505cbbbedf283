import { checkEmail, hasControlCharacters } from '@domain/account';
import {
  FEEDBACK_EMAIL_MAX_LENGTH,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_NAME_MAX_LENGTH,
  type FeedbackRequest,
} from '@sync/contract/feedback';
import { FEEDBACK_MAX_ATTACHMENTS } from '@sync/contract/files';
import { ApiError } from '../common/errors/api-error';

/** The names POST /file/feedback gives: 32 hex digits and the lower-case extension. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,10}$/;

function requiredText(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string' || value.length > maxLength) return null;
  const text = value.trim();
  return text ? text : null;
}

function attachmentNames(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > FEEDBACK_MAX_ATTACHMENTS) return null;
  const names = value.filter((name): name is string => typeof name === 'string');
  if (names.length !== value.length || !names.every((name) => STORED_NAME.test(name))) return null;
  return new Set(names).size === names.length ? names : null;
}

/**
 * POST /feedback's body: Name (≤ 100, no control characters), Email (a valid address), Message
 * (≤ 1000 characters, not blank), Attachments (at most 10 distinct upload names). Any missing,
 * empty or bad field: 400 'Invalid request data'.
 */
export function readFeedbackRequest(body: unknown): FeedbackRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('invalidRequestData');
  }
  const fields = body as Record<string, unknown>;
  const name = requiredText(fields.Name, FEEDBACK_NAME_MAX_LENGTH);
  const email = requiredText(fields.Email, FEEDBACK_EMAIL_MAX_LENGTH);
  const message = requiredText(fields.Message, FEEDBACK_MESSAGE_MAX_LENGTH);
  const attachments = attachmentNames(fields.Attachments);
  if (
    name === null ||
    hasControlCharacters(name) ||
    email === null ||
    checkEmail(email) !== null ||
    message === null ||
    attachments === null
  ) {
    throw new ApiError('invalidRequestData');
  }
  return { Name: name, Email: email, Message: message, Attachments: attachments };
}
