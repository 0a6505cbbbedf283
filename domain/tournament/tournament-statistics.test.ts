import { describe, expect, it } from 'vitest';
import { rankSortScore } from '../rating/rank';
import { tournamentCounts } from './tournament-statistics';

describe('tournamentCounts', () => {
  it('counts results by colour and round, forfeits and handicap games', () => {
    const counts = tournamentCounts(
      [
        { rank: '2d', ratingBefore: 2200 },
        { rank: '5k', ratingBefore: 1800 },
        { rank: '5k', ratingBefore: null },
      ],
      [
        { round: 1, handicap: 0, result: 'black' },
        { round: 1, handicap: 3, result: 'white' },
        { round: 2, handicap: 0, result: 'white_forfeit' },
        { round: 2, handicap: 0, result: 'jigo' },
        { round: 3, handicap: 0, result: 'unplayed' },
      ],
      rankSortScore,
    );
    expect(counts).toMatchObject({
      players: 3,
      games: 4,
      blackWins: 1,
      whiteWins: 2,
      jigo: 1,
      forfeits: 1,
      unplayed: 1,
      handicapGames: 1,
      averageRatingBefore: 2000,
    });
    expect(counts.byRound).toEqual([
      { round: 1, games: 2, blackWins: 1, whiteWins: 1 },
      { round: 2, games: 2, blackWins: 0, whiteWins: 1 },
    ]);
    expect(counts.byRank).toEqual([
      { rank: '2d', players: 1 },
      { rank: '5k', players: 2 },
    ]);
  });
});
