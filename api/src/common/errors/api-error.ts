import { HttpException } from '@nestjs/common';
import { ERRORS, type ErrorBody, type ErrorKey } from '@domain/errors/error-catalogue';
import type { PlayRefusalCode } from '@domain/play/game-flow';

/** Extra members of an error body, e.g. the form field a validation message is about. */
export interface ErrorDetails {
  /** replaces the catalogue's message, e.g. a rule's message from domain/account */
  message?: string;
  field?: string;
  /** why the rules refused a play action: a code of domain/play's catalogue (PlayRefusalCode) */
  refusal?: PlayRefusalCode;
}

/** An error from the product's catalogue; the filter turns it into `{ statusCode, code, message }`. */
export class ApiError extends HttpException {
  constructor(
    readonly key: ErrorKey,
    readonly details: ErrorDetails = {},
    /** sent as the Retry-After header (seconds), e.g. with 429 */
    readonly retryAfterSeconds?: number,
    /** the failure behind a 5xx answer, for the server log (never sent) */
    cause?: unknown,
  ) {
    super({ ...ERRORS[key], ...details }, ERRORS[key].statusCode, { cause });
  }

  body(): ErrorBody & Omit<ErrorDetails, 'message'> {
    return { ...ERRORS[this.key], ...this.details };
  }
}
