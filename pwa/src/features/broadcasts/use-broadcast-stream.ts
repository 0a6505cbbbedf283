import { useEffect, useState } from 'react';
import { applyBroadcastEvent, readBroadcastEvent } from '@sync/broadcast-events';
import { BROADCAST_EVENT_TYPES, type Broadcast } from '@sync/contract/broadcasts';
import { useOnline } from '@pwa/lib/online';
import {
  broadcastAnswerStatus,
  broadcastStreamUrl,
  forgetBroadcast,
  keepBroadcast,
  keptBroadcast,
} from './broadcasts-api';

/** live: the stream's snapshot came and news arrive; offline: the browser has no network. */
export type StreamConnection = 'connecting' | 'live' | 'offline';

export interface BroadcastStream {
  /** as the stream last told it, or as kept on the device; null until there is one */
  broadcast: Broadcast | null;
  connection: StreamConnection;
  /** the API has no such broadcast */
  notFound: boolean;
  /** offline and nothing kept: nothing to show */
  offlineMissing: boolean;
}

interface StreamState {
  broadcast: Broadcast | null;
  /** the device's copy was read (found or not) */
  keptRead: boolean;
  live: boolean;
  notFound: boolean;
}

/** After the stream was refused (not a dropped connection, which EventSource resumes itself). */
const RETRY_MS = 5_000;

/**
 * The broadcast, live: the copy kept on the device at once, then the stream (GET
 * /broadcasts/{id}/stream: a snapshot, then its news) while online. A move with a gap, or news
 * about a board it doesn't know, opens the stream again for a new snapshot. Each change is kept
 * on the device, so the last known position opens offline.
 */
export function useBroadcastStream(id: number): BroadcastStream {
  const online = useOnline();
  const [state, setState] = useState<StreamState>({
    broadcast: null,
    keptRead: false,
    live: false,
    notFound: false,
  });

  useEffect(() => {
    let cancelled = false;
    const done = (kept: Broadcast | null) => {
      if (cancelled) return;
      setState((old) => ({ ...old, keptRead: true, broadcast: old.broadcast ?? kept }));
    };
    keptBroadcast(id).then(done, () => done(null));
    return () => {
      cancelled = true;
    };
  }, [id]);

  useEffect(() => {
    if (!online) {
      setState((old) => ({ ...old, live: false }));
      return;
    }
    let source: EventSource | null = null;
    let current: Broadcast | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const refused = async () => {
      const status = await broadcastAnswerStatus(id);
      if (stopped) return;
      if (status === 404) {
        await forgetBroadcast(id).catch(() => undefined);
        setState((old) => ({ ...old, broadcast: null, notFound: true }));
        return;
      }
      retry = setTimeout(connect, RETRY_MS);
    };

    const onEvent = (
      message: MessageEvent<string>,
      type: (typeof BROADCAST_EVENT_TYPES)[number],
    ) => {
      const event = readBroadcastEvent(type, message.data);
      if (!event) return;
      const outcome = applyBroadcastEvent(current, event);
      if (outcome.kind === 'gap') {
        source?.close();
        connect();
        return;
      }
      if (outcome.broadcast === current) return;
      const broadcast = outcome.broadcast;
      current = broadcast;
      setState((old) => ({ ...old, broadcast, live: true, notFound: false }));
      keepBroadcast(broadcast).catch(() => undefined);
    };

    function connect() {
      current = null;
      const opened = new EventSource(broadcastStreamUrl(id));
      source = opened;
      setState((old) => ({ ...old, live: false }));
      opened.onerror = () => {
        setState((old) => ({ ...old, live: false }));
        // a dropped connection is resumed by EventSource (with a new snapshot); a refusal is not
        if (opened.readyState === EventSource.CLOSED) void refused();
      };
      for (const type of BROADCAST_EVENT_TYPES) {
        opened.addEventListener(type, (message: MessageEvent<string>) => onEvent(message, type));
      }
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [id, online]);

  return {
    broadcast: state.broadcast,
    connection: !online ? 'offline' : state.live ? 'live' : 'connecting',
    notFound: state.notFound,
    offlineMissing: !online && state.keptRead && state.broadcast === null,
  };
}
