import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ERRORS, type ErrorBody } from '@domain/errors/error-catalogue';
import { BUSY_RETRY_AFTER_SECONDS, isBusyError } from '../../database/busy-retry';
import { redactForLog } from '../security/log-redaction';
import { ApiError } from './api-error';

const STATUS_CODES: Partial<Record<number, string>> = {
  404: ERRORS.notFound.code,
  405: 'METHOD_NOT_ALLOWED',
  429: 'TOO_MANY_REQUESTS',
};

/** Told of every 5xx answer and its cause (the error log keeps them); must not throw. */
export type ServerErrorListener = (request: Request, status: number, error: unknown) => void;

/** Every error leaves the API as `{ statusCode, code, message }`; unknown ones as a bare 500. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly onServerError?: ServerErrorListener) {}

  catch(caught: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const exception = this.fromDatabase(caught);
    const body = this.toBody(exception);
    if (exception instanceof ApiError && exception.retryAfterSeconds !== undefined) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (body.statusCode >= 500) {
      this.onServerError?.(host.switchToHttp().getRequest<Request>(), body.statusCode, caught);
    }
    response.status(body.statusCode).json(body);
  }

  /** Another writer held the database beyond the retries: 503, the client may try again. */
  private fromDatabase(exception: unknown): unknown {
    if (!isBusyError(exception)) return exception;
    // Not the message: it quotes the statement with its values.
    this.logger.warn(`Database busy (${(exception as Error).name}), answered 503`);
    return new ApiError('serviceUnavailable', {}, BUSY_RETRY_AFTER_SECONDS);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof ApiError) return exception.body();
    if (exception instanceof HttpException)
      return bodyFor(exception.getStatus(), exception.message);
    const clientStatus = clientErrorStatus(exception);
    if (clientStatus !== null) return bodyFor(clientStatus, (exception as Error).message);
    // A database error quotes its statement with the values: never a hash or an e-mail in the log.
    this.logger.error(
      redactForLog(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      ),
    );
    return { ...ERRORS.internal };
  }
}

function bodyFor(statusCode: number, message: string): ErrorBody {
  if (statusCode === 400) return { ...ERRORS.badParameters };
  // The router's 'Cannot GET /path' would echo the request back: the catalogue's text instead.
  if (statusCode === 404) return { ...ERRORS.notFound };
  if (statusCode === 413) return { ...ERRORS.fileTooLarge };
  return { statusCode, code: STATUS_CODES[statusCode] ?? `HTTP_${statusCode}`, message };
}

/**
 * The status of a client error raised outside Nest, by Express' body parser (a body over the size
 * limit, an unsupported charset): http-errors marks those `expose` with a 4xx `status`.
 */
function clientErrorStatus(exception: unknown): number | null {
  if (!(exception instanceof Error)) return null;
  const { status, expose } = exception as Error & { status?: unknown; expose?: unknown };
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return null;
  return status;
}
