import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@sync/contract/common';
import type { PlayerSummary } from '@sync/contract/players';
import { Player } from '@api/players/player.entity';
import { playerSearchText } from '@domain/text/player-search';
import { makeLocation, makePlayer } from '@tests/factories/factories';
import { createTestApp, type TestApp } from './support/test-app';

/** The day `months` months before today (UTC), as YYYY-MM-DD. */
function monthsAgo(months: number): string {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
}

const BAD = {
  statusCode: 400,
  code: 'BAD_PARAMETERS',
  message: 'Bad request. Parameters are invalid',
};

describe('GET /api/v1/players', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const entities = await t.seed((em) => {
      const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
      const moscowRegion = makeLocation(em, {
        kind: 'region',
        parent: russia,
        name: 'Москва',
        nameLatin: 'Moscow',
        code: null,
      });
      const moscow = makeLocation(em, {
        kind: 'city',
        parent: moscowRegion,
        name: 'Москва',
        nameLatin: 'Moscow',
        code: null,
      });
      const tatarstan = makeLocation(em, {
        kind: 'region',
        parent: russia,
        name: 'Татарстан',
        nameLatin: 'Tatarstan',
        code: null,
      });
      const kazan = makeLocation(em, {
        kind: 'city',
        parent: tatarstan,
        name: 'Казань',
        nameLatin: 'Kazan',
        code: null,
      });
      const belarus = makeLocation(em, { name: 'Беларусь', nameLatin: 'Belarus', code: 'BY' });
      const ivanov = makePlayer(em, {
        lastName: 'Иванов',
        firstName: 'Пётр',
        lastNameLatin: 'Ivanov',
        firstNameLatin: 'Petr',
        location: moscow,
        rgfRating: 2450,
        rgfDeviation: 90,
        startDate: '2001-01-01',
        lastTournamentDate: monthsAgo(6),
      });
      const sidorova = makePlayer(em, {
        lastName: 'Сидорова',
        firstName: 'Анна',
        lastNameLatin: 'Sidorova',
        firstNameLatin: 'Anna',
        location: kazan,
        rgfRating: 1800,
        rgfDeviation: 150,
        startDate: '2010-01-01',
        lastTournamentDate: '2008-05-01',
        nickname: 'annas',
      });
      const kozlov = makePlayer(em, {
        lastName: 'Козлов',
        firstName: 'Олег',
        lastNameLatin: 'Kozlov',
        firstNameLatin: 'Oleg',
        location: belarus,
        rgfRating: 1200,
        rgfDeviation: 200,
        startDate: '2015-01-01',
        lastTournamentDate: monthsAgo(30),
      });
      const unrated = makePlayer(em, {
        lastName: 'Новиков',
        firstName: 'Илья',
        lastNameLatin: 'Novikov',
        firstNameLatin: 'Ilya',
        location: null,
      });
      return { russia, moscow, tatarstan, kazan, belarus, ivanov, sidorova, kozlov, unrated };
    });
    ids = Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, entity.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) => {
    const response = await t.http().get(`/api/v1/players${query}`).expect(200);
    return response.body as Page<PlayerSummary>;
  };

  it('sorts by rating, highest first, unrated last, with the total count', async () => {
    const page = await list('');
    expect(page.items.map((p) => p.id)).toEqual([
      ids.ivanov,
      ids.sidorova,
      ids.kozlov,
      ids.unrated,
    ]);
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({
      lastName: 'Иванов',
      rating: 2450,
      deviation: 90,
      rankLabel: '4d',
      city: { name: 'Москва' },
      country: { code: 'RU' },
    });
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await list('?limit=2&offset=1');
    expect(page.items.map((p) => p.id)).toEqual([ids.sidorova, ids.kozlov]);
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
  });

  it('finds names case-insensitively in either script, any of several names', async () => {
    expect((await list('?name=иВАН')).items.map((p) => p.id)).toEqual([ids.ivanov]);
    expect((await list('?name=SIDOR')).items.map((p) => p.id)).toEqual([ids.sidorova]);
    expect((await list('?name=petr%20ivanov')).items.map((p) => p.id)).toEqual([ids.ivanov]);
    expect((await list('?name=annas')).items.map((p) => p.id)).toEqual([ids.sidorova]);
    const both = await list(`?name=${encodeURIComponent('козлов')}&name=novikov`);
    expect(both.items.map((p) => p.id)).toEqual([ids.kozlov, ids.unrated]);
    expect((await list('?name=%25')).total).toBe(0);
  });

  it('filters by location ids including descendants, and by location name', async () => {
    expect((await list(`?loc=${ids.russia}`)).items.map((p) => p.id)).toEqual([
      ids.ivanov,
      ids.sidorova,
    ]);
    expect((await list(`?loc=${ids.tatarstan}&loc=${ids.belarus}`)).items.map((p) => p.id)).toEqual(
      [ids.sidorova, ids.kozlov],
    );
    expect((await list(`?location=${encodeURIComponent('казан')}`)).items.map((p) => p.id)).toEqual(
      [ids.sidorova],
    );
    expect((await list('?location=belarus')).items.map((p) => p.id)).toEqual([ids.kozlov]);
    expect((await list('?loc=99999')).total).toBe(0);
  });

  it('filters by rating and deviation ranges', async () => {
    expect((await list('?min_rating=1500&max_rating=2000')).items.map((p) => p.id)).toEqual([
      ids.sidorova,
    ]);
    expect((await list('?min_diff=100')).items.map((p) => p.id)).toEqual([
      ids.sidorova,
      ids.kozlov,
    ]);
    expect((await list('?max_diff=100')).items.map((p) => p.id)).toEqual([ids.ivanov]);
    expect((await list('?min_rating=-1000&max_rating=3000')).total).toBe(3);
  });

  it('keeps only the players active in the last N years with ?active=N', async () => {
    expect((await list('?active=1')).items.map((p) => p.id)).toEqual([ids.ivanov]);
    const three = await list('?active=3');
    expect(three.items.map((p) => p.id)).toEqual([ids.ivanov, ids.kozlov]);
    expect(three.total).toBe(2);
    expect((await list('?active=100')).total).toBe(3);
    for (const bad of ['0', '101', 'abc', '1.5']) {
      const response = await t.http().get(`/api/v1/players?active=${bad}`).expect(400);
      expect(response.body).toMatchObject(BAD);
    }
  });

  it('sorts by other columns in either order', async () => {
    expect((await list('?sort=name&order=asc')).items.map((p) => p.lastName)).toEqual([
      'Иванов',
      'Козлов',
      'Новиков',
      'Сидорова',
    ]);
    expect((await list('?sort=start_date&order=asc')).items.map((p) => p.id)).toEqual([
      ids.ivanov,
      ids.sidorova,
      ids.kozlov,
      ids.unrated,
    ]);
    expect((await list('?sort=rating&order=asc')).items.map((p) => p.id)).toEqual([
      ids.kozlov,
      ids.sidorova,
      ids.ivanov,
      ids.unrated,
    ]);
  });

  it('keeps the name index in step with renamed and deleted players', async () => {
    const renamed = await t.seed((em) =>
      makePlayer(em, { lastName: 'Старопрежний', lastNameLatin: 'Staroprezhny' }),
    );
    expect((await list(`?name=${encodeURIComponent('старопреж')}`)).total).toBe(1);
    await t.seed(async (em) => {
      const player = await em.findOneOrFail(Player, renamed.id);
      player.lastName = 'Новоназванный';
      player.searchText = playerSearchText(player);
    });
    expect((await list(`?name=${encodeURIComponent('старопреж')}`)).total).toBe(0);
    expect((await list(`?name=${encodeURIComponent('новоназв')}`)).items.map((p) => p.id)).toEqual([
      renamed.id,
    ]);
    await t.seed(async (em) => em.remove(await em.findOneOrFail(Player, renamed.id)));
    expect((await list(`?name=${encodeURIComponent('новоназв')}`)).total).toBe(0);
  });

  it('matches nobody for a name made only of punctuation, and short names still work', async () => {
    expect((await list('?name=_')).total).toBe(0);
    expect((await list('?name=..')).total).toBe(0);
    expect((await list(`?name=${encodeURIComponent('ан')}`)).items.map((p) => p.id)).toContain(
      ids.sidorova,
    );
  });

  it.each([
    ['a rating that is not a number', '?min_rating=abc'],
    ['a rating below -1000', '?min_rating=-1001'],
    ['a rating above 3000', '?max_rating=3001'],
    ['min rating above max rating', '?min_rating=2000&max_rating=1000'],
    ['min deviation above max deviation', '?min_diff=200&max_diff=100'],
    ['an unknown sort', '?sort=shoe_size'],
    ['an unknown order', '?order=sideways'],
    ['a negative offset', '?offset=-1'],
    ['an empty offset', '?offset='],
    ['an empty rating', '?min_rating='],
    ['a limit over the maximum', '?limit=201'],
    ['a zero limit', '?limit=0'],
    ['a fractional limit', '?limit=2.5'],
    ['a location id that is not a number', '?loc=moscow'],
    ['an unknown federation', '?federation=fifa'],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await t.http().get(`/api/v1/players${query}`).expect(400);
    expect(response.body).toEqual(BAD);
  });
});
