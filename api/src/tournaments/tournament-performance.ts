import { outcomeFor, ratedScoreForBlack } from '@domain/game/game-result';
import { isRatingSystemId, ratingSystemAt } from '@domain/rating/systems';
import type { RatingState } from '@domain/rating/types';
import type { CrosstableGame } from '@domain/tournament/crosstable';
import type { PlayerRef } from '@sync/contract/common';
import type { TournamentPerformance } from '@sync/contract/tournaments';
import { standingPlayerRef, type StandingRow } from './tournament-rows.query';

const stateOf = (row: StandingRow | undefined): RatingState | null =>
  row?.rating_before === null || row?.rating_before === undefined
    ? null
    : { rating: row.rating_before, deviation: row.deviation_before, volatility: null };

const UNKNOWN: PlayerRef = {
  id: 0,
  lastName: '',
  firstName: '',
  lastNameLatin: '',
  firstNameLatin: '',
};

/**
 * A player's games in one tournament with the expected score of each, from the tournament
 * federation's rating system and the ratings everyone had at the start. Only games that count
 * for ratings (no forfeits, double losses or unplayed pairings) count in score and expectation.
 */
export function tournamentPerformance(
  tournament: { id: number; federation: string; endDate: string },
  playerId: number,
  standings: readonly StandingRow[],
  allGames: readonly CrosstableGame[],
  outsiders: ReadonlyMap<number, PlayerRef>,
): TournamentPerformance {
  const byId = new Map(standings.map((s) => [s.player_id, s]));
  const me = byId.get(playerId);
  // the formula in force when the tournament was rated (egf changed in 2021)
  const system = isRatingSystemId(tournament.federation)
    ? ratingSystemAt(tournament.federation, Date.parse(`${tournament.endDate}T00:00:00Z`))
    : null;
  const myState = stateOf(me);
  const games = allGames
    .filter((g) => g.blackId === playerId || g.whiteId === playerId)
    .map((game) => {
      const color = game.blackId === playerId ? ('black' as const) : ('white' as const);
      const opponentId = color === 'black' ? game.whiteId : game.blackId;
      const opponent = byId.get(opponentId);
      const opponentState = stateOf(opponent);
      const handicap = color === 'black' ? game.handicap : -game.handicap;
      const expected =
        system && myState && opponentState && ratedScoreForBlack(game.result) !== null
          ? system.expectedScore(myState, opponentState, handicap)
          : null;
      return {
        round: game.round,
        opponent: opponent
          ? standingPlayerRef(opponent)
          : (outsiders.get(opponentId) ?? { ...UNKNOWN, id: opponentId }),
        opponentRating: opponent?.rating_before ?? null,
        color: game.colorsKnown ? color : null,
        handicap: game.handicap,
        result: game.result,
        outcome: outcomeFor(game.result, color),
        expected,
      };
    });
  const rated = games.filter((g) => g.expected !== null);
  const before = me?.rating_before ?? null;
  const after = me?.rating_after ?? null;
  return {
    tournamentId: tournament.id,
    playerId,
    federation: tournament.federation,
    ratingBefore: before,
    ratingAfter: after,
    change: before !== null && after !== null ? after - before : null,
    score: rated.reduce(
      (sum, g) => sum + (g.outcome === 'win' ? 1 : g.outcome === 'draw' ? 0.5 : 0),
      0,
    ),
    expectedScore: rated.reduce((sum, g) => sum + (g.expected ?? 0), 0),
    games,
  };
}
