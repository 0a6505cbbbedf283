import { BOT_CACHE, BOT_FILES } from './model-files';

/** Bytes of the bot's files received so far and expected in all (0 while unknown). */
export interface DownloadProgress {
  loaded: number;
  total: number;
}

/** Whether every file the bot needs is in Cache Storage (false where there is none). */
export async function botFilesCached(files: readonly string[] = BOT_FILES): Promise<boolean> {
  if (!('caches' in globalThis)) return false;
  const cache = await caches.open(BOT_CACHE);
  const found = await Promise.all(files.map((url) => cache.match(url)));
  return found.every((response) => response !== undefined);
}

/**
 * Downloads the files not cached yet into Cache Storage, reporting the bytes as they come.
 * Sizes come from Content-Length (the total grows as each answer announces its own).
 */
export async function cacheBotFiles(
  onProgress: (progress: DownloadProgress) => void,
  files: readonly string[] = BOT_FILES,
): Promise<void> {
  const cache = await caches.open(BOT_CACHE);
  const missing: string[] = [];
  for (const url of files) if (!(await cache.match(url))) missing.push(url);
  const progress: DownloadProgress = { loaded: 0, total: 0 };
  const responses = await Promise.all(
    missing.map(async (url) => {
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      progress.total += Number(response.headers.get('Content-Length') ?? 0);
      onProgress({ ...progress });
      return { url, response };
    }),
  );
  for (const { url, response } of responses) {
    const body = await readAll(response, (bytes) => {
      progress.loaded += bytes;
      onProgress({ ...progress, total: Math.max(progress.total, progress.loaded) });
    });
    const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
    await cache.put(url, new Response(body, { headers: { 'Content-Type': type } }));
  }
}

async function readAll(response: Response, onBytes: (count: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(chunks as BlobPart[]);
}
