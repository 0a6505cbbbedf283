import { describe, expect, it } from 'vitest';
import {
  arrangeTournaments,
  compareInMode,
  groupByMonth,
  isShownIn,
  modeStatuses,
  monthKey,
  type GroupedTournament,
  type TournamentStatus,
} from './grouping';

function make(
  id: number,
  startDate: string,
  status: TournamentStatus,
  extra: Partial<GroupedTournament> = {},
): GroupedTournament {
  return {
    id,
    title: `Турнир ${id}`,
    titleLatin: `Tournament ${id}`,
    startDate,
    endDate: startDate,
    status,
    pinned: false,
    ...extra,
  };
}

/** A calendar around "today" = 2024-05-15, every status and a pinned event. */
const CALENDAR = [
  make(1, '2024-03-02', 'ended'),
  make(2, '2024-03-20', 'ended'),
  make(3, '2024-05-01', 'ended'),
  make(4, '2024-05-10', 'active', { endDate: '2024-05-20' }),
  make(5, '2024-05-03', 'processing'),
  make(6, '2024-05-12', 'ended', { pinned: true }),
  make(7, '2024-05-25', 'scheduled'),
  make(8, '2024-05-14', 'active', { endDate: '2024-05-16' }),
  make(9, '2024-06-01', 'scheduled', { pinned: true }),
  make(10, '2024-06-08', 'scheduled'),
  make(11, '2024-07-05', 'scheduled'),
  make(12, '2024-05-26', 'scheduled', { pinned: true }),
];

function layout(groups: ReturnType<typeof arrangeTournaments>) {
  return groups.map((group) => [group.key, group.items.map((t) => t.id)]);
}

describe('isShownIn', () => {
  it('lists running and finished ones in Past, running and scheduled ones in Upcoming', () => {
    expect(isShownIn('past', 'active')).toBe(true);
    expect(isShownIn('past', 'ended')).toBe(true);
    expect(isShownIn('past', 'processing')).toBe(false);
    expect(isShownIn('past', 'scheduled')).toBe(false);
    expect(isShownIn('upcoming', 'active')).toBe(true);
    expect(isShownIn('upcoming', 'scheduled')).toBe(true);
    expect(isShownIn('upcoming', 'ended')).toBe(false);
    expect(isShownIn('upcoming', 'processing')).toBe(false);
  });

  it('lists the ones being processed only in the admin’s view, in Past', () => {
    expect(isShownIn('past', 'processing', { admin: true })).toBe(true);
    expect(isShownIn('upcoming', 'processing', { admin: true })).toBe(false);
    expect(modeStatuses('past', { admin: true })).toEqual(['active', 'ended', 'processing']);
    expect(modeStatuses('past')).toEqual(['active', 'ended']);
    expect(modeStatuses('upcoming', { admin: true })).toEqual(['active', 'scheduled']);
  });
});

