import { useEffect, useRef } from 'react';
import type { AdminTournament } from '@sync/contract/admin-tournaments';
import { http } from '@pwa/lib/http';

/** How often a tournament being processed is read again. */
const POLL_MS = 1000;

/** GET /admin/tournaments/process/{id}/progress: the tournament and how far its processing is. */
export function processingProgress(id: number): Promise<AdminTournament> {
  return http.get(`admin/tournaments/process/${id}/progress`).json<AdminTournament>();
}

/**
 * While `id` names a tournament being processed (null: none), reads it every POLL_MS and hands
 * each answer on, until its status is no longer 'processing'; a failed read is tried again.
 * The tournaments tab's rows and the imports tab's process step share it.
 */
export function useProcessingPoll(
  id: number | null,
  onChange: (tournament: AdminTournament) => void,
): void {
  const report = useRef(onChange);
  report.current = onChange;

  useEffect(() => {
    if (id === null) return undefined;
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
  }, [id]);
}
