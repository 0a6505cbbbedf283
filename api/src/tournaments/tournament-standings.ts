import { roundCells, type CrosstableGame } from '@domain/tournament/crosstable';
import { standingOrder } from '@domain/tournament/standings';
import { computeTiebreaks } from '@domain/tournament/tiebreaks';
import type { TournamentStanding } from '@sync/contract/tournaments';
import { standingPlayerRef, type StandingRow } from './tournament-rows.query';

/**
 * The crosstable: rows in place order by the tie-breaks (the scores the file stated taken as
 * stated), each with its scores and one cell per round. Players without a stored place
 * (withdrawn) are not placed and come last; equal rows keep the stored order.
 */
export function tournamentStandings(
  rows: readonly StandingRow[],
  games: readonly CrosstableGame[],
  rounds: number,
): TournamentStanding[] {
  const scores = computeTiebreaks(
    rows.map((row) => ({
      id: row.player_id,
      points: row.wins,
      file: { mms: row.file_mms, sos: row.file_sos, sosos: row.file_sosos, sodos: row.file_sodos },
    })),
    games,
  );
  const order = standingOrder(
    rows.map((row) => ({ id: row.player_id, placed: row.place !== null })),
    scores,
  );
  const places = new Map(order.map(({ id, place }) => [id, place]));
  const cells = roundCells(places, games, rounds);
  const byId = new Map(rows.map((row) => [row.player_id, row]));
  return order.map(({ id, place }) => {
    const row = byId.get(id)!;
    return {
      place,
      player: standingPlayerRef(row),
      rank: row.rank,
      wins: row.wins,
      declaredRating: row.declared_rating,
      ratingBefore: row.rating_before,
      ratingAfter: row.rating_after,
      deviationBefore: row.deviation_before,
      deviationAfter: row.deviation_after,
      ...scores.get(id)!,
      rounds: cells.get(id) ?? [],
    };
  });
}
