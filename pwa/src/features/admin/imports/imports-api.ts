import type { RecomputeResult } from '@sync/contract/admin-imports';
import { http } from '@pwa/lib/http';

/**
 * A tournament as the admin tournaments' process endpoints answer it (only what this tab reads):
 * GET /admin/tournaments/process/{id} starts processing, .../progress tells how far it is.
 */
export interface ProcessedTournament {
  id: number;
  status: 'scheduled' | 'active' | 'ended' | 'processing';
  processing: { percent: number; phase: string; error: string | null } | null;
}

/** A whole recompute of a big database may take minutes. */
const RECOMPUTE_TIMEOUT_MS = 10 * 60_000;

export function processTournament(id: number): Promise<ProcessedTournament> {
  return http.get(`admin/tournaments/process/${id}`).json<ProcessedTournament>();
}

export function recomputeRatings(): Promise<RecomputeResult> {
  return http
    .post('admin/imports/recompute', { timeout: RECOMPUTE_TIMEOUT_MS })
    .json<RecomputeResult>();
}
