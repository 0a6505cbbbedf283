import { botFilesCached, cacheBotFiles, type DownloadProgress } from './model-cache';

/** The network's files are not on this device and there is no connection to fetch them. */
export class NetFilesOfflineError extends Error {
  constructor() {
    super('The network’s files are not on this device and there is no connection');
    this.name = 'NetFilesOfflineError';
  }
}

/**
 * Makes sure the network's files (the model, tfjs's WebAssembly) are in Cache Storage, the same
 * cache the bot's page fills (one download serves both): at once when they are, else downloaded
 * with progress. Without Cache Storage (an insecure origin) the worker fetches them itself.
 */
export async function ensureNetFiles(
  onProgress: (progress: DownloadProgress) => void = () => undefined,
): Promise<void> {
  if (!('caches' in globalThis)) return;
  if (await botFilesCached()) return;
  if (!navigator.onLine) throw new NetFilesOfflineError();
  await cacheBotFiles(onProgress);
}
