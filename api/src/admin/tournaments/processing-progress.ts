import type { ProcessingProgress } from '@sync/contract/admin-tournaments';
import type { RecomputeProgress } from '../../rating/recompute/recompute-ratings';

/** How much of the recompute each phase takes, in percent, roughly as measured. */
const PHASE_SPANS: Record<RecomputeProgress['phase'], [number, number]> = {
  load: [0, 30],
  compute: [30, 70],
  write: [70, 100],
};

export function percentOf(progress: RecomputeProgress): number {
  const [from, to] = PHASE_SPANS[progress.phase];
  return Math.round(from + (to - from) * Math.min(1, Math.max(0, progress.fraction)));
}

/** The progress of each tournament's last processing in this process, kept in memory. */
export class ProcessingProgressBoard {
  private readonly entries = new Map<number, ProcessingProgress>();

  get(tournamentId: number): ProcessingProgress | null {
    return this.entries.get(tournamentId) ?? null;
  }

  queued(tournamentId: number): void {
    this.entries.set(tournamentId, { tournamentId, phase: 'queued', percent: 0, error: null });
  }

  advanced(tournamentId: number, progress: RecomputeProgress): void {
    this.entries.set(tournamentId, {
      tournamentId,
      phase: progress.phase,
      percent: percentOf(progress),
      error: null,
    });
  }

  done(tournamentId: number): void {
    this.entries.set(tournamentId, { tournamentId, phase: 'done', percent: 100, error: null });
  }

  failed(tournamentId: number, error: string): void {
    const percent = this.entries.get(tournamentId)?.percent ?? 0;
    this.entries.set(tournamentId, { tournamentId, phase: 'failed', percent, error });
  }
}
