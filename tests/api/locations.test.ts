import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationItem, LocationUsage } from '@sync/contract/locations';
import { makeLocation, makePlayer } from '@tests/factories/factories';
import { BAD_PARAMETERS, LOCATION_NOT_FOUND } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/locations and /api/v1/players/locations', () => {
  let t: TestApp;
  let items: Record<string, LocationItem>;

  beforeAll(async () => {
    t = await createTestApp();
    const entities = await t.seed((em) => {
      const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
      const tatarstan = makeLocation(em, {
        kind: 'region',
        parent: russia,
        name: 'Татарстан',
        nameLatin: 'Tatarstan',
      });
      const bashkortostan = makeLocation(em, {
        kind: 'region',
        parent: russia,
        name: 'Башкортостан',
        nameLatin: 'Bashkortostan',
      });
      const kazan = makeLocation(em, {
        kind: 'city',
        parent: tatarstan,
        name: 'Казань',
        nameLatin: 'Kazan',
      });
      const chelny = makeLocation(em, {
        kind: 'city',
        parent: tatarstan,
        name: 'Набережные Челны',
        nameLatin: 'Naberezhnye Chelny',
      });
      const armenia = makeLocation(em, { name: 'Армения', nameLatin: 'Armenia', code: 'AM' });
      const yerevan = makeLocation(em, {
        kind: 'city',
        parent: armenia,
        name: 'Ереван',
        nameLatin: 'Yerevan',
      });
      for (const location of [kazan, kazan, tatarstan, yerevan, null]) makePlayer(em, { location });
      return { russia, tatarstan, bashkortostan, kazan, chelny, armenia, yerevan };
    });
    items = Object.fromEntries(
      Object.entries(entities).map(([key, e]) => [
        key,
        {
          id: e.id,
          parentId: e.parent?.id ?? null,
          kind: e.kind,
          name: e.name,
          nameLatin: e.nameLatin,
          code: e.code,
        },
      ]),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const children = async (query: string) =>
    (await t.http().get(`/api/v1/locations/children${query}`).expect(200)).body as LocationItem[];

  it('lists every location, flat, with its parent id, by name', async () => {
    const response = await t.http().get('/api/v1/locations').expect(200);
    expect(response.body).toEqual([
      items.armenia,
      items.bashkortostan,
      items.yerevan,
      items.kazan,
      items.chelny,
      items.russia,
      items.tatarstan,
    ]);
    expect(items.kazan).toEqual({
      id: items.kazan.id,
      parentId: items.tatarstan.id,
      kind: 'city',
      name: 'Казань',
      nameLatin: 'Kazan',
      code: null,
    });
  });

  it('lists the countries when no location is given', async () => {
    expect(await children('')).toEqual([items.armenia, items.russia]);
  });

  it('lists the children of a location by name, and none below a city', async () => {
    expect(await children(`?loc=${items.russia.id}`)).toEqual([
      items.bashkortostan,
      items.tatarstan,
    ]);
    expect(await children(`?loc=${items.tatarstan.id}`)).toEqual([items.kazan, items.chelny]);
    expect(await children(`?loc=${items.armenia.id}`)).toEqual([items.yerevan]);
    expect(await children(`?loc=${items.kazan.id}`)).toEqual([]);
    expect(await children(`?loc=${items.bashkortostan.id}`)).toEqual([]);
  });

  it('answers 404 for an unknown location', async () => {
    const response = await t.http().get('/api/v1/locations/children?loc=999999').expect(404);
    expect(response.body).toEqual(LOCATION_NOT_FOUND);
  });

  it.each(['abc', '1.5', '0', '-1'])('answers 400 for loc=%s', async (loc) => {
    const response = await t.http().get(`/api/v1/locations/children?loc=${loc}`).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });

  it('lists the locations that hold players, ancestors included, with counts below them', async () => {
    const response = await t.http().get('/api/v1/players/locations').expect(200);
    const body = response.body as LocationUsage[];
    expect(body).toEqual([
      { ...items.armenia, count: 1 },
      { ...items.yerevan, count: 1 },
      { ...items.kazan, count: 2 },
      { ...items.russia, count: 3 },
      { ...items.tatarstan, count: 3 },
    ]);
  });
});
