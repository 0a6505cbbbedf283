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
 * Which statuses each mode lists to the public. A running tournament is in both. 'processing'
 * (over, its results being processed) is listed only in the admin's view, in Past.
 */
export const MODE_STATUSES: Readonly<Record<TournamentMode, readonly TournamentStatus[]>> = {
  past: ['active', 'ended'],
  upcoming: ['active', 'scheduled'],
};

/** Who reads the list and how: the admin's view; pinned tournaments first within a month. */
export interface ListOptions {
  /** the admin's view: Past lists the tournaments being processed too */
  admin?: boolean;
  /** pinned tournaments first within a month (off: pinned ones take their place by date) */
  pinnedFirst?: boolean;
}

/** The statuses a mode lists, for the public or in the admin's view. */
export function modeStatuses(
  mode: TournamentMode,
  options: ListOptions = {},
): readonly TournamentStatus[] {
  return options.admin && mode === 'past'
    ? [...MODE_STATUSES.past, 'processing']
    : MODE_STATUSES[mode];
}

export function isShownIn(
  mode: TournamentMode,
  status: TournamentStatus,
  options: ListOptions = {},
): boolean {
  return modeStatuses(mode, options).includes(status);
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
 * running ones first (pinned ones before them with pinnedFirst), then by date (Past newest
 * first, Upcoming soonest first: the start date, then the end date), then by title in the
 * script, then by id.
 */
export function compareInMode(
  mode: TournamentMode,
  script: NameScript,
  options: ListOptions = {},
): (a: GroupedTournament, b: GroupedTournament) => number {
  const sign = mode === 'past' ? -1 : 1;
  const collator = new Intl.Collator(script === 'cyrillic' ? 'ru' : 'en');
  const pinned = options.pinnedFirst
    ? (a: GroupedTournament, b: GroupedTournament) => Number(b.pinned) - Number(a.pinned)
    : () => 0;
  return (a, b) =>
    sign * compareText(monthKey(a.startDate), monthKey(b.startDate)) ||
    pinned(a, b) ||
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
  options: ListOptions = {},
): MonthGroup<T>[] {
  const shown = tournaments.filter((t) => isShownIn(mode, t.status, options));
  return groupByMonth(shown.sort(compareInMode(mode, script, options)));
}
