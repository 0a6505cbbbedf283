import { describe, expect, it } from 'vitest';
import type { TournamentStanding } from '@sync/contract/tournaments';
import { scoreColumns } from './tournament-scores';

const row = (mms: number | null): TournamentStanding => ({
  place: 1,
  player: { id: 1, lastName: 'A', firstName: '', lastNameLatin: 'A', firstNameLatin: '' },
  rank: null,
  wins: 1,
  declaredRating: null,
  ratingBefore: null,
  ratingAfter: null,
  deviationBefore: null,
  deviationAfter: null,
  points: 1,
  sos: 0,
  sosos: 0,
  sodos: 0,
  mms,
  mmsSos: mms,
  mmsSosos: mms,
  rounds: [],
});

describe('scoreColumns', () => {
  it('shows points, SOS, SOSOS and SODOS', () => {
    expect(scoreColumns([row(null)])).toEqual(['points', 'sos', 'sosos', 'sodos']);
  });

  it('puts MMS and its sums first in McMahon tournaments', () => {
    expect(scoreColumns([row(null), row(30)])).toEqual([
      'mms',
      'mmsSos',
      'mmsSosos',
      'points',
      'sos',
      'sosos',
      'sodos',
    ]);
  });

  it('shows no McMahon columns for a copy cached before the scores existed', () => {
    const old: Partial<TournamentStanding> = { ...row(null) };
    delete old.mms;
    delete old.mmsSos;
    delete old.mmsSosos;
    expect(scoreColumns([old as TournamentStanding])).toEqual(['points', 'sos', 'sosos', 'sodos']);
  });
});
