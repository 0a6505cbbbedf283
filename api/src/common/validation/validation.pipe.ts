import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { ApiError } from '../errors/api-error';

/**
 * Validates every DTO; any invalid parameter answers 400 'Bad request. Parameters are invalid'.
 * Path parameters are left as the text they came as: their own pipe (IdPipe) reads them, and
 * Nest's `+value` would first turn '0x5', '5.0' or '1e3' into a number.
 */
class AppValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param') return value;
    return super.transformPrimitive(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    exceptionFactory: () => new ApiError('badParameters'),
  });
}
