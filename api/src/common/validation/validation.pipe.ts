import { ValidationPipe } from '@nestjs/common';
import { ApiError } from '../errors/api-error';

/** Validates every DTO; any invalid parameter answers 400 'Bad request. Parameters are invalid'. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    exceptionFactory: () => new ApiError('badParameters'),
  });
}
