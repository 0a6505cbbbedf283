import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Player } from '@api/players/player.entity';
import type { PlayersStatistics } from '@sync/contract/statistics';
import {
  makeLocation,
  makeParticipant,
  makePlayer,
  makeTournament,
} from '@tests/factories/factories';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

const YEAR = new Date().getFullYear();
const date = (yearsAgo: number, monthDay = '03-01') => `${YEAR - yearsAgo}-${monthDay}`;

/**
 * Eight players in a small tree (Russia > Moscow Oblast > Moscow, Russia > Leningrad Oblast >
 * Saint Petersburg, Russia > Kazan, Belarus > Minsk, Armenia):
 *
 * | player | place   | age | rgf    | egf  | tournaments (visible, started)      |
 * |--------|---------|-----|--------|------|-------------------------------------|
 * | p1     | Moscow  | 8   | 2150   | 2000 | t1 (Y-3), t2 (Y-1), t3 (Y-1), t6 (Y) |
 * | p2     | Moscow  | 10  | 2250   |      | t1, t2 (and the hidden t4)          |
 * | p3     | SPb     | 15  | 1800   |      | t1, t3                              |
 * | p4     | Kazan   | 19  | 1799   |      | t2                                  |
 * | p5     | Minsk   | 20  | 2025   | 2100 | t1                                  |
 * | p6     | Minsk   | 50  |        | 1500 | only the hidden t4                  |
 * | p7     |         | ?   | 1725   |      | only the scheduled t5               |
 * | p8     | Russia  | 49  | 2099.5 |      | t6                                  |
 *
 * t2 is online, t3 unranked; the others offline and ranked.
 */
