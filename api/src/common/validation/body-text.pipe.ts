import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { hasControlCharacter, hasStrayControlCharacter } from '@domain/text/control-characters';
import { ApiError } from '../errors/api-error';

/**
 * Whether a key anywhere in the value holds a control character, or a string anywhere holds one
 * that text never does (tab, LF and CR stay allowed: messages, comments and stack traces have
 * several lines). Walked without recursion.
 */
export function holdsControlCharacter(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (hasStrayControlCharacter(item)) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (hasControlCharacter(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * Refuses a request body (JSON, or the text fields of a form) holding a control character with
 * 400 'Bad request. Parameters are invalid', before any handler reads it, as the query strings
 * are (query-text.middleware.ts): PostgreSQL can't store NUL in text, so it would fail as a 500.
 * Registered after BodyDepthPipe.
 */
export class BodyTextPipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'body' && holdsControlCharacter(value)) {
      throw new ApiError('badParameters');
    }
    return value;
  }
}
