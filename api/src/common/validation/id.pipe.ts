import { type PipeTransform } from '@nestjs/common';
import type { ErrorKey } from '@domain/errors/error-catalogue';
import { ApiError } from '../errors/api-error';

/**
 * A path id: a positive integer. Anything else can't name a row, so it answers the resource's
 * own 404 ('No player with such id'), the same as an id that doesn't exist.
 */
export class IdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: ErrorKey) {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw new ApiError(this.notFound);
    const id = Number(value);
    if (id < 1 || id > 2_147_483_647) throw new ApiError(this.notFound);
    return id;
  }
}
