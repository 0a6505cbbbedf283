import visionWorkerUrl from './vision.worker.ts?worker&url';

/**
 * The recognizer's worker: one file with OpenCV's WebAssembly inside (~10 MB), too big to be
 * precached with the app. The page downloads it into this cache with progress; the service
 * worker answers its requests from here (vite.config.ts, runtime caching), online or not.
 */
export const VISION_CACHE = 'go-glass-vision';
export const VISION_WORKER_URL = visionWorkerUrl;

/** Bytes received so far and expected in all (0 while unknown). */
export interface DownloadProgress {
  loaded: number;
  total: number;
}

export async function visionFilesCached(): Promise<boolean> {
  const cache = await caches.open(VISION_CACHE);
  return (await cache.match(VISION_WORKER_URL)) !== undefined;
}

/** Downloads the recognizer's worker into Cache Storage, reporting the bytes as they come. */
export async function cacheVisionFiles(
  onProgress: (progress: DownloadProgress) => void,
): Promise<void> {
  const response = await fetch(VISION_WORKER_URL, { cache: 'no-cache' });
  if (!response.ok || !response.body) throw new Error(`${VISION_WORKER_URL}: ${response.status}`);
  // a compressed answer's Content-Length is not the size of what is read: unknown then
  const encoded = (response.headers.get('Content-Encoding') ?? 'identity') !== 'identity';
  const length = Number(response.headers.get('Content-Length') ?? 0);
  const total = encoded ? 0 : length;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total: total && Math.max(total, loaded) });
  }
  const cache = await caches.open(VISION_CACHE);
  const headers = new Headers({
    'Content-Type': response.headers.get('Content-Type') ?? 'text/javascript',
  });
  // the worker runs under its script's policy, served from here as from the network
  const policy = response.headers.get('Content-Security-Policy');
  if (policy) headers.set('Content-Security-Policy', policy);
  await cache.put(VISION_WORKER_URL, new Response(new Blob(chunks as BlobPart[]), { headers }));
}
