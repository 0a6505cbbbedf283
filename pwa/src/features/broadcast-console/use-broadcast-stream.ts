import { useEffect, useState } from 'react';
import { readBroadcastEvent, type BroadcastEventType } from '@sync/broadcast-events';
import { BROADCAST_EVENT_TYPES } from '@sync/contract/broadcasts';
import type { GoDatabase } from '@pwa/lib/db';
import { broadcastPath } from './console-api';
import { storeEvent } from './broadcast-store';

/**
 * Keeps the broadcast on the device fresh while online: its stream's snapshot and the changes
 * after it go into the on-demand cache (the console reads from there). The stream is the one
 * reader of the server's state, as its changes come in order after its snapshot; a gap opens
 * a new stream, with a new snapshot.
 */
export function useBroadcastStream(db: GoDatabase, id: number, online: boolean): void {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!online) return;
    const source = new EventSource(`/api/v1/${broadcastPath(id)}/stream`, {
      withCredentials: true,
    });
    let closed = false;
    const reconnect = () => {
      if (closed) return;
      closed = true;
      source.close();
      setGeneration((value) => value + 1);
    };
    const listen = (type: BroadcastEventType) => (message: MessageEvent<string>) => {
      const event = closed ? null : readBroadcastEvent(type, message.data);
      if (event === null) return;
      storeEvent(db, id, event).then((ok) => {
        if (!ok) reconnect();
      }, reconnect);
    };
    const listeners = BROADCAST_EVENT_TYPES.map((type) => [type, listen(type)] as const);
    for (const [type, listener] of listeners) source.addEventListener(type, listener);
    return () => {
      closed = true;
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      source.close();
    };
  }, [db, id, online, generation]);
}
