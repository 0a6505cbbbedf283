import { describe, expect, it } from 'vitest';
import { egf } from '@domain/rating/egf';
import { egf2020 } from '@domain/rating/egf-2020';
import type { CrosstableGame } from '@domain/tournament/crosstable';
import { tournamentPerformance } from './tournament-performance';
import type { StandingRow } from './tournament-rows.query';

const standing = (playerId: number, rating: number): StandingRow => ({
  player_id: playerId,
  place: null,
  wins: null,
  rank: null,
  declared_rating: null,
  rating_before: rating,
  rating_after: rating,
  deviation_before: null,
  deviation_after: null,
  file_mms: null,
  file_sos: null,
  file_sosos: null,
  file_sodos: null,
  last_name: `P${playerId}`,
  first_name: '',
  last_name_latin: `P${playerId}`,
  first_name_latin: '',
});

const standings = [standing(1, 2000), standing(2, 2100)];
const games: CrosstableGame[] = [
  { round: 1, blackId: 1, whiteId: 2, colorsKnown: true, handicap: 0, result: 'black' },
];
const states = {
  me: { rating: 2000, deviation: null, volatility: null },
  opponent: { rating: 2100, deviation: null, volatility: null },
};

describe('tournamentPerformance expected scores', () => {
  it('uses the EGF formula in force at the tournament end date', () => {
    const before2021 = tournamentPerformance(
      { id: 1, federation: 'egf', endDate: '2019-06-02' },
      1,
      standings,
      games,
      new Map(),
    );
    const since2021 = tournamentPerformance(
      { id: 2, federation: 'egf', endDate: '2021-01-01' },
      1,
      standings,
      games,
      new Map(),
    );
    const old = egf2020.expectedScore(states.me, states.opponent, 0);
    const current = egf.expectedScore(states.me, states.opponent, 0);
    expect(old).not.toBeCloseTo(current, 3);
    expect(before2021.expectedScore).toBeCloseTo(old, 9);
    expect(since2021.expectedScore).toBeCloseTo(current, 9);
  });
});
