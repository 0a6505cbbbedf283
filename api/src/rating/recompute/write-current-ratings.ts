import type { EntityManager, Knex } from '@mikro-orm/knex';
import type { HistoryResult } from '@domain/rating/history';
import type { RatingSystemId } from '@domain/rating/types';
import { updateFromValues, type BulkColumn } from '../../common/sql/bulk';
import { fetchRows } from '../../common/sql/rows';
import { allocateRevisions } from '../../sync/revisions';
import { isoDate } from './write-tournament-ratings';

/** The player columns the rating computation owns. */
const COLUMNS = [
  'rgf_rating',
  'rgf_deviation',
  'egf_rating',
  'glicko_rating',
  'glicko_deviation',
  'glicko_volatility',
  'last_update',
  'last_tournament_id',
  'last_tournament_date',
] as const;
type Column = (typeof COLUMNS)[number];
type PlayerValues = Record<Column, number | string | null>;

const COLUMN_TYPES: BulkColumn[] = COLUMNS.map((name) => ({
  name,
  type:
    name === 'last_update' || name === 'last_tournament_date'
      ? 'text'
      : name === 'last_tournament_id'
        ? 'integer'
        : 'double precision',
}));

function newValues(
  playerId: number,
  results: Record<RatingSystemId, HistoryResult>,
  last: Map<number, { id: number; date: string }>,
): PlayerValues {
  const rgf = results.rgf.current.get(playerId);
  const egf = results.egf.current.get(playerId);
  const glicko = results.glicko2.current.get(playerId);
  const lastDates = [rgf, egf, glicko].flatMap((s) => (s ? [s.lastDate] : []));
  const tournament = last.get(playerId);
  return {
    rgf_rating: rgf?.rating ?? null,
    rgf_deviation: rgf?.deviation ?? null,
    egf_rating: egf?.rating ?? null,
    glicko_rating: glicko?.rating ?? null,
    glicko_deviation: glicko?.deviation ?? null,
    glicko_volatility: glicko?.volatility ?? null,
    last_update: lastDates.length ? isoDate(Math.max(...lastDates)) : null,
    last_tournament_id: tournament?.id ?? null,
    last_tournament_date: tournament?.date ?? null,
  };
}

const same = (a: number | string | null, b: number | string | null) =>
  a === b || (a !== null && b !== null && typeof a === 'number' && Number(b) === a);

/**
 * Writes every player's current ratings and last dates; only players whose values changed are
 * written, and they get new sync revisions so clients fetch them again. Returns how many changed.
 */
export async function writeCurrentRatings(
  em: EntityManager,
  knex: Knex,
  results: Record<RatingSystemId, HistoryResult>,
  last: Map<number, { id: number; date: string }>,
): Promise<number> {
  const existing = await fetchRows<PlayerValues & { id: number }>(
    knex('player').select('id', ...COLUMNS),
  );
  const changed: Array<PlayerValues & { id: number }> = [];
  for (const row of existing) {
    const values = newValues(row.id, results, last);
    if (COLUMNS.some((column) => !same(values[column], row[column])))
      changed.push({ id: row.id, ...values });
  }
  if (changed.length === 0) return 0;
  const firstRev = await allocateRevisions(em, changed.length);
  await updateFromValues(
    knex,
    'player',
    [{ name: 'id', type: 'integer' }],
    [...COLUMN_TYPES, { name: 'rev', type: 'integer' }],
    changed.map((row, index) => ({ ...row, rev: firstRev + index })),
  );
  return changed.length;
}
