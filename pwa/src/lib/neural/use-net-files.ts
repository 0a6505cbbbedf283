import { useCallback, useEffect, useState } from 'react';
import { botFilesCached, cacheBotFiles, type DownloadProgress } from './model-cache';

export type NetFilesStatus =
  | { kind: 'checking' }
  | { kind: 'downloading'; progress: DownloadProgress }
  | { kind: 'ready' }
  /** not on the device and no connection to download them */
  | { kind: 'needsConnection' }
  | { kind: 'failed' };

/**
 * The bot's files (the network, tfjs's WebAssembly) on this device: downloaded into Cache
 * Storage on the first visit, with progress; ready at once afterwards, online or not.
 */
export function useNetFiles(online: boolean): { status: NetFilesStatus; retry: () => void } {
  const [status, setStatus] = useState<NetFilesStatus>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const run = async () => {
      if (!('caches' in globalThis)) {
        // no Cache Storage (an insecure origin): the worker fetches the files itself
        setStatus({ kind: 'ready' });
        return;
      }
      if (await botFilesCached()) {
        if (live) setStatus({ kind: 'ready' });
        return;
      }
      if (!online) {
        if (live) setStatus({ kind: 'needsConnection' });
        return;
      }
      if (live) setStatus({ kind: 'downloading', progress: { loaded: 0, total: 0 } });
      await cacheBotFiles((progress) => {
        if (live) setStatus({ kind: 'downloading', progress });
      });
      if (live) setStatus({ kind: 'ready' });
    };
    run().catch(() => {
      if (live) setStatus({ kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [online, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, retry };
}
