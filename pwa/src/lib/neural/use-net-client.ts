import { useEffect, useState } from 'react';
import { startNetClient, type NetClient } from './net-client';
import type { NetBackend } from './net-protocol';

/** The network's worker, started once the bot's files are on the device; stopped on leaving. */
export function useNetClient(filesReady: boolean): {
  net: NetClient | null;
  backend: NetBackend | null;
  failure: string | null;
} {
  const [net, setNet] = useState<NetClient | null>(null);
  const [backend, setBackend] = useState<NetBackend | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!filesReady) return;
    const client = startNetClient();
    let live = true;
    setNet(client);
    client.ready
      .then((started) => {
        if (live) setBackend(started);
      })
      .catch((error: unknown) => {
        if (live) setFailure(String(error));
      });
    return () => {
      live = false;
      client.stop();
      setNet(null);
    };
  }, [filesReady]);

  return { net, backend, failure };
}
