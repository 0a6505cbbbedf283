import { titleIn, type NameScript } from '../format/names';

/** Where a tournament is in its life. 'processing': over, its results are being processed. */
export type TournamentStatus = 'scheduled' | 'active' | 'ended' | 'processing';

export const TOURNAMENT_STATUSES: readonly TournamentStatus[] = [
  'scheduled',
  'active',
  'processing',
  'ended',
];

/** The two ways the tournament list reads the calendar. */
export const TOURNAMENT_MODES = ['past', 'upcoming'] as const;
export type TournamentMode = (typeof TOURNAMENT_MODES)[number];

/**
 * Which statuses each mode lists. A running tournament is in both. 'processing' is a tournament
 * that is over while its results are processed: it counts as ended, so it is in Past.
 */
export const MODE_STATUSES: Readonly<Record<TournamentMode, readonly TournamentStatus[]>> = {
  past: ['active', 'ended', 'processing'],
  upcoming: ['active', 'scheduled'],
};

export function isShownIn(mode: TournamentMode, status: TournamentStatus): boolean {
  return MODE_STATUSES[mode].includes(status);
}

/** Months follow one another newest first in Past and oldest first in Upcoming. */
export function modeDirection(mode: TournamentMode): 'asc' | 'desc' {
  return mode === 'past' ? 'desc' : 'asc';
}

/** What the grouping rules look at in a tournament. */
export interface GroupedTournament {
  id: number;
  title: string;
  titleLatin: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  endDate: string;
  status: TournamentStatus;
  pinned: boolean;
}

/** The year-month a tournament is listed under: that of its start date, 'YYYY-MM'. */
export function monthKey(startDate: string): string {
  return startDate.slice(0, 7);
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * The list's order in a mode: by month of the start date (the mode's direction); within a month
 * pinned first, then running ones, then by date (Past newest first, Upcoming soonest first: the
 * start date, then the end date), then by title in the script, then by id.
 */
export function compareInMode(
  mode: TournamentMode,
  script: NameScript,
): (a: GroupedTournament, b: GroupedTournament) => number {
  const sign = mode === 'past' ? -1 : 1;
  const collator = new Intl.Collator(script === 'cyrillic' ? 'ru' : 'en');
  return (a, b) =>
    sign * compareText(monthKey(a.startDate), monthKey(b.startDate)) ||
    Number(b.pinned) - Number(a.pinned) ||
    Number(b.status === 'active') - Number(a.status === 'active') ||
    sign * compareText(a.startDate, b.startDate) ||
    sign * compareText(a.endDate, b.endDate) ||
    collator.compare(titleIn(a, script), titleIn(b, script)) ||
    sign * (a.id - b.id);
}

export interface MonthGroup<T> {
  /** 'YYYY-MM' */
  key: string;
  year: number;
  /** 1..12 */
  month: number;
  items: T[];
}

/** Runs of tournaments of the same start month, in the order given. */
export function groupByMonth<T extends Pick<GroupedTournament, 'startDate'>>(
  ordered: readonly T[],
): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const item of ordered) {
    const key = monthKey(item.startDate);
    const last = groups.at(-1);
    if (last?.key === key) {
      last.items.push(item);
    } else {
      const [year, month] = key.split('-').map(Number);
      groups.push({ key, year, month, items: [item] });
    }
  }
  return groups;
}

/** The tournaments a mode lists, in its order, grouped by month. */
export function arrangeTournaments<T extends GroupedTournament>(
  tournaments: readonly T[],
  mode: TournamentMode,
  script: NameScript,
): MonthGroup<T>[] {
  const shown = tournaments.filter((t) => isShownIn(mode, t.status));
  return groupByMonth(shown.sort(compareInMode(mode, script)));
}
