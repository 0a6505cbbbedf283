import { describe, expect, it } from 'vitest';
import type { PlayersQueryDto } from './dto/players-query.dto';
import { listKey } from './players-list.answers';

const query = (fields: Partial<PlayersQueryDto>): PlayersQueryDto => ({
  federation: 'rgf',
  sort: 'rating',
  offset: 0,
  order: 'desc',
  limit: 50,
  ...fields,
});

describe('listKey', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('is the same whatever order the parameters came in, and ignores absent ones', () => {
    const a: Partial<PlayersQueryDto> = { name: ['x'], loc: [3], limit: 10 };
    const b = { limit: 10, loc: [3], name: ['x'], min_rating: undefined };
    expect(listKey(query(a), now)).toBe(listKey(query(b), now));
  });

  it('differs for different parameters', () => {
    expect(listKey(query({ limit: 10 }), now)).not.toBe(listKey(query({ limit: 11 }), now));
    expect(listKey(query({ name: ['a', 'b'] }), now)).not.toBe(
      listKey(query({ name: ['ab'] }), now),
    );
  });

  it('names the day `active` counts from, so a new day asks anew', () => {
    const tomorrow = new Date('2026-03-11T12:00:00Z');
    expect(listKey(query({ active: 2 }), now)).not.toBe(listKey(query({ active: 2 }), tomorrow));
    expect(listKey(query({}), now)).toBe(listKey(query({}), tomorrow));
  });
});
