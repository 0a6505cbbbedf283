import type { EntityManager } from '@mikro-orm/knex';
import type { LocationTree } from '@domain/location/location-tree';
import type { AdminTournament, ProcessingProgress } from '@sync/contract/admin-tournaments';
import { fetchRows } from '../../common/sql/rows';
import {
  TOURNAMENT_COLUMNS,
  toTournamentSummary,
  type TournamentRow,
} from '../../tournaments/tournament-row';

interface AdminTournamentRow extends TournamentRow {
  description: string | null;
  status_before_processing: AdminTournament['statusBeforeProcessing'];
}

/**
 * The admin view of tournaments (public summary, description, processing) in the order of the
 * ids given, each read in one statement; unknown ids are left out.
 */
export async function loadAdminTournaments(
  em: EntityManager,
  ids: readonly number[],
  tree: LocationTree,
  progressOf: (id: number) => ProcessingProgress | null,
): Promise<AdminTournament[]> {
  if (ids.length === 0) return [];
  const rows = await fetchRows<AdminTournamentRow>(
    em
      .getKnex()('tournament')
      .select([...TOURNAMENT_COLUMNS, 'description', 'status_before_processing'])
      .whereIn('id', ids),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...toTournamentSummary(row, tree),
        description: row.description,
        statusBeforeProcessing: row.status_before_processing,
        processing: progressOf(id),
      },
    ];
  });
}
