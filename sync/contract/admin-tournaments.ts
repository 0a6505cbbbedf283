import type { TournamentSummary } from './tournaments';

/** The admins' tournament calendar (GET /admin/tournaments and the actions on one tournament). */

export type TournamentStatus = TournamentSummary['status'];

/** Where a tournament's processing (the ratings recompute) is. */
export interface ProcessingProgress {
  tournamentId: number;
  /** queued: waiting for another recompute; done and failed stay until the next processing. */
  phase: 'queued' | 'load' | 'compute' | 'write' | 'done' | 'failed';
  /** 0..100 over the whole recompute */
  percent: number;
  /** why it failed (phase 'failed'), else null */
  error: string | null;
}

/** A tournament as the admin tab shows it: the public summary, its description and progress. */
export interface AdminTournament extends TournamentSummary {
  description: string | null;
  /** The status processing puts back if it fails; null unless processing. */
  statusBeforeProcessing: TournamentStatus | null;
  /** The last processing this server ran for the tournament, null if none since it started. */
  processing: ProcessingProgress | null;
}

export interface AdminTournamentList {
  items: AdminTournament[];
  total: number;
  limit: number;
  offset: number;
}

/** PATCH /admin/tournaments/{id}: the facts to change; anything left out stays. */
export interface TournamentEdit {
  title?: string;
  titleLatin?: string;
  startDate?: string;
  endDate?: string;
  /** a location (city, region or country) of the tree; null for none */
  locationId?: number | null;
  rounds?: number;
  handicapRule?: string | null;
  komi?: number | null;
  ranked?: boolean;
  online?: boolean;
  description?: string | null;
}

export const RATING_FACTS = ['startDate', 'endDate', 'ranked', 'handicapRule', 'komi'] as const;

export interface TournamentEditAnswer {
  tournament: AdminTournament;
  /** the facts that changed */
  changed: Array<keyof TournamentEdit>;
  /** a changed fact that the ratings depend on: processing the tournament is offered */
  ratingsAffected: boolean;
}

/** Admin list sorts: those of GET /tournaments. */
export const ADMIN_TOURNAMENT_PAGE_SIZES = [5, 10, 20] as const;
