import { type PipeTransform } from '@nestjs/common';
import type { ErrorKey } from '@domain/errors/error-catalogue';
import { ApiError } from '../errors/api-error';
import { parsePlainInteger, SQL_INT_MAX } from './plain-number';

/**
 * A path id: a positive integer written in plain decimal digits without a leading zero, so one id
 * has one text ('0x5', '5.0', '+5', '1e3', '05' name nothing). Anything else can't name a row, so
 * it answers the resource's own 404 ('No player with such id'), the same as an unknown id.
 */
export class IdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly notFound: ErrorKey) {}

  transform(value: unknown): number {
    const id = typeof value === 'string' ? parsePlainInteger(value) : null;
    if (id === null || id < 1 || id > SQL_INT_MAX) throw new ApiError(this.notFound);
    return id;
  }
}
