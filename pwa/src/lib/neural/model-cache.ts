import { BOT_CACHE, BOT_FILES } from './model-files';

/** Bytes of the bot's files received so far and expected in all (0 while unknown). */
export interface DownloadProgress {
  loaded: number;
  total: number;
}

/** Where the files come from and go to: the network and Cache Storage in the browser. */
export interface DownloadHost {
  fetch(url: string): Promise<Response>;
  openCache(name: string): Promise<Pick<Cache, 'match' | 'put'>>;
}

function browserHost(): DownloadHost {
  return {
    fetch: (url) => fetch(url, { cache: 'no-cache' }),
    openCache: (name) => caches.open(name),
  };
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
 * The total is the files' Content-Length; a compressed answer has none, and counts the bytes
 * read of it so far instead (those are the small files: the network's weights announce their
 * size). 0 until every answer has come: unknown.
 */
export async function cacheBotFiles(
  onProgress: (progress: DownloadProgress) => void,
  files: readonly string[] = BOT_FILES,
  host: DownloadHost = browserHost(),
): Promise<void> {
  const cache = await host.openCache(BOT_CACHE);
  const missing: string[] = [];
  for (const url of files) if (!(await cache.match(url))) missing.push(url);
  const sizes = new Map<string, number | null>();
  const read = new Map<string, number>();
  const report = () => {
    const loaded = [...read.values()].reduce((sum, bytes) => sum + bytes, 0);
    const total =
      sizes.size < missing.length
        ? 0
        : missing.reduce((sum, url) => sum + (sizes.get(url) ?? read.get(url) ?? 0), 0);
    onProgress({ loaded, total: total && Math.max(total, loaded) });
  };
  report();
  const responses = await Promise.all(
    missing.map(async (url) => {
      const response = await host.fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const length = response.headers.get('Content-Length');
      sizes.set(url, length === null ? null : Number(length));
      report();
      return { url, response };
    }),
  );
  for (const { url, response } of responses) {
    const body = await readAll(response, (bytes) => {
      read.set(url, (read.get(url) ?? 0) + bytes);
      report();
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
