import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeName } from '@domain/text/normalize-name';
import type { GoDatabase, StoredLocation, StoredPlayer } from '@pwa/lib/db';
import { queryPlayers } from './query-players';
import { PLAYER_SORT_KEYS, type PlayerFilter, type PlayerSort } from './players-query';
import { makeLocation, makeStoredPlayer, openTestDatabase } from './players-test-data';

/** A deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LAST = ['Иванов', 'Петров', 'Сидоров', 'Ким', 'Ли', 'Ан', 'Орлов', 'Белов'];
const LAST_LATIN = ['Ivanov', 'Petrov', 'Sidorov', 'Kim', 'Li', 'An', 'Orlov', 'Belov'];
// Few first names, so many players share a whole name: the Name sort then orders them by id.
const FIRST = ['Иван', 'Анна', 'Пётр', 'Ян'];
const FIRST_LATIN = ['Ivan', 'Anna', 'Petr', 'Yan'];

function makeWorld(count: number): { players: StoredPlayer[]; locations: StoredLocation[] } {
  const next = random(42);
  const locations = [
    makeLocation({ id: 1, name: 'Россия', nameLatin: 'Russia' }),
    makeLocation({ id: 2, name: 'Беларусь', nameLatin: 'Belarus' }),
    makeLocation({ id: 3, parentId: 1, kind: 'city', name: 'Москва', nameLatin: 'Moscow' }),
    makeLocation({ id: 4, parentId: 1, kind: 'city', name: 'Казань', nameLatin: 'Kazan' }),
    makeLocation({ id: 5, parentId: 2, kind: 'city', name: 'Минск', nameLatin: 'Minsk' }),
  ];
  const paths = [[1, 3], [1, 4], [1], [2, 5], [2], []];
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const maybe = <T>(value: T) => (next() < 0.85 ? value : null);
  const players = Array.from({ length: count }, (_, i) => {
    const n = Math.floor(next() * LAST.length);
    const f = Math.floor(next() * FIRST.length);
    const rating = maybe(Math.round(next() * 2800) - 200);
    return makeStoredPlayer({
      id: i + 1,
      lastName: LAST[n],
      lastNameLatin: LAST_LATIN[n],
      firstName: FIRST[f],
      firstNameLatin: FIRST_LATIN[f],
      rgfRating: rating,
      rgfDeviation: rating === null ? null : Math.round(50 + next() * 200),
      egfRating: maybe(Math.round(next() * 2800)),
      rank: maybe(pick(['1d', '3d', '5k', '10k', '20k'])),
      locationPath: pick(paths),
      startDate: maybe(`20${10 + Math.floor(next() * 15)}-01-01`),
    });
  });
  return { players, locations };
}

/** A plain, obviously correct answer to compare the index walks with. */
function reference(
  world: { players: StoredPlayer[]; locations: StoredLocation[] },
  filter: PlayerFilter,
  sort: PlayerSort,
): number[] {
  const terms = (filter.names ?? []).map(normalizeName).filter(Boolean);
  const inRange = (v: number | null, min?: number | null, max?: number | null) =>
    (min == null && max == null) ||
    (v !== null && v >= (min ?? -Infinity) && v <= (max ?? Infinity));
  const name = (node: StoredLocation) => (sort.script === 'latin' ? node.nameLatin : node.name);
  const placeRank = (kind: 'country' | 'city') => {
    const nodes = world.locations
      .filter((node) => node.kind === kind)
      .sort((a, b) =>
        new Intl.Collator(sort.script === 'latin' ? 'en' : 'ru').compare(name(a), name(b)),
      );
    return (p: StoredPlayer) => {
      const at = nodes.findIndex((node) => p.locationPath.includes(node.id));
      return at < 0 ? null : at;
    };
  };
  const value: Record<PlayerSort['key'], (p: StoredPlayer) => number | string | null> = {
    id: (p) => p.id,
    // last name, then first name ('\0' sorts before any letter, so 'Li' comes before 'Lim')
    name: (p) =>
      sort.script === 'latin'
        ? `${p.lastNameLatin}\0${p.firstNameLatin}`
        : `${p.lastName}\0${p.firstName}`,
    rating: (p) => p.rgfRating,
    deviation: (p) => p.rgfDeviation,
    rank: (p) => (p.rankScore > 0 ? p.rankScore : null),
    country: placeRank('country'),
    city: placeRank('city'),
    startDate: (p) => p.startDate,
    lastUpdate: (p) => p.lastUpdate,
    lastTournament: (p) => p.lastTournamentDate,
  };
  const key = value[sort.key];
  const matching = world.players.filter(
    (p) =>
      inRange(p.rgfRating, filter.minRating, filter.maxRating) &&
      inRange(p.rgfDeviation, filter.minDeviation, filter.maxDeviation) &&
      (terms.length === 0 || terms.some((t) => p.nameWords.some((w) => w.startsWith(t)))) &&
      (!filter.locations?.length || filter.locations.some((id) => p.locationPath.includes(id))),
  );
  const withValue = matching.filter((p) => key(p) !== null);
  const without = matching.filter((p) => key(p) === null).sort((a, b) => a.id - b.id);
  withValue.sort((a, b) => {
    const va = key(a)!;
    const vb = key(b)!;
    const order = va < vb ? -1 : va > vb ? 1 : a.id - b.id;
    return sort.direction === 'desc' ? -order : order;
  });
  return [...withValue, ...without].map((p) => p.id);
}

describe('queryPlayers over many players (index walks and in-memory sorts agree)', () => {
  const world = makeWorld(3000);
  let db: GoDatabase;

  beforeAll(async () => {
    db = await openTestDatabase('players-repo-paths');
    await db.locations.bulkPut(world.locations);
    await db.players.bulkPut(world.players);
  }, 60_000);

  afterAll(async () => {
    db.close();
    await db.delete();
  });

  const filters: PlayerFilter[] = [
    {},
    { minRating: 1000 },
    { minRating: 1000, maxRating: 1100 },
    { maxDeviation: 150 },
    { locations: [1] },
    { locations: [5, 4] },
    { names: ['иван', 'kim'] },
    { names: ['ли'], locations: [2], minRating: 500 },
    { locations: [1], minDeviation: 100, maxRating: 2000 },
    // few pass: the walk gives way to reading a filter's own index
    { minRating: 2590 },
    { names: ['kim'], maxDeviation: 60 },
    { locations: [5], minRating: 2400, names: ['o'] },
  ];
  const sorts: PlayerSort[] = PLAYER_SORT_KEYS.flatMap((key) => [
    { key, direction: 'asc' as const },
    { key, direction: 'desc' as const, script: 'latin' as const },
  ]);

  for (const filter of filters) {
    it(`filter ${JSON.stringify(filter)}`, async () => {
      for (const sort of sorts) {
        for (const limit of [50, 700]) {
          const expected = reference(world, filter, sort);
          const result = await queryPlayers(db, filter, sort, limit);
          expect(
            result.players.map((p) => p.id),
            `${sort.key} ${sort.direction} ${limit}`,
          ).toEqual(expected.slice(0, limit));
          expect(result.hasMore).toBe(expected.length > limit);
        }
      }
    }, 60_000);
  }
});
