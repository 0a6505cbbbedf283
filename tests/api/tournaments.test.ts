import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@sync/contract/common';
import type { TournamentSummary } from '@sync/contract/tournaments';
import { makeLocation, makeTournament } from '@tests/factories/factories';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/tournaments', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const entities = await t.seed((em) => {
      const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
      const moscowRegion = makeLocation(em, {
        kind: 'region',
        parent: russia,
        name: 'Московская область',
        nameLatin: 'Moscow Oblast',
      });
      const moscow = makeLocation(em, {
        kind: 'city',
        parent: moscowRegion,
        name: 'Москва',
        nameLatin: 'Moscow',
      });
      const spbRegion = makeLocation(em, {
        kind: 'region',
        parent: russia,
        name: 'Ленинградская область',
        nameLatin: 'Leningrad Oblast',
      });
      const spb = makeLocation(em, {
        kind: 'city',
        parent: spbRegion,
        name: 'Санкт-Петербург',
        nameLatin: 'Saint Petersburg',
      });
      const belarus = makeLocation(em, { name: 'Беларусь', nameLatin: 'Belarus', code: 'BY' });
      const minsk = makeLocation(em, {
        kind: 'city',
        parent: belarus,
        name: 'Минск',
        nameLatin: 'Minsk',
      });
      const cup = makeTournament(em, {
        title: 'Кубок Москвы',
        titleLatin: 'Moscow Cup',
        code: 'T240301A',
        location: moscow,
        startDate: '2024-03-01',
        endDate: '2024-03-03',
        rounds: 6,
        playerCount: 12,
        gameCount: 36,
        komi: 6.5,
        handicapRule: 'none',
        timeControl: '60 min + 5x30 s',
        tournamentClass: 'B',
      });
      const europe = makeTournament(em, {
        title: 'Чемпионат Европы',
        titleLatin: 'European Championship',
        location: minsk,
        federation: 'egf',
        startDate: '2023-07-20',
        endDate: '2023-07-30',
        rounds: 10,
        playerCount: 40,
      });
      const league = makeTournament(em, {
        title: 'Онлайн лига',
        titleLatin: 'Online League',
        location: null,
        federation: 'glicko2',
        online: true,
        ranked: false,
        status: 'active',
        startDate: '2024-09-01',
        endDate: '2024-12-01',
        rounds: 7,
        playerCount: 20,
        pinned: true,
      });
      const spring = makeTournament(em, {
        title: 'Весенний турнир',
        titleLatin: 'Spring Tournament',
        location: spb,
        status: 'scheduled',
        startDate: '2025-04-10',
        endDate: '2025-04-11',
        rounds: 5,
        playerCount: 0,
      });
      const hidden = makeTournament(em, {
        title: 'Скрытый турнир',
        titleLatin: 'Hidden Tournament',
        location: moscow,
        startDate: '2024-01-10',
        endDate: '2024-01-10',
        rounds: 3,
        playerCount: 8,
        teamSize: 3,
        visible: false,
      });
      return { russia, moscow, spbRegion, belarus, cup, europe, league, spring, hidden };
    });
    ids = Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, entity.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) => {
    const response = await t.http().get(`/api/v1/tournaments${query}`).expect(200);
    return response.body as Page<TournamentSummary>;
  };
  const idsOf = async (query: string) => (await list(query)).items.map((item) => item.id);

  it('lists visible tournaments by start date, newest first, with the page and total', async () => {
    const page = await list('');
    expect(page.items.map((item) => item.id)).toEqual([
      ids.spring,
      ids.league,
      ids.cup,
      ids.europe,
    ]);
    expect(page).toMatchObject({ total: 4, limit: 50, offset: 0 });
  });

  it('answers each tournament as a full summary with its city and country', async () => {
    const page = await list(`?title=${encodeURIComponent('кубок')}`);
    expect(page.items).toEqual([
      {
        id: ids.cup,
        code: 'T240301A',
        title: 'Кубок Москвы',
        titleLatin: 'Moscow Cup',
        location: { id: ids.moscow, name: 'Москва', nameLatin: 'Moscow' },
        city: { id: ids.moscow, name: 'Москва', nameLatin: 'Moscow' },
        country: { id: ids.russia, name: 'Россия', nameLatin: 'Russia', code: 'RU' },
        startDate: '2024-03-01',
        endDate: '2024-03-03',
        status: 'ended',
        tournamentClass: 'B',
        federation: 'rgf',
        ranked: true,
        online: false,
        rounds: 6,
        handicapRule: 'none',
        komi: 6.5,
        boardSize: 19,
        teamSize: 1,
        timeControl: '60 min + 5x30 s',
        pinned: false,
        visible: true,
        playerCount: 12,
        gameCount: 36,
        StartDate: '2024-03-01',
        year: 2024,
        type: 'individual',
      },
    ]);
    const league = (await list('?online=true')).items[0];
    expect(league).toMatchObject({ location: null, city: null, country: null, komi: null });
  });

  it("writes the spec's StartDate, year and type (team when teams play) beside startDate", async () => {
    const items = (await list('?showIgnored=true')).items;
    const fields = (id: number) => {
      const found = items.find((item) => item.id === id);
      return found && { StartDate: found.StartDate, year: found.year, type: found.type };
    };
    expect(fields(ids.hidden)).toEqual({ StartDate: '2024-01-10', year: 2024, type: 'team' });
    expect(fields(ids.europe)).toEqual({
      StartDate: '2023-07-20',
      year: 2023,
      type: 'individual',
    });
    const detail = await t.http().get(`/api/v1/tournaments/${ids.hidden}`).expect(200);
    expect(detail.body).toMatchObject({ StartDate: '2024-01-10', year: 2024, type: 'team' });
  });

  it('shows invisible tournaments only with showIgnored=true', async () => {
    expect(await idsOf('?showIgnored=true')).toEqual([
      ids.spring,
      ids.league,
      ids.cup,
      ids.hidden,
      ids.europe,
    ]);
    expect(await idsOf('?showIgnored=false')).not.toContain(ids.hidden);
    expect((await list('?showIgnored=true')).total).toBe(5);
  });

  it('puts pinned tournaments first with pinnedFirst=true, in either order', async () => {
    expect(await idsOf('?pinnedFirst=true')).toEqual([ids.league, ids.spring, ids.cup, ids.europe]);
    expect(await idsOf('?pinnedFirst=true&order=asc')).toEqual([
      ids.league,
      ids.europe,
      ids.cup,
      ids.spring,
    ]);
  });

  it('filters by federation', async () => {
    expect(await idsOf('?federation=egf')).toEqual([ids.europe]);
    expect(await idsOf('?federation=rgf')).toEqual([ids.spring, ids.cup]);
    expect(await idsOf('?federation=glicko2')).toEqual([ids.league]);
  });

  it('finds a title substring in either script, case-insensitively', async () => {
    expect(await idsOf(`?title=${encodeURIComponent('кУБОК')}`)).toEqual([ids.cup]);
    expect(await idsOf('?title=MOSCOW')).toEqual([ids.cup]);
    expect(await idsOf('?title=champion')).toEqual([ids.europe]);
    expect(await idsOf(`?title=${encodeURIComponent('турнир')}`)).toEqual([ids.spring]);
    expect(await idsOf(`?title=${encodeURIComponent('турнир')}&showIgnored=true`)).toEqual([
      ids.spring,
      ids.hidden,
    ]);
    expect((await list('?title=%25')).total).toBe(0);
    expect((await list(`?title=${encodeURIComponent('ку_ок')}`)).total).toBe(0);
  });

  it('finds tournaments by a substring of a city name, not of a region or country', async () => {
    expect(await idsOf(`?city=${encodeURIComponent('моск')}`)).toEqual([ids.cup]);
    expect(await idsOf('?city=petersburg')).toEqual([ids.spring]);
    expect(await idsOf('?city=MINSK')).toEqual([ids.europe]);
    expect((await list('?city=russia')).total).toBe(0);
    expect((await list('?city=oblast')).total).toBe(0);
  });

  it('filters by location ids including descendants, repeatable', async () => {
    expect(await idsOf(`?location=${ids.russia}`)).toEqual([ids.spring, ids.cup]);
    expect(await idsOf(`?location=${ids.spbRegion}&location=${ids.belarus}`)).toEqual([
      ids.spring,
      ids.europe,
    ]);
    expect(await idsOf(`?location=${ids.moscow}`)).toEqual([ids.cup]);
    expect(await idsOf(`?location=${ids.russia}&city=minsk`)).toEqual([]);
    expect((await list('?location=99999')).total).toBe(0);
  });

  it('filters by online, ranked and status', async () => {
    expect(await idsOf('?online=true')).toEqual([ids.league]);
    expect(await idsOf('?online=false')).toEqual([ids.spring, ids.cup, ids.europe]);
    expect(await idsOf('?ranked=false')).toEqual([ids.league]);
    expect(await idsOf('?ranked=true')).toEqual([ids.spring, ids.cup, ids.europe]);
    expect(await idsOf('?status=active')).toEqual([ids.league]);
    expect(await idsOf('?status=scheduled&status=ended')).toEqual([
      ids.spring,
      ids.cup,
      ids.europe,
    ]);
    expect((await list('?status=processing')).total).toBe(0);
  });

  it('sorts by each column, descending by default', async () => {
    expect(await idsOf('?sort=end_date&order=asc')).toEqual([
      ids.europe,
      ids.cup,
      ids.league,
      ids.spring,
    ]);
    expect(await idsOf('?sort=title&order=asc')).toEqual([
      ids.spring,
      ids.cup,
      ids.league,
      ids.europe,
    ]);
    expect(await idsOf('?sort=players')).toEqual([ids.europe, ids.league, ids.cup, ids.spring]);
    expect(await idsOf('?sort=rounds&order=asc')).toEqual([
      ids.spring,
      ids.cup,
      ids.league,
      ids.europe,
    ]);
    expect(await idsOf('?sort=id&order=asc')).toEqual([
      ids.cup,
      ids.europe,
      ids.league,
      ids.spring,
    ]);
    expect(await idsOf('?sort=id')).toEqual([ids.spring, ids.league, ids.europe, ids.cup]);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await list('?limit=2&offset=1');
    expect(page.items.map((item) => item.id)).toEqual([ids.league, ids.cup]);
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
    expect(await list('?offset=10')).toEqual({ items: [], total: 4, limit: 50, offset: 10 });
  });

  it('filters by inclusive ranges of players, rounds and dates', async () => {
    expect(await idsOf('?min_players=12&max_players=20')).toEqual([ids.league, ids.cup]);
    expect(await idsOf('?min_players=21')).toEqual([ids.europe]);
    expect(await idsOf('?min_rounds=6&max_rounds=7')).toEqual([ids.league, ids.cup]);
    expect(await idsOf('?min_start_date=2024-03-01&max_start_date=2024-09-01')).toEqual([
      ids.league,
      ids.cup,
    ]);
    expect(await idsOf('?min_end_date=2024-03-03&max_end_date=2024-12-01')).toEqual([
      ids.league,
      ids.cup,
    ]);
    expect(await idsOf('?max_end_date=2023-12-31')).toEqual([ids.europe]);
    expect(await idsOf('?min_players=5&max_players=5')).toEqual([]);
  });

  it.each([
    ['an unknown federation', '?federation=fifa'],
    ['ranked that is not a boolean', '?ranked=maybe'],
    ['online that is not a boolean', '?online=yes'],
    ['showIgnored that is not a boolean', '?showIgnored=maybe'],
    ['pinnedFirst that is not a boolean', '?pinnedFirst=2'],
    ['an unknown status', '?status=finished'],
    ['an unknown status among known ones', '?status=ended&status=finished'],
    ['an unknown sort', '?sort=shoe_size'],
    ['an unknown order', '?order=sideways'],
    ['a limit over the maximum', '?limit=201'],
    ['a zero limit', '?limit=0'],
    ['a limit that is not a number', '?limit=ten'],
    ['a negative offset', '?offset=-1'],
    ['a location id that is not a number', '?location=moscow'],
    ['a player count that is not a number', '?min_players=abc'],
    ['a negative player count', '?max_players=-1'],
    ['min players above max players', '?min_players=5&max_players=4'],
    ['min rounds above max rounds', '?min_rounds=8&max_rounds=7'],
    ['a date that does not exist', '?min_start_date=2024-02-30'],
    ['a date in another format', '?max_end_date=01.02.2024'],
    ['min start date after max start date', '?min_start_date=2024-02-01&max_start_date=2024-01-31'],
    ['min end date after max end date', '?min_end_date=2024-02-01&max_end_date=2024-01-31'],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await t.http().get(`/api/v1/tournaments${query}`).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });
});
