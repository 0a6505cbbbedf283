import type { NameScript } from '@domain/format';
import {
  compareInMode,
  modeDirection,
  modeStatuses,
  TOURNAMENT_STATUSES,
  type TournamentMode,
  type TournamentStatus,
} from '@domain/tournament/grouping';
import { normalizeName } from '@domain/text/normalize-name';
import type { GoDatabase, StoredTournament } from '@pwa/lib/db';
import { monthIndex, monthStart } from './tournaments-months';

/** What the tournament list is narrowed by (besides the mode's statuses). */
export interface TournamentFilter {
  mode: TournamentMode;
  year: number | null;
  /** a substring of the title in either script */
  title: string;
  /** location ids: a tournament in any of them or below them matches */
  locations: number[];
  /** one of the mode's statuses, or null for all of them */
  status: TournamentStatus | null;
  ranked: boolean | null;
  online: boolean | null;
  /** the admin's view: Past lists the tournaments being processed too */
  admin: boolean;
}

export interface TournamentQueryResult {
  tournaments: StoredTournament[];
  hasMore: boolean;
}

/**
 * At most this many candidates found through the status or location index are read and sorted
 * in memory; above it the start-date index is read month by month in the mode's order instead.
 */
const SMALL_SET = 500;

function statusesOf(filter: TournamentFilter): TournamentStatus[] {
  const statuses = modeStatuses(filter.mode, { admin: filter.admin });
  return filter.status && statuses.includes(filter.status) ? [filter.status] : [...statuses];
}

function matcher(filter: TournamentFilter): (t: StoredTournament) => boolean {
  const statuses = new Set(statusesOf(filter));
  const title = normalizeName(filter.title);
  const places = new Set(filter.locations);
  const year = filter.year === null ? null : String(filter.year);
  return (t) =>
    statuses.has(t.status) &&
    (year === null || t.startDate.startsWith(year)) &&
    (filter.ranked === null || t.ranked === filter.ranked) &&
    (filter.online === null || t.online === filter.online) &&
    (places.size === 0 || t.locationPath.some((id) => places.has(id))) &&
    (title === '' ||
      normalizeName(t.title).includes(title) ||
      normalizeName(t.titleLatin).includes(title));
}

type IndexName = 'status' | 'locationPath';

/**
 * Primary keys of the tournaments with any of the index values, at most `cap` a value: a count
 * that stops early. (IndexedDB counts by walking the whole range, which on disk costs tens of
 * milliseconds for the big runs; keys up to a cap come in one native read.)
 */
async function keysOf(
  db: GoDatabase,
  index: IndexName,
  values: readonly (string | number)[],
  cap: number,
): Promise<number[]> {
  const runs = await Promise.all(
    values.map((value) => db.tournaments.where(index).equals(value).limit(cap).primaryKeys()),
  );
  // a tournament under two chosen places is in both runs
  return [...new Set(runs.flat())];
}

async function readRuns(
  db: GoDatabase,
  index: IndexName,
  values: readonly (string | number)[],
): Promise<StoredTournament[]> {
  const runs = await Promise.all(
    values.map((value) => db.tournaments.where(index).equals(value).toArray()),
  );
  return [...new Map(runs.flat().map((t) => [t.id, t])).values()];
}

/** The start-date index in the mode's direction, within the chosen year. */
function byStartDate(db: GoDatabase, filter: TournamentFilter) {
  const range =
    filter.year === null
      ? db.tournaments.orderBy('startDate')
      : db.tournaments
          .where('startDate')
          .between(monthStart(filter.year * 12), monthStart(filter.year * 12 + 12), true, false);
  return modeDirection(filter.mode) === 'desc' ? range.reverse() : range;
}

/**
 * Reads the start-date index in windows of whole months from the mode's end, keeping what
 * matches, until more than `limit` are kept. Whole months, because the order within a month needs
 * all of it; windows, because one read of a key range is far cheaper than a cursor walk. The
 * first window reaches the month of the date key `want` entries in; each next one spans twice
 * as many months.
 */
