import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { ApiError } from '../errors/api-error';

/** Far deeper than any body the API takes; thousands of levels overflow the validators' stack. */
export const MAX_BODY_DEPTH = 32;

/** Whether arrays and objects nest more than `max` levels deep, found without recursion. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * Refuses a request body nested deeper than MAX_BODY_DEPTH with 400 'Bad request. Parameters are
 * invalid'; registered before the validation pipe, which recurses into whatever it is given.
 */
export class BodyDepthPipe implements PipeTransform<unknown, unknown> {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'body' && nestsDeeperThan(value, MAX_BODY_DEPTH)) {
      throw new ApiError('badParameters');
    }
    return value;
  }
}
