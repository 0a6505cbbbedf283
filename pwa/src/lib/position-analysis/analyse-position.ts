import type { DownloadProgress } from '@pwa/lib/neural/model-cache';
import { startNetClient, type NetClient } from '@pwa/lib/neural/net-client';
import { ensureNetFiles } from '@pwa/lib/neural/net-files';
import type { BoardPosition, PositionAnalysis } from './types';

export interface AnalyseOptions {
  /** the first time only: the network's download, bytes so far and in all (0 while unknown) */
  onProgress?: (progress: DownloadProgress) => void;
  /** called once the network is loaded and is being asked */
  onAnalysing?: () => void;
}

let shared: NetClient | null = null;

/** The network's worker the analyses share; started on the first analysis, kept for the next. */
function analysisClient(): NetClient {
  if (!shared) {
    const client = startNetClient();
    // a worker that failed to start is dropped, so the next analysis starts a new one
    client.ready.catch(() => {
      if (shared === client) shared = null;
    });
    shared = client;
  }
  return shared;
}

/**
 * The network's analysis of a position in the browser (a Web Worker): win rate, score lead, the
 * best moves, ownership and the estimated scores. The first time it downloads the network into
 * the cache the bot's page uses (rejects with NetFilesOfflineError when that cannot be done).
 */
export async function analysePosition(
  position: BoardPosition,
  options: AnalyseOptions = {},
): Promise<PositionAnalysis> {
  await ensureNetFiles(options.onProgress);
  const client = analysisClient();
  await client.ready;
  options.onAnalysing?.();
  const { analysis } = await client.analyse(position);
  return analysis;
}

/** Stops the shared worker (leaving the page): the next analysis loads the network again. */
export function releasePositionAnalysis(): void {
  shared?.stop();
  shared = null;
}
