import type { KyInstance } from 'ky';
import { SyncOfflineError } from '@sync/engine/offline-error';
import type { SyncTransport } from '@sync/engine/types';
import {
  SYNC_PAGE_DEFAULT,
  type SyncCollection,
  type SyncPage,
  type SyncRows,
} from '@sync/protocol';
import { http } from './http';

/**
 * The engine's transport: GET sync/{collection}?since=&limit= over the app's ky instance.
 * No network (navigator offline, or fetch failing with a TypeError) is a SyncOfflineError.
 */
export function createHttpSyncTransport(
  client: KyInstance = http,
  isOnline: () => boolean = () => navigator.onLine,
): SyncTransport {
  return {
    async fetchPage<C extends SyncCollection>(
      collection: C,
      since: number,
      limit = SYNC_PAGE_DEFAULT,
      signal?: AbortSignal,
    ): Promise<SyncPage<SyncRows[C]>> {
      if (!isOnline()) throw new SyncOfflineError();
      try {
        return await client
          .get(`sync/${collection}`, { searchParams: { since, limit }, signal })
          .json<SyncPage<SyncRows[C]>>();
      } catch (error) {
        if (signal?.aborted) throw error;
        if (error instanceof TypeError || !isOnline()) throw new SyncOfflineError({ cause: error });
        throw error;
      }
    },
  };
}
