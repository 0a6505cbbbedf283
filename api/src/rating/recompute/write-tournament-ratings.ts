import type { Knex } from '@mikro-orm/knex';
import type { HistoryEntry, HistoryResult } from '@domain/rating/history';
import { RATING_SYSTEM_IDS } from '@domain/rating/systems';
import type { RatingSystemId } from '@domain/rating/types';
import {
  deleteByIds,
  insertChunked,
  updateFromValues,
  type BulkColumn,
} from '../../common/sql/bulk';
import { copyStartingRatings } from '../../games/starting-ratings-sql';
import { fingerprint, orNaN } from './fingerprint';
import type { RatingInputs } from './load-rating-inputs';

export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const DOUBLE = 'double precision' as const;
const ID: BulkColumn[] = [{ name: 'id', type: 'integer' }];
const STANDING_VALUES: BulkColumn[] = [
  { name: 'rating_before', type: DOUBLE },
  { name: 'deviation_before', type: DOUBLE },
  { name: 'rating_after', type: DOUBLE },
  { name: 'deviation_after', type: DOUBLE },
];
const NO_RATINGS = {
  rating_before: null,
  deviation_before: null,
  rating_after: null,
  deviation_after: null,
};

/** Fingerprint of a tournament's computed ratings, in the computation's (deterministic) order. */
function tournamentFingerprint(entries: readonly HistoryEntry[]): string {
  const numbers: number[] = [];
  for (const e of entries) {
    numbers.push(
      e.playerId,
      e.date,
      e.before.rating,
      orNaN(e.before.deviation),
      e.after.rating,
      orNaN(e.after.deviation),
      orNaN(e.after.volatility),
    );
  }
  return fingerprint(numbers);
}

export interface TournamentWriteReport {
  rewritten: number;
  cleared: number;
}

/**
 * Writes the computed ratings of every tournament whose results differ from what is stored:
 * its rating entries, the ratings before/after on its standings and the starting ratings on its
 * games. Tournaments that no longer count lose theirs. A recompute that changes nothing writes nothing.
 */
export async function writeTournamentRatings(
  knex: Knex,
  results: Record<RatingSystemId, HistoryResult>,
  inputs: RatingInputs,
): Promise<TournamentWriteReport> {
  const computed = new Map<number, { federation: RatingSystemId; entries: HistoryEntry[] }>();
  for (const federation of RATING_SYSTEM_IDS) {
    for (const event of inputs.events[federation]) {
      if (event.kind === 'tournament') computed.set(event.id, { federation, entries: [] });
    }
    for (const entry of results[federation].entries)
      computed.get(entry.tournamentId)?.entries.push(entry);
  }
  const rewrite = new Map<
    number,
    { federation: RatingSystemId; entries: HistoryEntry[]; hash: string }
  >();
  for (const [id, tournament] of computed) {
    const hash = tournamentFingerprint(tournament.entries);
    if (inputs.storedHashes.get(id) !== hash) rewrite.set(id, { ...tournament, hash });
  }
  const cleared = [...inputs.storedHashes.keys()].filter((id) => !computed.has(id));
  const touched = [...rewrite.keys(), ...cleared];
  if (touched.length === 0) return { rewritten: 0, cleared: 0 };

  const staleEntries = await knex('rating_entry')
    .select('id')
    .where({ source: 'tournament' })
    .whereIn('tournament_id', touched)
    .then((rows: Array<{ id: number }>) => rows.map((row) => row.id));
  await deleteByIds(knex, 'rating_entry', staleEntries);
  await insertChunked(
    knex,
    'rating_entry',
    [...rewrite.values()].flatMap(({ federation, entries }) =>
      entries.map((entry) => ({
        player_id: entry.playerId,
        federation,
        date: isoDate(entry.date),
        tournament_id: entry.tournamentId,
        rating: entry.after.rating,
        deviation: entry.after.deviation,
        volatility: entry.after.volatility,
        source: 'tournament',
      })),
    ),
  );

  const standings: Array<Record<string, unknown>> = [];
  for (const id of touched) {
    const byPlayer = new Map((rewrite.get(id)?.entries ?? []).map((e) => [e.playerId, e]));
    for (const [playerId, standingId] of inputs.standingIds.get(id) ?? []) {
      const entry = byPlayer.get(playerId);
      standings.push({
        id: standingId,
        ...(entry
          ? {
              rating_before: entry.before.rating,
              deviation_before: entry.before.deviation,
              rating_after: entry.after.rating,
              deviation_after: entry.after.deviation,
            }
          : NO_RATINGS),
      });
    }
  }
  await updateFromValues(knex, 'tournament_player', ID, STANDING_VALUES, standings);
  await copyStartingRatings(knex, touched);
  await updateFromValues(
    knex,
    'tournament',
    ID,
    [{ name: 'ratings_hash', type: 'text' }],
    [
      ...[...rewrite].map(([id, { hash }]) => ({ id, ratings_hash: hash })),
      ...cleared.map((id) => ({ id, ratings_hash: null })),
    ],
  );
  return { rewritten: rewrite.size, cleared: cleared.length };
}
