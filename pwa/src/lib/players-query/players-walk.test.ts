import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoDatabase } from '@pwa/lib/db';
import { makeStoredPlayer, openTestDatabase } from './players-test-data';
import { concatSources, indexSource, type RecordSource } from './players-walk';

/** Ratings with long runs of equal values, so chunks end inside a run. */
const players = Array.from({ length: 40 }, (_, i) =>
  makeStoredPlayer({ id: i + 1, rgfRating: [1000, 1500, 1500, 1500, 2000][i % 5] + (i % 3) }),
);

async function drain(source: RecordSource, chunk: number): Promise<number[]> {
  const ids: number[] = [];
  for (;;) {
    const rows = await source.next(chunk);
    if (rows.length === 0) return ids;
    ids.push(...rows.map((p) => p.id));
  }
}

function expected(direction: 'asc' | 'desc', min = -Infinity): number[] {
  const sorted = players
    .filter((p) => (p.rgfRating ?? -Infinity) >= min)
    .sort((a, b) => (a.rgfRating ?? 0) - (b.rgfRating ?? 0) || a.id - b.id)
    .map((p) => p.id);
  return direction === 'asc' ? sorted : sorted.reverse();
}

describe('indexSource', () => {
  let db: GoDatabase;

  beforeAll(async () => {
    db = await openTestDatabase('players-walk');
    await db.players.bulkPut(players);
  });

  afterAll(async () => {
    db.close();
    await db.delete();
  });

  const rating = (p: { rgfRating: number | null }) => p.rgfRating ?? 0;

  it('reads an index in order, chunk after chunk, through runs of equal keys', async () => {
    for (const chunk of [1, 2, 3, 7, 50]) {
      for (const direction of ['asc', 'desc'] as const) {
        const source = indexSource(db, 'rgfRating', {}, direction, rating);
        expect(await drain(source, chunk), `${direction} by ${chunk}`).toEqual(expected(direction));
      }
    }
  });

  it('keeps to a range', async () => {
    const range = { lower: { value: 1501, inclusive: true } };
    const source = indexSource(db, 'rgfRating', range, 'desc', rating);
    expect(await drain(source, 4)).toEqual(expected('desc', 1501));
  });

  it('reads the primary key and joins sources', async () => {
    const byId = indexSource(db, ':id', {}, 'desc', (p) => p.id);
    expect((await drain(byId, 9)).slice(0, 3)).toEqual([40, 39, 38]);
    const at = (value: number) => ({ value, inclusive: true });
    const joined = concatSources([
      () => indexSource(db, 'rgfRating', { lower: at(2000), upper: at(2000) }, 'asc', rating),
      () => indexSource(db, 'rgfRating', { lower: at(1000), upper: at(1000) }, 'asc', rating),
    ]);
    expect(await drain(joined, 3)).toEqual([10, 25, 40, 1, 16, 31]);
  });
});