describe('GET /api/v1/players/statistics', () => {
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
      const kazan = makeLocation(em, {
        kind: 'city',
        parent: russia,
        name: 'Казань',
        nameLatin: 'Kazan',
      });
      const belarus = makeLocation(em, { name: 'Беларусь', nameLatin: 'Belarus', code: 'BY' });
      const minsk = makeLocation(em, {
        kind: 'city',
        parent: belarus,
        name: 'Минск',
        nameLatin: 'Minsk',
      });
      const armenia = makeLocation(em, { name: 'Армения', nameLatin: 'Armenia', code: 'AM' });

      const player = (n: number, overrides: Partial<Player>) =>
        makePlayer(em, {
          lastName: `Игрок${n}`,
          lastNameLatin: `Player${n}`,
          ...overrides,
        });
      const p1 = player(1, {
        location: moscow,
        birthYear: YEAR - 8,
        rgfRating: 2150,
        rgfDeviation: 80,
        egfRating: 2000,
      });
      const p2 = player(2, { location: moscow, birthYear: YEAR - 10, rgfRating: 2250 });
      const p3 = player(3, { location: spb, birthYear: YEAR - 15, rgfRating: 1800 });
      const p4 = player(4, { location: kazan, birthYear: YEAR - 19, rgfRating: 1799 });
      const p5 = player(5, {
        location: minsk,
        birthYear: YEAR - 20,
        rgfRating: 2025,
        rgfDeviation: 120,
        egfRating: 2100,
      });
      const p6 = player(6, { location: minsk, birthYear: YEAR - 50, egfRating: 1500 });
      const p7 = player(7, { rgfRating: 1725 });
      const p8 = player(8, { location: russia, birthYear: YEAR - 49, rgfRating: 2099.5 });

      const tournament = (yearsAgo: number, overrides: Parameters<typeof makeTournament>[1]) =>
        makeTournament(em, { startDate: date(yearsAgo), endDate: date(yearsAgo), ...overrides });
      const t1 = tournament(3, { location: moscow });
      const t2 = tournament(1, { online: true, federation: 'glicko2' });
      const t3 = tournament(1, { ranked: false, location: spb });
      const t4 = tournament(2, { visible: false });
      const t5 = makeTournament(em, {
        status: 'scheduled',
        startDate: `${YEAR + 1}-01-10`,
        endDate: `${YEAR + 1}-01-10`,
      });
      const t6 = makeTournament(em, { startDate: `${YEAR}-01-02`, endDate: `${YEAR}-01-03` });
      for (const p of [p1, p2, p3, p5]) makeParticipant(em, t1, p);
      for (const p of [p1, p2, p4]) makeParticipant(em, t2, p);
      for (const p of [p1, p3]) makeParticipant(em, t3, p);
      for (const p of [p6, p2]) makeParticipant(em, t4, p);
      makeParticipant(em, t5, p7);
      for (const p of [p8, p1]) makeParticipant(em, t6, p);
      return {
        russia,
        moscowRegion,
        moscow,
        spbRegion,
        spb,
        kazan,
        belarus,
        minsk,
        armenia,
        p1,
        p2,
        p3,
        p4,
        p5,
        p6,
        p7,
        p8,
        t6,
      };
    });
    ids = Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, entity.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  const statistics = async (query = '') => {
    const response = await t.http().get(`/api/v1/players/statistics${query}`).expect(200);
    return response.body as PlayersStatistics;
  };
  const ref = (key: string) => ({
    id: ids[key],
    lastName: `Игрок${key.slice(1)}`,
    firstName: 'Иван',
    lastNameLatin: `Player${key.slice(1)}`,
    firstNameLatin: 'Ivan',
  });
  const place = (key: string, name: string, nameLatin: string, count: number) => ({
    id: ids[key],
    name,
    nameLatin,
    count,
  });

  it('answers every breakdown of all players', async () => {
    expect(await statistics()).toEqual({
      players: 8,
      byLocation: {
        country: [
          place('russia', 'Россия', 'Russia', 5),
          place('belarus', 'Беларусь', 'Belarus', 2),
        ],
        region: [
          place('moscowRegion', 'Московская область', 'Moscow Oblast', 2),
          place('spbRegion', 'Ленинградская область', 'Leningrad Oblast', 1),
        ],
        city: [
          place('moscow', 'Москва', 'Moscow', 2),
          place('minsk', 'Минск', 'Minsk', 2),
          place('spb', 'Санкт-Петербург', 'Saint Petersburg', 1),
          place('kazan', 'Казань', 'Kazan', 1),
        ],
      },
      byRank: [
        { rank: '5k', sortKey: 2995, count: 2 },
        { rank: '4k', sortKey: 2996, count: 1 },
        { rank: '1k', sortKey: 2999, count: 2 },
        { rank: '1d', sortKey: 4001, count: 1 },
        { rank: '2d', sortKey: 4002, count: 1 },
      ],
      byAge: [
        { group: 'under9', count: 1 },
        { group: '9-11', count: 1 },
        { group: '12-15', count: 1 },
        { group: '16-19', count: 1 },
        { group: '20-49', count: 2 },
        { group: '50+', count: 1 },
      ],
      over20: 3,
      ageUnknown: 1,
      byExperience: [
        { years: 0, count: 1 },
        { years: 1, count: 1 },
        { years: 3, count: 4 },
      ],
      topByRating: [
        { ...ref('p2'), rating: 2250, deviation: null, rank: '2d' },
        { ...ref('p1'), rating: 2150, deviation: 80, rank: '1d' },
        { ...ref('p8'), rating: 2099.5, deviation: null, rank: '1k' },
        { ...ref('p5'), rating: 2025, deviation: 120, rank: '1k' },
        { ...ref('p3'), rating: 1800, deviation: null, rank: '4k' },
        { ...ref('p4'), rating: 1799, deviation: null, rank: '5k' },
        { ...ref('p7'), rating: 1725, deviation: null, rank: '5k' },
      ],
      topByTournaments: [
        { ...ref('p1'), tournaments: 4 },
        { ...ref('p2'), tournaments: 2 },
        { ...ref('p3'), tournaments: 2 },
        { ...ref('p4'), tournaments: 1 },
        { ...ref('p5'), tournaments: 1 },
        { ...ref('p8'), tournaments: 1 },
      ],
    });
  });

  it('takes ranks and the top by rating from the chosen federation', async () => {
    const egf = await statistics('?federation=egf');
    expect(egf.players).toBe(8);
    expect(egf.byRank).toEqual([
      { rank: '8k', sortKey: 2992, count: 1 },
      { rank: '2k', sortKey: 2998, count: 1 },
      { rank: '1d', sortKey: 4001, count: 1 },
    ]);
    expect(egf.topByRating).toEqual([
      { ...ref('p5'), rating: 2100, deviation: null, rank: '1d' },
      { ...ref('p1'), rating: 2000, deviation: null, rank: '2k' },
      { ...ref('p6'), rating: 1500, deviation: null, rank: '8k' },
    ]);
    expect((await statistics('?federation=glicko2')).byRank).toEqual([]);
  });

  it('keeps players whose current rating lies in the range, bounds included', async () => {
    const rated = await statistics('?min_rating=1800&max_rating=2150');
    expect(rated.players).toBe(4);
    expect(rated.topByRating.map((p) => p.id)).toEqual([ids.p1, ids.p8, ids.p5, ids.p3]);
    expect(rated.byRank).toEqual([
      { rank: '4k', sortKey: 2996, count: 1 },
      { rank: '1k', sortKey: 2999, count: 2 },
      { rank: '1d', sortKey: 4001, count: 1 },
    ]);
    expect((await statistics('?min_rating=2100')).players).toBe(2);
    expect((await statistics('?max_rating=1799')).players).toBe(2);
    expect((await statistics('?federation=egf&max_rating=2000')).players).toBe(2);
  });

  it('keeps players of the locations and everything below them', async () => {
    const russia = await statistics(`?loc=${ids.russia}`);
    expect(russia.players).toBe(5);
    expect(russia.byLocation.country).toEqual([place('russia', 'Россия', 'Russia', 5)]);
    expect((await statistics(`?loc=${ids.moscowRegion}`)).players).toBe(2);
    const two = await statistics(`?loc=${ids.minsk}&loc=${ids.kazan}`);
    expect(two.players).toBe(3);
    expect(two.byLocation.city).toEqual([
      place('minsk', 'Минск', 'Minsk', 2),
      place('kazan', 'Казань', 'Kazan', 1),
    ]);
    expect((await statistics(`?loc=${ids.armenia}`)).players).toBe(0);
  });

  it('answers empty statistics for a location id that names nothing', async () => {
    expect(await statistics('?loc=999999')).toEqual({
      players: 0,
      byLocation: { country: [], region: [], city: [] },
      byRank: [],
      byAge: [
        { group: 'under9', count: 0 },
        { group: '9-11', count: 0 },
        { group: '12-15', count: 0 },
        { group: '16-19', count: 0 },
        { group: '20-49', count: 0 },
        { group: '50+', count: 0 },
      ],
      over20: 0,
      ageUnknown: 0,
      byExperience: [],
      topByRating: [],
      topByTournaments: [],
    });
  });

  it('keeps players who played a tournament in the years, counting only those', async () => {
    const recent = await statistics(`?min_year=${YEAR - 1}`);
    expect(recent.players).toBe(5);
    expect(recent.topByTournaments).toEqual([
      { ...ref('p1'), tournaments: 3 },
      { ...ref('p2'), tournaments: 1 },
      { ...ref('p3'), tournaments: 1 },
      { ...ref('p4'), tournaments: 1 },
      { ...ref('p8'), tournaments: 1 },
    ]);
    // Experience still counts from the first tournament ever.
    expect(recent.byExperience).toEqual([
      { years: 0, count: 1 },
      { years: 1, count: 1 },
      { years: 3, count: 3 },
    ]);
    expect((await statistics(`?max_year=${YEAR - 2}`)).players).toBe(4);
    expect((await statistics(`?min_year=${YEAR - 1}&max_year=${YEAR - 1}`)).players).toBe(4);
    expect((await statistics(`?min_year=${YEAR + 1}`)).players).toBe(0);
  });

  it('keeps players who played an online or offline, ranked or unranked tournament', async () => {
    const online = await statistics('?online=true');
    expect(online.players).toBe(3);
    expect(online.topByTournaments.map((p) => [p.id, p.tournaments])).toEqual([
      [ids.p1, 1],
      [ids.p2, 1],
      [ids.p4, 1],
    ]);
    expect((await statistics('?online=false')).players).toBe(5);
    expect((await statistics('?ranked=false')).players).toBe(2);
    expect((await statistics('?ranked=true')).players).toBe(6);
  });

  it('combines every filter', async () => {
    const combined = await statistics(
      `?online=false&ranked=true&loc=${ids.russia}&min_rating=2000&min_year=${YEAR - 5}&max_year=${YEAR}`,
    );
    expect(combined.players).toBe(3);
    expect(combined.topByRating.map((p) => p.id)).toEqual([ids.p2, ids.p1, ids.p8]);
    expect(combined.topByTournaments.map((p) => [p.id, p.tournaments])).toEqual([
      [ids.p1, 2],
      [ids.p2, 1],
      [ids.p8, 1],
    ]);
  });

  it('answers from memory until the data revision moves', async () => {
    const before = await statistics('?ranked=true');
    // A write that does not move the revision (non-replicated rows) is not seen...
    await t.db.orm.em
      .getConnection()
      .execute(
        `update tournament_player set tournament_id = ${ids.t6} where player_id = ${ids.p6}`,
      );
    expect(await statistics('?ranked=true')).toEqual(before);
    // ...until a replicated write moves it.
    await t.seed(async (em) => {
      const player = await em.findOneOrFail(Player, ids.p6);
      player.rgfRating = 2400;
    });
    const after = await statistics('?ranked=true');
    expect(after.players).toBe(7);
    expect(after.topByRating[0]).toMatchObject({ id: ids.p6, rating: 2400, rank: '4d' });
  });

  it('is described in the OpenAPI document with its parameters', async () => {
    const response = await t.http().get('/api/docs/json').expect(200);
    const document = response.body as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>;
    };
    const parameters = document.paths['/api/v1/players/statistics'].get?.parameters?.map(
      (p) => p.name,
    );
    expect(parameters?.sort()).toEqual([
      'age_group',
      'federation',
      'loc',
      'location',
      'max_exp',
      'max_rating',
      'max_year',
      'min_exp',
      'min_rating',
      'min_year',
      'online',
      'ranked',
    ]);
  });

  const BAD = [
    'federation=xyz',
    'federation=',
    'federation=rgf&federation=egf',
    'min_year=abc',
    'min_year=',
    'min_year=1899',
    'max_year=2101',
    'min_year=2000.5',
    'min_year=2020&max_year=2019',
    'min_year=2020&min_year=2021',
    'min_rating=-1001',
    'max_rating=3001',
    'min_rating=2000&max_rating=1999',
    'max_rating=abc',
    'max_rating=',
    'loc=',
    'loc=abc',
    'loc=1.5',
    'loc=-1',
    'loc=0',
    'loc=1&loc=',
    'online=yes',
    'online=',
    'ranked=maybe',
    'ranked=',
  ];

  it.each(BAD)('refuses ?%s with 400', async (query) => {
    const response = await t.http().get(`/api/v1/players/statistics?${query}`).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });
});
