import { useCallback, useEffect, useState } from 'react';
import type { BoardSize, RecognitionResult, RgbaImage } from '@vision/types';
import { startVisionClient, type VisionClient } from './vision-client';
import {
  cacheVisionFiles,
  visionFilesCached,
  VISION_WORKER_URL,
  type DownloadProgress,
} from './vision-files';

export type VisionStatus =
  | { kind: 'checking' }
  | { kind: 'downloading'; progress: DownloadProgress }
  /** not on this device and no connection to download it */
  | { kind: 'needsConnection' }
  | { kind: 'starting' }
  | { kind: 'ready' }
  | { kind: 'failed'; message: string | null };

export type Recognize = (image: RgbaImage, boardSize?: BoardSize) => Promise<RecognitionResult>;

/**
 * The recognizer on this device: downloaded on the first visit (with progress) into Cache
 * Storage, then started in its Web Worker; ready at once on later visits, online or not.
 */
export function useVision(online: boolean): {
  status: VisionStatus;
  recognize: Recognize | null;
  retry: () => void;
} {
  const [status, setStatus] = useState<VisionStatus>({ kind: 'checking' });
  const [client, setClient] = useState<VisionClient | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    let started: VisionClient | null = null;
    const run = async () => {
      // without Cache Storage (an insecure origin) the worker fetches its file itself
      const storage = 'caches' in globalThis;
      if (storage && !(await visionFilesCached())) {
        if (!navigator.onLine) {
          if (live) setStatus({ kind: 'needsConnection' });
          return;
        }
        if (live) setStatus({ kind: 'downloading', progress: { loaded: 0, total: 0 } });
        await cacheVisionFiles((progress) => {
          if (live) setStatus({ kind: 'downloading', progress });
        });
      }
      if (!live) return;
      setStatus({ kind: 'starting' });
      started = startVisionClient(VISION_WORKER_URL);
      await started.ready;
      if (!live) return;
      setClient(started);
      setStatus({ kind: 'ready' });
    };
    run().catch((error: unknown) => {
      if (live) {
        setStatus({ kind: 'failed', message: error instanceof Error ? error.message : null });
      }
    });
    return () => {
      live = false;
      started?.stop();
      setClient(null);
    };
  }, [attempt]);

  // the download waited for a connection: it has one now
  const waiting = status.kind === 'needsConnection';
  useEffect(() => {
    if (online && waiting) setAttempt((count) => count + 1);
  }, [online, waiting]);

  const recognize = useCallback<Recognize>(
    (image, boardSize) => {
      if (!client) return Promise.reject(new Error('not ready'));
      return client.recognize(image, boardSize);
    },
    [client],
  );
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { status, recognize: client ? recognize : null, retry };
}
