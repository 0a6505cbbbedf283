import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { ERRORS, type ErrorBody } from '@domain/errors/error-catalogue';
import { ApiError } from './api-error';

const STATUS_CODES: Partial<Record<number, string>> = {
  404: ERRORS.notFound.code,
  405: 'METHOD_NOT_ALLOWED',
  429: 'TOO_MANY_REQUESTS',
};

/** Every error leaves the API as `{ statusCode, code, message }`; unknown ones as a bare 500. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof ApiError) return { ...ERRORS[exception.key] };
    if (exception instanceof HttpException) {
      const statusCode: number = exception.getStatus();
      if (statusCode === 400) return { ...ERRORS.badParameters };
      if (statusCode === 413) return { ...ERRORS.fileTooLarge };
      return {
        statusCode,
        code: STATUS_CODES[statusCode] ?? `HTTP_${statusCode}`,
        message: exception.message,
      };
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return { ...ERRORS.internal };
  }
}
