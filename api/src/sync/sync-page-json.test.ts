import { describe, expect, it } from 'vitest';
import { syncPageJson, withLocationPath } from './sync-page-json';

describe('syncPageJson', () => {
  it('writes a page whose items are JSON texts as one JSON document', () => {
    const text = syncPageJson({
      items: ['{"id":1,"rev":5}', '{"id" : 2, "rev" : 7}'],
      deleted: [3],
      next: 7,
      hasMore: true,
      remaining: 4,
      schema: 1,
    });
    expect(JSON.parse(text)).toEqual({
      items: [
        { id: 1, rev: 5 },
        { id: 2, rev: 7 },
      ],
      deleted: [3],
      next: 7,
      hasMore: true,
      remaining: 4,
      schema: 1,
    });
  });

  it('writes an empty page', () => {
    const page = { items: [], deleted: [], next: 9, hasMore: false, remaining: 0, schema: 2 };
    expect(JSON.parse(syncPageJson(page))).toEqual(page);
  });
});

describe('withLocationPath', () => {
  it('adds the path as the last field of the object', () => {
    expect(JSON.parse(withLocationPath('{"id":1,"name":"a}b"}', '[4,5]'))).toEqual({
      id: 1,
      name: 'a}b',
      locationPath: [4, 5],
    });
    expect(JSON.parse(withLocationPath('{"id" : 1}', '[]'))).toEqual({ id: 1, locationPath: [] });
  });
});
