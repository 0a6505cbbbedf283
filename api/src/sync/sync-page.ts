/** A row changed after the cursor (`row`) or a deletion (`row` null), in one revision order. */
export interface SyncEntry<Row> {
  id: number;
  rev: number;
  row: Row | null;
}

export interface CutPage<Row> {
  /** the latest state of each id in the page, by rev ascending */
  entries: SyncEntry<Row>[];
  /** the highest rev taken, or null when nothing was */
  last: number | null;
}

/**
 * The first `limit` entries of two lists that are each sorted by rev (revs are unique: they
 * come from one counter). When an id occurs twice within the page (deleted, then created again
 * under the same id) only its latest entry stays, so the order a client applies items and
 * deletions in doesn't matter.
 */
export function cutPage<Row>(
  rows: readonly SyncEntry<Row>[],
  tombstones: readonly SyncEntry<Row>[],
  limit: number,
): CutPage<Row> {
  const taken: SyncEntry<Row>[] = [];
  let r = 0;
  let t = 0;
  while (taken.length < limit && (r < rows.length || t < tombstones.length)) {
    const fromRows = t >= tombstones.length || (r < rows.length && rows[r].rev < tombstones[t].rev);
    taken.push(fromRows ? rows[r++] : tombstones[t++]);
  }
  const latest = new Map<number, SyncEntry<Row>>();
  for (const entry of taken) latest.set(entry.id, entry);
  return {
    entries: latest.size === taken.length ? taken : taken.filter((e) => latest.get(e.id) === e),
    last: taken.length > 0 ? taken[taken.length - 1].rev : null,
  };
}
