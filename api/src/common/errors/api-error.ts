import { HttpException } from '@nestjs/common';
import { ERRORS, type ErrorKey } from '@domain/errors/error-catalogue';

/** An error from the product's catalogue; the filter turns it into `{ statusCode, code, message }`. */
export class ApiError extends HttpException {
  constructor(readonly key: ErrorKey) {
    super({ ...ERRORS[key] }, ERRORS[key].statusCode);
  }
}
