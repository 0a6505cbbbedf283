import { describe, expect, it } from 'vitest';
import type { PlayerTournament } from '@sync/contract/players';
import { lastStartedTournament, localToday } from './last-tournament';

function tournament(id: number, startDate: string, endDate = startDate): PlayerTournament {
  return {
    tournamentId: id,
    title: `T${id}`,
    titleLatin: `T${id}`,
    startDate,
    endDate,
    federation: 'rgf',
    place: null,
    wins: null,
    games: 0,
    rank: null,
    ratingBefore: null,
    ratingAfter: null,
    deviationBefore: null,
    deviationAfter: null,
  };
}

describe('the last tournament of a player', () => {
  it('is the latest one that has started, never a future one', () => {
    const rows = [
      tournament(1, '2024-03-01'),
      tournament(2, '2026-12-20'),
      tournament(3, '2025-06-10', '2025-06-12'),
      tournament(4, '2023-01-01'),
    ];
    expect(lastStartedTournament(rows, '2026-11-25')?.tournamentId).toBe(3);
    expect(lastStartedTournament(rows, '2026-12-20')?.tournamentId).toBe(2);
  });

  it('counts one starting today, and takes the later end of two starting the same day', () => {
    const rows = [
      tournament(5, '2026-11-25', '2026-11-25'),
      tournament(6, '2026-11-25', '2026-11-27'),
    ];
    expect(lastStartedTournament(rows, '2026-11-25')?.tournamentId).toBe(6);
  });

  it('is none without a started tournament', () => {
    expect(lastStartedTournament([], '2026-11-25')).toBeNull();
    expect(lastStartedTournament([tournament(7, '2027-01-01')], '2026-11-25')).toBeNull();
  });

  it("writes today's date of the device", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