describe('arrangeTournaments', () => {
  it('Past: months newest first; running first, then newest, within a month', () => {
    expect(layout(arrangeTournaments(CALENDAR, 'past', 'latin'))).toEqual([
      // 8 and 4 running (8 started later); then 6 (pinned, in its place by date) and 3;
      // 5, being processed, is not listed
      ['2024-05', [8, 4, 6, 3]],
      ['2024-03', [2, 1]],
    ]);
  });

  it('Past in the admin’s view: the one being processed too, as ended', () => {
    expect(layout(arrangeTournaments(CALENDAR, 'past', 'latin', { admin: true }))).toEqual([
      ['2024-05', [8, 4, 6, 5, 3]],
      ['2024-03', [2, 1]],
    ]);
  });

  it('Upcoming: months oldest first; running first, then soonest, within a month', () => {
    expect(layout(arrangeTournaments(CALENDAR, 'upcoming', 'latin'))).toEqual([
      // 4 and 8 running (4 started sooner); then 7 and 12 (pinned, in its place by date)
      ['2024-05', [4, 8, 7, 12]],
      ['2024-06', [9, 10]],
      ['2024-07', [11]],
    ]);
  });

  it('puts pinned ones first within a month only with pinnedFirst', () => {
    expect(
      layout(arrangeTournaments(CALENDAR, 'upcoming', 'latin', { pinnedFirst: true })),
    ).toEqual([
      ['2024-05', [12, 4, 8, 7]],
      ['2024-06', [9, 10]],
      ['2024-07', [11]],
    ]);
    expect(layout(arrangeTournaments(CALENDAR, 'past', 'latin', { pinnedFirst: true }))).toEqual([
      ['2024-05', [6, 8, 4, 3]],
      ['2024-03', [2, 1]],
    ]);
  });

  it('does not reorder its input', () => {
    const input = [...CALENDAR];
    arrangeTournaments(input, 'past', 'latin');
    expect(input.map((t) => t.id)).toEqual(CALENDAR.map((t) => t.id));
  });

  it('gives year and month of each group', () => {
    const [first] = arrangeTournaments(CALENDAR, 'upcoming', 'latin');
    expect(first).toMatchObject({ key: '2024-05', year: 2024, month: 5 });
  });
});

describe('compareInMode', () => {
  const sameDay = [
    make(1, '2023-10-07', 'ended', { title: 'Весенний кубок', titleLatin: 'Spring Cup' }),
    make(2, '2023-10-07', 'ended', { title: 'Осенний кубок', titleLatin: 'Autumn Cup' }),
    make(3, '2023-10-07', 'ended', { title: 'Весенний кубок', titleLatin: 'Spring Cup' }),
  ];

  it('breaks a tie on the day by title in the script, then by id', () => {
    const latin = [...sameDay].sort(compareInMode('past', 'latin')).map((t) => t.id);
    // Autumn < Spring; the two Spring cups newest id first in Past
    expect(latin).toEqual([2, 3, 1]);
    const cyrillic = [...sameDay].sort(compareInMode('past', 'cyrillic')).map((t) => t.id);
    // Весенний < Осенний
    expect(cyrillic).toEqual([3, 1, 2]);
    const upcoming = [...sameDay].sort(compareInMode('upcoming', 'latin')).map((t) => t.id);
    expect(upcoming).toEqual([2, 1, 3]);
  });

  it('orders the same start day by the end date in the mode’s direction', () => {
    const a = make(1, '2023-10-07', 'ended', { endDate: '2023-10-08' });
    const b = make(2, '2023-10-07', 'ended', { endDate: '2023-10-10' });
    expect([a, b].sort(compareInMode('past', 'latin')).map((t) => t.id)).toEqual([2, 1]);
    expect([b, a].sort(compareInMode('upcoming', 'latin')).map((t) => t.id)).toEqual([1, 2]);
  });

  it('keeps a pinned tournament of an older month in its month', () => {
    const pinnedOld = make(1, '2023-01-05', 'ended', { pinned: true });
    const recent = make(2, '2023-02-05', 'ended');
    const sorted = [pinnedOld, recent].sort(compareInMode('past', 'latin'));
    expect(sorted.map((t) => t.id)).toEqual([2, 1]);
  });
});

describe('groupByMonth', () => {
  it('starts a group at each change of month, keeping runs apart', () => {
    const groups = groupByMonth([
      { startDate: '2024-01-31' },
      { startDate: '2024-01-01' },
      { startDate: '2023-12-31' },
      { startDate: '2024-01-15' },
    ]);
    expect(groups.map((g) => [g.key, g.items.length])).toEqual([
      ['2024-01', 2],
      ['2023-12', 1],
      ['2024-01', 1],
    ]);
  });

  it('is empty for no tournaments', () => {
    expect(groupByMonth([])).toEqual([]);
    expect(monthKey('1999-12-31')).toBe('1999-12');
  });
});
