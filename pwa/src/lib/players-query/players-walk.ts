import { cmp, type Collection, type IndexableType, type InsertType } from 'dexie';
import type { GoDatabase, StoredPlayer } from '@pwa/lib/db';
import type { SortDirection } from './players-query';

export type PlayerCollection = Collection<StoredPlayer, number, InsertType<StoredPlayer, 'id'>>;

/**
 * Players in some order, read in chunks (one getAll each: on disk, reading a run of an index with
 * its records costs about as much as reading its keys, and far less than fetching records one by
 * one). Must only await Dexie promises: it runs in a transaction and in live queries.
 */
export interface RecordSource {
  /** up to `count` more players; fewer only when there are no more */
  next(count: number): Promise<StoredPlayer[]>;
}

type Bound = { value: IndexableType; inclusive: boolean };

export interface IndexRange {
  lower?: Bound;
  upper?: Bound;
}

/**
 * An index between its bounds; a missing bound is open (Dexie.maxKey is a string where arrays
 * are keys of their own, so it would end a compound index's run before its first key).
 */
function between(
  db: GoDatabase,
  index: string,
  lower: Bound | undefined,
  upper: Bound | undefined,
): PlayerCollection {
  if (lower && upper) {
    return db.players
      .where(index)
      .between(lower.value, upper.value, lower.inclusive, upper.inclusive);
  }
  if (lower) {
    const clause = db.players.where(index);
    return lower.inclusive ? clause.aboveOrEqual(lower.value) : clause.above(lower.value);
  }
  if (upper) {
    const clause = db.players.where(index);
    return upper.inclusive ? clause.belowOrEqual(upper.value) : clause.below(upper.value);
  }
  return db.players.orderBy(index);
}

/**
 * A run of an index in order, continued after the last player read. Players with the same key
 * come in id order, so after a key shared by `seen` players already read, the next read starts
 * at that key and skips them.
 */
export function indexSource(
  db: GoDatabase,
  index: string,
  range: IndexRange,
  direction: SortDirection,
  value: (player: StoredPlayer) => IndexableType,
): RecordSource {
  const state = { last: undefined as IndexableType | undefined, seen: 0, done: false };
  const read = (count: number): PlayerCollection => {
    let { lower, upper } = range;
    if (state.last !== undefined) {
      const from = { value: state.last, inclusive: true };
      if (direction === 'asc') lower = from;
      else upper = from;
    }
    const run = between(db, index, lower, upper);
    return (direction === 'desc' ? run.reverse() : run).limit(count + state.seen);
  };
  return {
    next(count) {
      if (state.done || count <= 0) return Promise.resolve([]);
      const limit = count + state.seen;
      return read(count)
        .toArray()
        .then((rows) => {
          state.done = rows.length < limit;
          const fresh = rows.slice(state.seen);
          if (fresh.length === 0) return fresh;
          const lastValue = value(fresh[fresh.length - 1]);
          const same = (player: StoredPlayer) => cmp(value(player), lastValue) === 0;
          let trailing = 0;
          while (trailing < rows.length && same(rows[rows.length - 1 - trailing])) trailing++;
          state.last = lastValue;
          state.seen = trailing;
          return fresh;
        });
    },
  };
}

/** The sources one after the other. */
export function concatSources(sources: readonly (() => RecordSource)[]): RecordSource {
  const state = { index: 0, current: null as RecordSource | null };
  const next = (count: number, out: StoredPlayer[]): Promise<StoredPlayer[]> => {
    if (out.length >= count || state.index >= sources.length) return Promise.resolve(out);
    state.current ??= sources[state.index]();
    return state.current.next(count - out.length).then((rows) => {
      out.push(...rows);
      if (out.length < count) {
        state.index += 1;
        state.current = null;
      }
      return next(count, out);
    });
  };
  return { next: (count) => next(count, []) };
}

export const emptySource: RecordSource = { next: () => Promise.resolve([]) };