async function readByMonths(
  db: GoDatabase,
  filter: TournamentFilter,
  limit: number,
  want: number,
  matches: (t: StoredTournament) => boolean,
): Promise<StoredTournament[]> {
  const dates = () => byStartDate(db, filter);
  const [[edgeKey], [reachKey], [endKey]] = await Promise.all([
    dates().limit(1).keys(),
    dates()
      .offset(want - 1)
      .limit(1)
      .keys(),
    // the other end: the index the other way round
    dates().reverse().limit(1).keys(),
  ]);
  if (typeof edgeKey !== 'string' || typeof endKey !== 'string') return [];
  const step = modeDirection(filter.mode) === 'desc' ? -1 : 1;
  const end = monthIndex(endKey);
  let from = monthIndex(edgeKey);
  let to = typeof reachKey === 'string' ? monthIndex(reachKey) : end;
  const kept: StoredTournament[] = [];
  for (;;) {
    const [low, high] = step < 0 ? [to, from] : [from, to];
    const rows = await db.tournaments
      .where('startDate')
      .between(monthStart(low), monthStart(high + 1), true, false)
      .toArray();
    for (const row of rows) if (matches(row)) kept.push(row);
    if (kept.length > limit || to === end) return kept;
    const months = Math.abs(to - from) + 1;
    from = to + step;
    to = step < 0 ? Math.max(end, to - 2 * months) : Math.min(end, to + 2 * months);
  }
}

async function run(
  db: GoDatabase,
  filter: TournamentFilter,
  script: NameScript,
  limit: number,
): Promise<TournamentQueryResult> {
  const matches = matcher(filter);
  const asked = statusesOf(filter);
  const others = TOURNAMENT_STATUSES.filter((status) => !asked.includes(status));
  const [byStatus, byPlace, ofOthers] = await Promise.all([
    keysOf(db, 'status', asked, SMALL_SET + 1),
    filter.locations.length ? keysOf(db, 'locationPath', filter.locations, SMALL_SET + 1) : null,
    keysOf(db, 'status', others, SMALL_SET + 1),
  ]);
  const placeCount = byPlace?.length ?? Infinity;
  let found: StoredTournament[];
  if (Math.min(byStatus.length, placeCount) <= SMALL_SET) {
    // few enough to read whole through the smaller index run and sort in memory
    const rows =
      placeCount < byStatus.length
        ? await readRuns(db, 'locationPath', filter.locations)
        : await readRuns(db, 'status', asked);
    found = rows.filter(matches);
  } else {
    // the other statuses are all at one end (in Past, the scheduled ones): read past them too
    const want = 2 * (limit + 1) + ofOthers.length;
    found = await readByMonths(db, filter, Math.max(1, limit), want, matches);
  }
  const sorted = found.sort(compareInMode(filter.mode, script));
  return { tournaments: sorted.slice(0, limit), hasMore: sorted.length > limit };
}

/** The pinned tournaments the filters let through, in the mode's order, shown before the list. */
export async function queryPinnedTournaments(
  db: GoDatabase,
  filter: TournamentFilter,
  script: NameScript,
): Promise<StoredTournament[]> {
  const pinned = await db.tournaments.where('pinnedKey').equals(1).toArray();
  return pinned.filter(matcher(filter)).sort(compareInMode(filter.mode, script));
}

/**
 * The tournament list from IndexedDB: the mode's statuses and the filters, in the mode's order
 * (domain/tournament/grouping), cut at `limit`.
 */
export function queryTournaments(
  db: GoDatabase,
  filter: TournamentFilter,
  script: NameScript,
  limit: number,
): Promise<TournamentQueryResult> {
  // The scope must be an async function: Dexie then follows its native awaits.
  return db.transaction('r', db.tournaments, async () => run(db, filter, script, limit));
}

/** The first and the last year a replicated tournament starts in (null when there are none). */
export async function tournamentYears(
  db: GoDatabase,
): Promise<{ first: number; last: number } | null> {
  const byDate = () => db.tournaments.orderBy('startDate');
  const [[first], [last]] = await Promise.all([
    byDate().limit(1).keys(),
    byDate().reverse().limit(1).keys(),
  ]);
  if (typeof first !== 'string' || typeof last !== 'string') return null;
  return { first: Number(first.slice(0, 4)), last: Number(last.slice(0, 4)) };
}

export interface TournamentsReplica {
  /** no tournament is on this device yet */
  empty: boolean;
  /** the tournaments collection was replicated up to the server's head at least once */
  complete: boolean;
}

/** Whether tournaments are here (one key read: a count would walk the whole store). */
export async function tournamentsReplica(db: GoDatabase): Promise<TournamentsReplica> {
  const [keys, cursor] = await Promise.all([
    db.tournaments.limit(1).primaryKeys(),
    db.syncState.get('tournaments'),
  ]);
  return { empty: keys.length === 0, complete: cursor?.complete ?? false };
}
