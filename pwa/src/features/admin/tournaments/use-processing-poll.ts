import { useEffect, useRef } from 'react';
import type { AdminTournament } from '@sync/contract/admin-tournaments';
import { processingProgress } from './tournaments-api';

/** How often a tournament being processed is read again. */
export const POLL_MS = 1000;

/**
 * While the tournament is being processed, reads it (GET .../process/{id}/progress) every
 * POLL_MS and hands each answer on, until its status is no longer 'processing'.
 */
export function useProcessingPoll(
  tournament: AdminTournament,
  onChange: (tournament: AdminTournament) => void,
): void {
  const report = useRef(onChange);
  report.current = onChange;
  const processing = tournament.status === 'processing';
  const id = tournament.id;

  useEffect(() => {
    if (!processing) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const now = await processingProgress(id);
        if (stopped) return;
        report.current(now);
        if (now.status === 'processing') timer = setTimeout(() => void poll(), POLL_MS);
      } catch {
        if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
      }
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, processing]);
}
