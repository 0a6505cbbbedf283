import { describe, expect, it } from 'vitest';
import { tournamentSpecFields } from './spec-fields';

describe('tournamentSpecFields', () => {
  it('names the start date and its year, and an individual tournament', () => {
    expect(tournamentSpecFields('2024-03-01', 1)).toEqual({
      StartDate: '2024-03-01',
      year: 2024,
      type: 'individual',
    });
  });

  it('calls a tournament of teams of two or more a team tournament', () => {
    expect(tournamentSpecFields('1999-12-31', 3)).toMatchObject({ year: 1999, type: 'team' });
  });
});
