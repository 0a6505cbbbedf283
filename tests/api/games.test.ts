import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';
import { makeGame, makeParticipant, makePlayer, makeTournament } from '@tests/factories/factories';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/games', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const entities = await t.seed((em) => {
      const player = (lastName: string, lastNameLatin: string) =>
        makePlayer(em, { lastName, lastNameLatin, firstName: 'Олег', firstNameLatin: 'Oleg' });
      const p1 = player('Орлов', 'Orlov');
      const p2 = player('Соколов', 'Sokolov');
      const p3 = player('Лебедев', 'Lebedev');
      const spring = makeTournament(em, {
        title: 'Весенний кубок',
        titleLatin: 'Spring Cup',
        startDate: '2024-05-01',
      });
      const autumn = makeTournament(em, { title: 'Осенний кубок', startDate: '2023-10-10' });
      makeParticipant(em, spring, p1, { ratingBefore: 2000.5 });
      makeParticipant(em, spring, p2, { ratingBefore: 1900 });
      makeParticipant(em, autumn, p1, { ratingBefore: 1950 });
      makeParticipant(em, autumn, p2, { ratingBefore: 1850 });
      const g1 = makeGame(em, spring, p1, p2, { round: 1, hasSgf: true, komi: 6.5 });
      const g2 = makeGame(em, spring, p3, p1, { round: 2, result: 'white', handicap: 3 });
      const g3 = makeGame(em, autumn, p2, p1, { round: 1, result: 'jigo', colorsKnown: false });
      const g4 = makeGame(em, null, p2, p3, { date: '2024-06-15', result: 'white_forfeit' });
      // the same date and round as g1: the later id comes first
      const g5 = makeGame(em, spring, p2, p3, { round: 1, result: 'unplayed' });
      return { p1, p2, p3, spring, autumn, g1, g2, g3, g4, g5 };
    });
    ids = Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, entity.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) => {
    const response = await t.http().get(`/api/v1/games${query}`).expect(200);
    return response.body as Page<GameSummary>;
  };
  const idsOf = async (query: string) => (await list(query)).items.map((g) => g.id);

  it('lists the played games newest first by date and round, then by id', async () => {
    const page = await list('');
    expect(page.items.map((g) => g.id)).toEqual([ids.g4, ids.g2, ids.g1, ids.g3]);
    expect(page).toMatchObject({ total: 4, limit: 50, offset: 0 });
    expect(await idsOf('?order=asc')).toEqual([ids.g3, ids.g1, ids.g2, ids.g4]);
    expect(await idsOf('?scheduled=false')).toEqual([ids.g4, ids.g2, ids.g1, ids.g3]);
  });

  it("lists the scheduled pairings (result 'unplayed') only when asked", async () => {
    const page = await list('?scheduled=true');
    expect(page.items.map((g) => g.id)).toEqual([ids.g5]);
    expect(page).toMatchObject({ total: 1 });
    expect(page.items[0]).toMatchObject({ result: 'unplayed', round: 1 });
    expect(await idsOf(`?scheduled=true&tournament=${ids.autumn}`)).toEqual([]);
    expect(await idsOf(`?scheduled=true&player1=${ids.p3}`)).toEqual([ids.g5]);
  });

  it("answers each game with its tournament and both players' ratings before it", async () => {
    const [g1] = (await list(`?tournament=${ids.spring}&has_sgf=true`)).items;
    expect(g1).toEqual({
      id: ids.g1,
      tournament: { id: ids.spring, title: 'Весенний кубок', titleLatin: 'Spring Cup' },
      round: 1,
      date: '2024-05-01',
      black: {
        id: ids.p1,
        lastName: 'Орлов',
        firstName: 'Олег',
        lastNameLatin: 'Orlov',
        firstNameLatin: 'Oleg',
        rating: 2000.5,
      },
      white: {
        id: ids.p2,
        lastName: 'Соколов',
        firstName: 'Олег',
        lastNameLatin: 'Sokolov',
        firstNameLatin: 'Oleg',
        rating: 1900,
      },
      colorsKnown: true,
      handicap: 0,
      komi: 6.5,
      result: 'black',
      hasSgf: true,
    });
    const page = await list('');
    const byId = new Map(page.items.map((g) => [g.id, g]));
    expect(byId.get(ids.g3)).toMatchObject({
      black: { id: ids.p2, rating: 1850 },
      white: { id: ids.p1, rating: 1950 },
      colorsKnown: false,
      result: 'jigo',
    });
    expect(byId.get(ids.g2)).toMatchObject({
      black: { id: ids.p3, rating: null },
      white: { id: ids.p1, rating: 2000.5 },
      handicap: 3,
      komi: null,
      hasSgf: false,
    });
    expect(byId.get(ids.g4)).toMatchObject({
      tournament: null,
      black: { rating: null },
      white: { rating: null },
      date: '2024-06-15',
      result: 'white_forfeit',
    });
  });

  it("lists one player's games with player1 or player2 alone", async () => {
    expect(await idsOf(`?player1=${ids.p1}`)).toEqual([ids.g2, ids.g1, ids.g3]);
    expect(await idsOf(`?player2=${ids.p1}`)).toEqual([ids.g2, ids.g1, ids.g3]);
    expect(await idsOf(`?player1=${ids.p3}`)).toEqual([ids.g4, ids.g2]);
    expect((await list('?player1=999999')).total).toBe(0);
  });

  it('lists the games between two players, whoever took black', async () => {
    expect(await idsOf(`?player1=${ids.p1}&player2=${ids.p2}`)).toEqual([ids.g1, ids.g3]);
    expect(await idsOf(`?player1=${ids.p2}&player2=${ids.p1}`)).toEqual([ids.g1, ids.g3]);
    expect(await idsOf(`?player1=${ids.p1}&player2=${ids.p3}`)).toEqual([ids.g2]);
    expect(await idsOf(`?player1=${ids.p1}&player2=${ids.p1}`)).toEqual([]);
  });

  it('filters by tournament, SGF and an inclusive date range', async () => {
    expect(await idsOf(`?tournament=${ids.spring}`)).toEqual([ids.g2, ids.g1]);
    expect(await idsOf(`?tournament=${ids.autumn}&player1=${ids.p1}`)).toEqual([ids.g3]);
    expect(await idsOf('?has_sgf=true')).toEqual([ids.g1]);
    expect(await idsOf('?has_sgf=false')).toEqual([ids.g4, ids.g2, ids.g3]);
    expect(await idsOf('?min_date=2024-01-01')).toEqual([ids.g4, ids.g2, ids.g1]);
    expect(await idsOf('?max_date=2024-05-01')).toEqual([ids.g2, ids.g1, ids.g3]);
    expect(await idsOf('?min_date=2024-05-01&max_date=2024-05-01')).toEqual([ids.g2, ids.g1]);
    expect((await list('?tournament=999999')).total).toBe(0);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const page = await list('?limit=2&offset=1');
    expect(page.items.map((g) => g.id)).toEqual([ids.g2, ids.g1]);
    expect(page).toMatchObject({ total: 4, limit: 2, offset: 1 });
    const filtered = await list(`?player1=${ids.p1}&limit=1&offset=2`);
    expect(filtered).toMatchObject({ total: 3, limit: 1, offset: 2 });
    expect(filtered.items.map((g) => g.id)).toEqual([ids.g3]);
  });

  it.each([
    ['a player id that is not a number', '?player1=abc'],
    ['a zero player id', '?player1=0'],
    ['a negative player id', '?player2=-1'],
    ['a fractional tournament id', '?tournament=1.5'],
    ['has_sgf that is not a boolean', '?has_sgf=maybe'],
    ['scheduled that is not a boolean', '?scheduled=soon'],
    ['a date that does not exist', '?min_date=2024-02-30'],
    ['a date in another format', '?max_date=2024/05/01'],
    ['min date after max date', '?min_date=2024-05-02&max_date=2024-05-01'],
    ['a limit over the maximum', '?limit=201'],
    ['a zero limit', '?limit=0'],
    ['a negative offset', '?offset=-1'],
    ['an unknown order', '?order=newest'],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await t.http().get(`/api/v1/games${query}`).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });
});
