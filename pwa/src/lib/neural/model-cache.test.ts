import { describe, expect, it } from 'vitest';
import { cacheBotFiles, type DownloadHost, type DownloadProgress } from './model-cache';

/** An in-memory cache and a network answering `files` (path → bytes, with or without a length). */
function host(files: Record<string, { bytes: number; length: boolean }>, cached: string[] = []) {
  const stored = new Map<string, Response>(cached.map((url) => [url, new Response('old')]));
  const fetched: string[] = [];
  const value: DownloadHost = {
    fetch: (url) => {
      fetched.push(url);
      const file = files[url];
      const body = new Uint8Array(file.bytes);
      const headers: Record<string, string> = { 'Content-Type': 'application/octet-stream' };
      if (file.length) headers['Content-Length'] = String(file.bytes);
      return Promise.resolve(new Response(body, { headers }));
    },
    openCache: () =>
      Promise.resolve({
        match: (url: string) => Promise.resolve(stored.get(url)),
        put: (url: string, response: Response) => {
          stored.set(url, response);
          return Promise.resolve();
        },
      }),
  };
  return { value, stored, fetched };
}

describe("the bot's files downloaded into Cache Storage", () => {
  it('stores every missing file and reports the bytes against the announced total', async () => {
    const net = host({
      '/m.json': { bytes: 300, length: false },
      '/w.bin': { bytes: 5000, length: true },
    });
    const seen: DownloadProgress[] = [];
    await cacheBotFiles((progress) => seen.push(progress), ['/m.json', '/w.bin'], net.value);
    expect(net.fetched).toEqual(['/m.json', '/w.bin']);
    expect((await net.stored.get('/w.bin')?.arrayBuffer())?.byteLength).toBe(5000);
    expect(seen[0]).toEqual({ loaded: 0, total: 0 });
    expect(seen.at(-1)).toEqual({ loaded: 5300, total: 5300 });
    for (const progress of seen)
      expect(progress.loaded).toBeLessThanOrEqual(progress.total || Infinity);
  });

  it('fetches nothing already cached', async () => {
    const net = host({ '/w.bin': { bytes: 10, length: true } }, ['/m.json']);
    await cacheBotFiles(() => undefined, ['/m.json', '/w.bin'], net.value);
    expect(net.fetched).toEqual(['/w.bin']);
  });
});
