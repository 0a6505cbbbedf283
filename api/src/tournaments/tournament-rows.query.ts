import type { EntityManager } from '@mikro-orm/knex';
import type { GameResult } from '@domain/game/game-result';
import type { CrosstableGame } from '@domain/tournament/crosstable';
import type { PlayerRef } from '@sync/contract/common';
import { fetchRows } from '../common/sql/rows';

export interface StandingRow {
  player_id: number;
  place: number | null;
  wins: number | null;
  rank: string | null;
  declared_rating: number | null;
  rating_before: number | null;
  rating_after: number | null;
  deviation_before: number | null;
  deviation_after: number | null;
  file_mms: number | null;
  file_sos: number | null;
  file_sosos: number | null;
  file_sodos: number | null;
  last_name: string;
  first_name: string;
  last_name_latin: string;
  first_name_latin: string;
}

interface GameRow {
  round: number;
  black_id: number;
  white_id: number;
  colors_known: number | boolean;
  handicap: number;
  result: GameResult;
}

/** A tournament's participants with their names, in standing order. */
export async function loadStandingRows(
  em: EntityManager,
  tournamentId: number,
): Promise<StandingRow[]> {
  const rows = await fetchRows<StandingRow>(
    em
      .getKnex()('tournament_player as tp')
      .join('player as p', 'p.id', 'tp.player_id')
      .select(
        'tp.player_id',
        'tp.place',
        'tp.wins',
        'tp.rank',
        'tp.declared_rating',
        'tp.rating_before',
        'tp.rating_after',
        'tp.deviation_before',
        'tp.deviation_after',
        'tp.file_mms',
        'tp.file_sos',
        'tp.file_sosos',
        'tp.file_sodos',
        'p.last_name',
        'p.first_name',
        'p.last_name_latin',
        'p.first_name_latin',
      )
      .where('tp.tournament_id', tournamentId)
      .orderByRaw('tp.place asc nulls last, p.last_name asc, p.id asc'),
  );
  return rows.map((row) => ({
    ...row,
    wins: numberOrNull(row.wins),
    declared_rating: numberOrNull(row.declared_rating),
    rating_before: numberOrNull(row.rating_before),
    rating_after: numberOrNull(row.rating_after),
    deviation_before: numberOrNull(row.deviation_before),
    deviation_after: numberOrNull(row.deviation_after),
    file_mms: numberOrNull(row.file_mms),
    file_sos: numberOrNull(row.file_sos),
    file_sosos: numberOrNull(row.file_sosos),
    file_sodos: numberOrNull(row.file_sodos),
  }));
}

export async function loadCrosstableGames(
  em: EntityManager,
  tournamentId: number,
): Promise<CrosstableGame[]> {
  const rows = await fetchRows<GameRow>(
    em
      .getKnex()('game')
      .select('round', 'black_id', 'white_id', 'colors_known', 'handicap', 'result')
      .where('tournament_id', tournamentId)
      .orderBy([{ column: 'round' }, { column: 'id' }]),
  );
  return rows.map((row) => ({
    round: row.round,
    blackId: row.black_id,
    whiteId: row.white_id,
    colorsKnown: Boolean(row.colors_known),
    handicap: row.handicap,
    result: row.result,
  }));
}

function numberOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

export const standingPlayerRef = (row: StandingRow): PlayerRef => ({
  id: row.player_id,
  lastName: row.last_name,
  firstName: row.first_name,
  lastNameLatin: row.last_name_latin,
  firstNameLatin: row.first_name_latin,
});
