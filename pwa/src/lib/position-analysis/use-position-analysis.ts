import { useCallback, useEffect, useState } from 'react';
import type { DownloadProgress } from '@pwa/lib/neural/model-cache';
import { NetFilesOfflineError } from '@pwa/lib/neural/net-files';
import { analysePosition, releasePositionAnalysis } from './analyse-position';
import type { BoardPosition, PositionAnalysis } from './types';

export type PositionAnalysisState =
  /** no position given */
  | 'idle'
  /** the network's files are downloading (progress) or the network is loading */
  | 'loading-model'
  | 'analysing'
  | 'ready'
  /** the network is not on this device and there is no connection */
  | 'needs-connection'
  | 'error';

export interface PositionAnalysisResult {
  state: PositionAnalysisState;
  /** the download, while the files come the first time; null otherwise */
  progress: DownloadProgress | null;
  /** the analysis of the position given (null until ready) */
  analysis: PositionAnalysis | null;
  /** the reason, in state 'error' */
  error: string | null;
  retry: () => void;
}

/**
 * The network's analysis of `position`, again whenever it changes (by value: a new object with
 * the same stones is not analysed twice); null analyses nothing. The worker stops on leaving.
 */
export function usePositionAnalysis(position: BoardPosition | null): PositionAnalysisResult {
  const key = position ? JSON.stringify(position) : null;
  const [result, setResult] = useState<Omit<PositionAnalysisResult, 'retry'>>(idle);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) {
      setResult(idle);
      return;
    }
    let live = true;
    const board = JSON.parse(key) as BoardPosition;
    setResult({ state: 'loading-model', progress: null, analysis: null, error: null });
    analysePosition(board, {
      onProgress: (progress) => {
        if (live) setResult((now) => ({ ...now, progress }));
      },
      onAnalysing: () => {
        if (live) setResult((now) => ({ ...now, state: 'analysing', progress: null }));
      },
    })
      .then((analysis) => {
        if (live) setResult({ state: 'ready', progress: null, analysis, error: null });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const offline = error instanceof NetFilesOfflineError;
        setResult({
          state: offline ? 'needs-connection' : 'error',
          progress: null,
          analysis: null,
          error: String(error),
        });
      });
    return () => {
      live = false;
    };
  }, [key, attempt]);

  useEffect(() => releasePositionAnalysis, []);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...result, retry };
}

const idle: Omit<PositionAnalysisResult, 'retry'> = {
  state: 'idle',
  progress: null,
  analysis: null,
  error: null,
};
