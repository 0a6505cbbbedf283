import type { EntityManager, Knex } from '@mikro-orm/knex';
import type { HistoryResult } from '@domain/rating/history';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import { updateFromValues, type BulkColumn } from '../../common/sql/bulk';
import { fetchRows } from '../../common/sql/rows';
import { RATING_COLUMNS } from '../../players/rating-columns';
import { allocateRevisions } from '../../sync/revisions';
import { fingerprint, orNaN } from './fingerprint';
import { isoDate } from './write-tournament-ratings';

const RATING_VALUE_COLUMNS: BulkColumn[] = RATING_SYSTEM_IDS.flatMap((id) => {
  const { rating, deviation, volatility } = RATING_COLUMNS[id];
  return [rating, deviation, volatility].flatMap((name) =>
    name ? [{ name, type: 'double precision' as const }] : [],
  );
});

/** The player columns the rating computation owns: each federation's rating, and the last dates. */
const COLUMN_TYPES: BulkColumn[] = [
  ...RATING_VALUE_COLUMNS,
  { name: 'last_update', type: 'text' },
  { name: 'last_tournament_id', type: 'integer' },
  { name: 'last_tournament_date', type: 'text' },
];
const COLUMNS = COLUMN_TYPES.map((column) => column.name);
type PlayerValues = Record<string, number | string | null>;

function newValues(
  playerId: number,
  results: Record<RatingSystemId, HistoryResult>,
  last: Map<number, { id: number; date: string }>,
): PlayerValues {
  const values: PlayerValues = {};
  const lastDates: number[] = [];
  for (const federation of RATING_SYSTEM_IDS) {
    const state = results[federation].current.get(playerId);
    const columns = RATING_COLUMNS[federation];
    values[columns.rating] = state?.rating ?? null;
    if (columns.deviation) values[columns.deviation] = state?.deviation ?? null;
    if (columns.volatility) values[columns.volatility] = state?.volatility ?? null;
    if (state) lastDates.push(state.lastDate);
  }
  const tournament = last.get(playerId);
  values.last_update = lastDates.length ? isoDate(Math.max(...lastDates)) : null;
  values.last_tournament_id = tournament?.id ?? null;
  values.last_tournament_date = tournament?.date ?? null;
  return values;
}

const FINGERPRINT_KEY = 'player-ratings-fingerprint';

/** Everything writeCurrentRatings would write, as one fingerprint (players without any are null). */
function playersFingerprint(
  results: Record<RatingSystemId, HistoryResult>,
  last: Map<number, { id: number; date: string }>,
): string {
  const ids = new Set<number>(last.keys());
  for (const federation of RATING_SYSTEM_IDS)
    for (const id of results[federation].current.keys()) ids.add(id);
  const numbers: number[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    numbers.push(id);
    for (const federation of RATING_SYSTEM_IDS) {
      const state = results[federation].current.get(id);
      numbers.push(
        orNaN(state?.rating),
        orNaN(state?.deviation),
        orNaN(state?.volatility),
        orNaN(state?.lastDate),
      );
    }
    const tournament = last.get(id);
    numbers.push(orNaN(tournament?.id), tournament ? Date.parse(tournament.date) : Number.NaN);
  }
  return fingerprint(numbers);
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
  const print = playersFingerprint(results, last);
  const stored = await knex('app_setting')
    .select('value')
    .where({ key: FINGERPRINT_KEY })
    .first<{ value: string } | undefined>();
  if (stored?.value === print) return 0;
  await knex('app_setting').where({ key: FINGERPRINT_KEY }).delete();
  await knex('app_setting').insert({ key: FINGERPRINT_KEY, value: print });
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
