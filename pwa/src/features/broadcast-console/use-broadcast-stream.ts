import { useEffect } from 'react';
import { BROADCAST_EVENT_TYPES, type BroadcastEvent } from '@sync/contract/broadcasts';
import { fetchAndStore } from '@pwa/lib/cached-api';
import type { GoDatabase } from '@pwa/lib/db';
import { broadcastPath } from './console-api';
import { storeEvent } from './broadcast-store';

/**
 * Keeps the broadcast on the device fresh while online: its stream's snapshot and changes go
 * into the on-demand cache (the console reads from there); a gap reads the broadcast again.
 */
export function useBroadcastStream(db: GoDatabase, id: number, online: boolean): void {
  useEffect(() => {
    if (!online) return;
    const source = new EventSource(`/api/v1/${broadcastPath(id)}/stream`, {
      withCredentials: true,
    });
    let closed = false;
    const reread = () => {
      if (!closed) fetchAndStore(db, broadcastPath(id)).catch(() => undefined);
    };
    const listen = (type: string) => (message: MessageEvent<string>) => {
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(message.data) as Record<string, unknown>;
      } catch {
        return;
      }
      // a snapshot's data may be the broadcast itself or the event holding it
      const event = (
        type === 'snapshot' && !('broadcast' in data)
          ? { type, broadcast: data }
          : { ...data, type }
      ) as BroadcastEvent;
      storeEvent(db, id, event).then((ok) => {
        if (!ok) reread();
      }, reread);
    };
    const listeners = BROADCAST_EVENT_TYPES.map((type) => [type, listen(type)] as const);
    for (const [type, listener] of listeners) source.addEventListener(type, listener);
    return () => {
      closed = true;
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
    };
  }, [db, id, online]);
}
