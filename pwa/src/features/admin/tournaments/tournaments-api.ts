import type {
  AdminTournament,
  AdminTournamentList,
  TournamentEdit,
  TournamentEditAnswer,
} from '@sync/contract/admin-tournaments';
import { http } from '@pwa/lib/http';
import { listSearchParams, type AdminTournamentsQuery } from './tournaments-query';

/** The admins' tournament API: GET /admin/tournaments, pin, ignore, process, PATCH. */

export function fetchAdminTournaments(query: AdminTournamentsQuery): Promise<AdminTournamentList> {
  return http
    .get('admin/tournaments', { searchParams: listSearchParams(query) })
    .json<AdminTournamentList>();
}

export function togglePinned(id: number): Promise<AdminTournament> {
  return http.get(`admin/tournaments/pin/${id}`).json<AdminTournament>();
}

export function toggleHidden(id: number): Promise<AdminTournament> {
  return http.get(`admin/tournaments/ignore/${id}`).json<AdminTournament>();
}

export function startProcessing(id: number): Promise<AdminTournament> {
  return http.get(`admin/tournaments/process/${id}`).json<AdminTournament>();
}

export function editTournament(id: number, edit: TournamentEdit): Promise<TournamentEditAnswer> {
  return http.patch(`admin/tournaments/${id}`, { json: edit }).json<TournamentEditAnswer>();
}
