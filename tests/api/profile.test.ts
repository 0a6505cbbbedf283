import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@sync/contract/common';
import type { GameSummary } from '@sync/contract/games';
import type { PlayerDetail, PlayerOpponent } from '@sync/contract/players';
import {
  makeGame,
  makeLocation,
  makeParticipant,
  makePlayer,
  makeTournament,
} from '@tests/factories/factories';
import { BAD_PARAMETERS, IDS_THAT_NAME_NOTHING, PLAYER_NOT_FOUND } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/profile/{id}', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let games: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const seed = await t.seed((em) => {
      const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
      const me = makePlayer(em, {
        lastName: 'Иванов',
        lastNameLatin: 'Ivanov',
        location: russia,
        rgfRating: 2250,
        rgfDeviation: 80,
      });
      const opponent = (lastName: string, lastNameLatin: string) =>
        makePlayer(em, { lastName, lastNameLatin, firstName: 'Пётр', firstNameLatin: 'Petr' });
      const oa = opponent('Антонов', 'Antonov');
      const ob = opponent('Белов', 'Belov');
      const oc = opponent('Волков', 'Volkov');
      const od = opponent('Голубев', 'Golubev');
      const newcomer = makePlayer(em);
      const t1 = makeTournament(em, { startDate: '2022-03-01', endDate: '2022-03-02' });
      const t2 = makeTournament(em, { startDate: '2023-03-01', endDate: '2023-03-02' });
      const t3 = makeTournament(em, { startDate: '2024-03-01', endDate: '2024-03-02' });
      makeParticipant(em, t1, me, { place: 3 });
      makeParticipant(em, t2, me, { place: 1 });
      makeParticipant(em, t3, me, { place: null });
      const game = (
        black: typeof me,
        white: typeof me,
        date: string,
        overrides: Parameters<typeof makeGame>[4] = {},
      ) => makeGame(em, null, black, white, { date, ...overrides });
      const played = {
        aWinBlack: game(me, oa, '2023-03-01', { result: 'black' }),
        aLossWhite: game(oa, me, '2024-01-10', { result: 'black' }),
        aJigo: game(oa, me, '2024-02-10', { result: 'jigo', colorsKnown: false }),
        bWinGiving: game(ob, me, '2024-03-01', { result: 'white', handicap: 2, round: 2 }),
        bLossReceiving: game(me, ob, '2024-03-01', { result: 'white', handicap: 3, round: 1 }),
        cUnplayed: game(me, oc, '2024-12-01', { result: 'unplayed' }),
        cForfeitWin: game(me, oc, '2022-03-01', { result: 'black_forfeit' }),
        dBothLose: game(od, me, '2024-06-01', { result: 'both_lose' }),
        others: game(oa, ob, '2024-07-01'),
      };
      return { entities: { russia, me, oa, ob, oc, od, newcomer }, played };
    });
    ids = Object.fromEntries(Object.entries(seed.entities).map(([key, e]) => [key, e.id]));
    games = Object.fromEntries(Object.entries(seed.played).map(([key, g]) => [key, g.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(path: string) =>
    (await t.http().get(`/api/v1/profile/${path}`).expect(200)).body as T;

  it('answers the summary with tournaments, games, wins, losses and best place', async () => {
    const body = await get<PlayerDetail>(String(ids.me));
    expect(body).toMatchObject({
      id: ids.me,
      lastName: 'Иванов',
      lastNameLatin: 'Ivanov',
      rating: 2250,
      deviation: 80,
      rankLabel: '2d',
      country: { id: ids.russia, code: 'RU' },
      tournaments: 3,
      games: 7,
      wins: 3,
      losses: 3,
      bestPlace: 1,
    });
  });

  it('answers zeros for a player without tournaments or games', async () => {
    const body = await get<PlayerDetail>(String(ids.newcomer));
    expect(body).toMatchObject({
      id: ids.newcomer,
      rating: null,
      rankLabel: null,
      tournaments: 0,
      games: 0,
      wins: 0,
      losses: 0,
      bestPlace: null,
    });
  });

  it("pages the player's games, newest first by date and round", async () => {
    const page = await get<Page<GameSummary>>(`${ids.me}/games`);
    expect(page.items.map((g) => g.id)).toEqual([
      games.cUnplayed,
      games.dBothLose,
      games.bWinGiving,
      games.bLossReceiving,
      games.aJigo,
      games.aLossWhite,
      games.aWinBlack,
      games.cForfeitWin,
    ]);
    expect(page).toMatchObject({ total: 8, limit: 50, offset: 0 });
    expect(page.items[2]).toMatchObject({
      tournament: null,
      round: 2,
      date: '2024-03-01',
      black: { id: ids.ob, lastName: 'Белов', rating: null },
      white: { id: ids.me, lastName: 'Иванов', rating: null },
      handicap: 2,
      result: 'white',
    });
    const second = await get<Page<GameSummary>>(`${ids.me}/games?limit=3&offset=2&order=asc`);
    expect(second.items.map((g) => g.id)).toEqual([
      games.aLossWhite,
      games.aJigo,
      games.bLossReceiving,
    ]);
    expect(second).toMatchObject({ total: 8, limit: 3, offset: 2 });
    expect(await get(`${ids.newcomer}/games`)).toEqual({
      items: [],
      total: 0,
      limit: 50,
      offset: 0,
    });
  });

  it.each([
    ['a limit over 200', '?limit=201'],
    ['a zero limit', '?limit=0'],
    ['a negative offset', '?offset=-1'],
    ['an unknown order', '?order=up'],
  ])("answers 400 for the games' %s", async (_name, query) => {
    const response = await t.http().get(`/api/v1/profile/${ids.me}/games${query}`).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });

  it('counts games, wins, losses and draws per opponent, most games first', async () => {
    const body = await get<PlayerOpponent[]>(`${ids.me}/opponents`);
    const who = (id: number, lastName: string, lastNameLatin: string) => ({
      id,
      lastName,
      firstName: 'Пётр',
      lastNameLatin,
      firstNameLatin: 'Petr',
    });
    expect(body).toEqual([
      { opponent: who(ids.oa, 'Антонов', 'Antonov'), games: 3, wins: 1, losses: 1, draws: 1 },
      { opponent: who(ids.ob, 'Белов', 'Belov'), games: 2, wins: 1, losses: 1, draws: 0 },
      { opponent: who(ids.oc, 'Волков', 'Volkov'), games: 1, wins: 1, losses: 0, draws: 0 },
      { opponent: who(ids.od, 'Голубев', 'Golubev'), games: 1, wins: 0, losses: 1, draws: 0 },
    ]);
    expect(await get(`${ids.newcomer}/opponents`)).toEqual([]);
  });

  it('splits the record by colour, handicap and year', async () => {
    expect(await get(`${ids.me}/statistics`)).toEqual({
      playerId: ids.me,
      total: { games: 7, wins: 3, losses: 3, draws: 1 },
      byColor: {
        black: { games: 3, wins: 2, losses: 1, draws: 0 },
        white: { games: 3, wins: 1, losses: 2, draws: 0 },
        unknown: { games: 1, wins: 0, losses: 0, draws: 1 },
      },
      byHandicap: [
        { handicap: 0, received: false, games: 5, wins: 2, losses: 2, draws: 1 },
        { handicap: 2, received: false, games: 1, wins: 1, losses: 0, draws: 0 },
        { handicap: 3, received: true, games: 1, wins: 0, losses: 1, draws: 0 },
      ],
      byYear: [
        { year: 2022, games: 1, wins: 1, losses: 0, draws: 0 },
        { year: 2023, games: 1, wins: 1, losses: 0, draws: 0 },
        { year: 2024, games: 5, wins: 1, losses: 3, draws: 1 },
      ],
    });
  });

  it('answers empty statistics for a player without games', async () => {
    const none = { games: 0, wins: 0, losses: 0, draws: 0 };
    expect(await get(`${ids.newcomer}/statistics`)).toEqual({
      playerId: ids.newcomer,
      total: none,
      byColor: { black: none, white: none, unknown: none },
      byHandicap: [],
      byYear: [],
    });
  });

  it.each(IDS_THAT_NAME_NOTHING)('answers 404 on every profile path for the id %s', async (id) => {
    for (const path of ['', '/games', '/opponents', '/statistics']) {
      const response = await t.http().get(`/api/v1/profile/${id}${path}`).expect(404);
      expect(response.body).toEqual(PLAYER_NOT_FOUND);
    }
  });
});
