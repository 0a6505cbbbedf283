import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadProgress } from '@pwa/lib/neural/model-cache';
import { startNetClient, type NetClient } from '@pwa/lib/neural/net-client';
import { ensureNetFiles, NetFilesOfflineError } from '@pwa/lib/neural/net-files';
import type { ReviewPlan } from './review-plan';
import type { ReviewPoint } from './review-result';
import { keepReview, keptReview } from './review-store';
import { runReview } from './run-review';

export type AiReviewState =
  /** nothing to review: the record's board is not one the network plays */
  | { kind: 'unavailable' }
  | { kind: 'checking' }
  | { kind: 'idle' }
  /** the network's files downloading (progress) or the network loading (null) */
  | { kind: 'loading'; progress: DownloadProgress | null }
  | { kind: 'running'; done: number; total: number; points: readonly ReviewPoint[] }
  | { kind: 'done'; points: readonly ReviewPoint[] }
  | { kind: 'needsConnection' }
  | { kind: 'failed'; message: string };

/**
 * The AI review of a record: the kept one when there is one, else run on demand in the network's
 * Web Worker (started for the review, stopped when it ends, on Stop and on leaving) and kept.
 */
export function useAiReview(key: string | null, plan: ReviewPlan | null) {
  const [state, setState] = useState<AiReviewState>({ kind: 'checking' });
  const client = useRef<NetClient | null>(null);
  /** the runs started, so that a stopped run's late answers are dropped */
  const runs = useRef(0);
  const total = plan?.moves.length ?? 0;

  useEffect(() => {
    if (key === null || plan === null) {
      setState({ kind: 'unavailable' });
      return;
    }
    let live = true;
    keptReview(key, plan.moves)
      .then((points) => {
        if (live) setState(points ? { kind: 'done', points } : { kind: 'idle' });
      })
      .catch(() => {
        if (live) setState({ kind: 'idle' });
      });
    return () => {
      live = false;
      runs.current++;
      client.current?.stop();
      client.current = null;
    };
  }, [key, plan]);

  const start = useCallback(() => {
    if (key === null || plan === null) return;
    const run = ++runs.current;
    const current = () => runs.current === run;
    const work = async () => {
      setState({ kind: 'loading', progress: null });
      await ensureNetFiles((progress) => {
        if (current()) setState({ kind: 'loading', progress });
      });
      if (!current()) return;
      const net = startNetClient('wasm');
      client.current = net;
      await net.ready;
      setState({ kind: 'running', done: 0, total, points: [] });
      const points = await runReview(plan, net, (done, sofar) => {
        if (current()) setState({ kind: 'running', done, total, points: [...sofar] });
      });
      net.stop();
      client.current = null;
      await keepReview(key, plan.moves, points);
      if (current()) setState({ kind: 'done', points });
    };
    work().catch((error: unknown) => {
      if (!current()) return;
      client.current?.stop();
      client.current = null;
      setState(
        error instanceof NetFilesOfflineError
          ? { kind: 'needsConnection' }
          : { kind: 'failed', message: String(error) },
      );
    });
  }, [key, plan, total]);

  const stop = useCallback(() => {
    runs.current++;
    client.current?.stop();
    client.current = null;
    setState({ kind: 'idle' });
  }, []);

  return { state, start, stop };
}
