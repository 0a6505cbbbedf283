import type { PipeTransform } from '@nestjs/common';
import { isSyncCollection, type SyncCollection } from '@sync/protocol';
import { ApiError } from '../common/errors/api-error';

/** A replicated collection's name; any other name is a resource that doesn't exist. */
export class SyncCollectionPipe implements PipeTransform<string, SyncCollection> {
  transform(value: string): SyncCollection {
    if (!isSyncCollection(value)) throw new ApiError('notFound');
    return value;
  }
}
