import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tournament } from '@api/tournaments/tournament.entity';
import type { TournamentsStatistics } from '@sync/contract/statistics';
import {
  makeGame,
  makeLocation,
  makeParticipant,
  makePlayer,
  makeTournament,
} from '@tests/factories/factories';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

const EMPTY: TournamentsStatistics = {
  tournaments: 0,
  games: 0,
  byYear: [],
  gamesByBoardSize: [],
  gamesByTeamSize: [],
  gamesByHandicap: [],
};

/**
 * | tournament | start      | place  | kind                    | board | team | games (handicap)  |
 * |------------|------------|--------|-------------------------|-------|------|-------------------|
 * | ta         | 2022-03-01 | Moscow | rgf                     | 19    | 1    | 0, 0, 2           |
 * | tb         | 2022-07-01 | Minsk  | glicko2, online         | 13    | 1    | 0, 1              |
 * | tc         | 2023-05-01 | Moscow | rgf, unranked           | 19    | 4    | 0                 |
 * | td         | 2023-06-01 | none   | rgf                     | 9     | 1    | none              |
 * | te         | 2023-08-01 | Moscow | hidden                  | 19    | 1    | 0 x 5 (not seen)  |
 * | tf         | 2024-02-01 | Minsk  | rgf, scheduled          | 19    | 1    | none              |
 *
 * Ratings at the start: ta a 1500, b 1800, c 2000, d 2200 (games a-b, c-d, b-c with 2 stones);
 * tb e 1700, f 1900 (two games); tc a 1550, c unknown (one game).
 */
describe('GET /api/v1/tournaments/statistics', () => {
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
      const belarus = makeLocation(em, { name: 'Беларусь', nameLatin: 'Belarus', code: 'BY' });
      const minsk = makeLocation(em, {
        kind: 'city',
        parent: belarus,
        name: 'Минск',
        nameLatin: 'Minsk',
      });
      const [a, b, c, d, e, f] = Array.from({ length: 6 }, () => makePlayer(em));
      const tournament = (startDate: string, overrides: Partial<Tournament>) =>
        makeTournament(em, { startDate, endDate: startDate, ...overrides });

      const ta = tournament('2022-03-01', { location: moscow });
      makeParticipant(em, ta, a, { ratingBefore: 1500 });
      makeParticipant(em, ta, b, { ratingBefore: 1800 });
      makeParticipant(em, ta, c, { ratingBefore: 2000 });
      makeParticipant(em, ta, d, { ratingBefore: 2200 });
      makeGame(em, ta, a, b);
      makeGame(em, ta, c, d);
      makeGame(em, ta, b, c, { round: 2, handicap: 2 });
      // Pairings not played yet are no games: none of the answers below counts them.
      makeGame(em, ta, a, d, { round: 3, result: 'unplayed' });
      makeGame(em, ta, b, c, { round: 3, result: 'unplayed', handicap: 2 });

      const tb = tournament('2022-07-01', {
        location: minsk,
        online: true,
        federation: 'glicko2',
        boardSize: 13,
      });
      makeParticipant(em, tb, e, { ratingBefore: 1700 });
      makeParticipant(em, tb, f, { ratingBefore: 1900 });
      makeGame(em, tb, e, f);
      makeGame(em, tb, f, e, { round: 2, handicap: 1 });

      const tc = tournament('2023-05-01', { location: moscow, ranked: false, teamSize: 4 });
      makeParticipant(em, tc, a, { ratingBefore: 1550 });
      makeParticipant(em, tc, c);
      makeGame(em, tc, a, c);

      const td = tournament('2023-06-01', { boardSize: 9 });
      const te = tournament('2023-08-01', { location: moscow, visible: false });
      for (let round = 1; round <= 5; round++) makeGame(em, te, a, b, { round });
      const tf = tournament('2024-02-01', { location: minsk, status: 'scheduled' });
      return { russia, moscowRegion, moscow, belarus, minsk, ta, tb, tc, td, te, tf };
    });
    ids = Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, entity.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  const statistics = async (query = '') => {
    const response = await t.http().get(`/api/v1/tournaments/statistics${query}`).expect(200);
    return response.body as TournamentsStatistics;
  };
  const totals = async (query: string) => {
    const { tournaments, games } = await statistics(query);
    return { tournaments, games };
  };

  it('answers every breakdown of the visible tournaments and their played games', async () => {
    expect(await statistics()).toEqual({
      tournaments: 5,
      games: 6,
      byYear: [
        { year: 2022, tournaments: 2, games: 5 },
        { year: 2023, tournaments: 2, games: 1 },
        { year: 2024, tournaments: 1, games: 0 },
      ],
      gamesByBoardSize: [
        { boardSize: 13, games: 2 },
        { boardSize: 19, games: 4 },
      ],
      gamesByTeamSize: [
        { teamSize: 1, games: 5 },
        { teamSize: 4, games: 1 },
      ],
      gamesByHandicap: [
        { handicap: 0, games: 4 },
        { handicap: 1, games: 1 },
        { handicap: 2, games: 1 },
      ],
    });
  });

  it('keeps tournaments that start within the years', async () => {
    expect(await statistics('?min_year=2023')).toEqual({
      tournaments: 3,
      games: 1,
      byYear: [
        { year: 2023, tournaments: 2, games: 1 },
        { year: 2024, tournaments: 1, games: 0 },
      ],
      gamesByBoardSize: [{ boardSize: 19, games: 1 }],
      gamesByTeamSize: [{ teamSize: 4, games: 1 }],
      gamesByHandicap: [{ handicap: 0, games: 1 }],
    });
    expect(await totals('?max_year=2022')).toEqual({ tournaments: 2, games: 5 });
    expect(await totals('?min_year=2023&max_year=2023')).toEqual({ tournaments: 2, games: 1 });
    expect(await statistics('?min_year=2030')).toEqual(EMPTY);
  });

  it('keeps tournaments held in the locations and everything below them', async () => {
    expect(await totals(`?loc=${ids.russia}`)).toEqual({ tournaments: 2, games: 4 });
    expect(await totals(`?loc=${ids.moscowRegion}`)).toEqual({ tournaments: 2, games: 4 });
    const minsk = await statistics(`?loc=${ids.minsk}`);
    expect(minsk.byYear).toEqual([
      { year: 2022, tournaments: 1, games: 2 },
      { year: 2024, tournaments: 1, games: 0 },
    ]);
    expect(await totals(`?loc=${ids.minsk}&loc=${ids.moscow}`)).toEqual({
      tournaments: 4,
      games: 6,
    });
    expect(await statistics('?loc=999999')).toEqual(EMPTY);
  });

  it('keeps online or offline, ranked or unranked tournaments', async () => {
    expect(await statistics('?online=true')).toEqual({
      tournaments: 1,
      games: 2,
      byYear: [{ year: 2022, tournaments: 1, games: 2 }],
      gamesByBoardSize: [{ boardSize: 13, games: 2 }],
      gamesByTeamSize: [{ teamSize: 1, games: 2 }],
      gamesByHandicap: [
        { handicap: 0, games: 1 },
        { handicap: 1, games: 1 },
      ],
    });
    expect(await totals('?online=false')).toEqual({ tournaments: 4, games: 4 });
    expect(await totals('?ranked=false')).toEqual({ tournaments: 1, games: 1 });
    expect(await totals('?ranked=true&online=false')).toEqual({ tournaments: 3, games: 3 });
  });

  it("keeps games whose both players' ratings at the start lie in the range", async () => {
    expect(await statistics('?min_rating=1700&max_rating=2100')).toEqual({
      tournaments: 1,
      games: 1,
      byYear: [{ year: 2022, tournaments: 1, games: 1 }],
      gamesByBoardSize: [{ boardSize: 19, games: 1 }],
      gamesByTeamSize: [{ teamSize: 1, games: 1 }],
      gamesByHandicap: [{ handicap: 2, games: 1 }],
    });
    // A rating without a bound on the other side; tc's game has a player without a rating.
    expect(await totals('?min_rating=1500')).toEqual({ tournaments: 1, games: 3 });
    expect(await totals('?max_rating=1800')).toEqual({ tournaments: 1, games: 1 });
    expect(await totals('?min_rating=2300')).toEqual({ tournaments: 0, games: 0 });
  });

  it('compares ratings of the chosen federation only', async () => {
    expect(await statistics('?federation=glicko2&min_rating=1700&max_rating=1900')).toEqual({
      tournaments: 1,
      games: 2,
      byYear: [{ year: 2022, tournaments: 1, games: 2 }],
      gamesByBoardSize: [{ boardSize: 13, games: 2 }],
      gamesByTeamSize: [{ teamSize: 1, games: 2 }],
      gamesByHandicap: [
        { handicap: 0, games: 1 },
        { handicap: 1, games: 1 },
      ],
    });
    expect(await statistics('?federation=egf&min_rating=0')).toEqual(EMPTY);
    // Without a rating range the federation changes nothing.
    expect(await totals('?federation=egf')).toEqual({ tournaments: 5, games: 6 });
  });

  it('combines every filter', async () => {
    expect(
      await totals(
        `?min_year=2022&max_year=2022&loc=${ids.russia}&online=false&ranked=true&min_rating=1500&max_rating=2000`,
      ),
    ).toEqual({ tournaments: 1, games: 2 });
  });

  it('answers from memory until the data revision moves', async () => {
    const before = await statistics('?max_year=2022');
    // Games are not replicated: inserting one does not move the revision...
    await t.db.orm.em
      .getConnection()
      .execute(
        `insert into game (tournament_id, round, black_id, white_id, colors_known, handicap, result, date, sort_key, has_sgf) ` +
          `select tournament_id, 9, black_id, white_id, colors_known, 7, result, date, sort_key, has_sgf from game where tournament_id = ${ids.ta} limit 1`,
      );
    expect(await statistics('?max_year=2022')).toEqual(before);
    // ...a replicated write does, and the next answer counts the new game.
    await t.seed(async (em) => {
      const tournament = await em.findOneOrFail(Tournament, ids.ta);
      tournament.gameCount += 1;
    });
    const after = await statistics('?max_year=2022');
    expect(after.games).toBe(6);
    expect(after.gamesByHandicap).toContainEqual({ handicap: 7, games: 1 });
  });

  it('is described in the OpenAPI document with its parameters', async () => {
    const response = await t.http().get('/api/docs/json').expect(200);
    const document = response.body as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>;
    };
    const parameters = document.paths['/api/v1/tournaments/statistics'].get?.parameters?.map(
      (p) => p.name,
    );
    expect(parameters?.sort()).toEqual([
      'board_size',
      'category',
      'federation',
      'handicap',
      'loc',
      'location',
      'max_avg_rating',
      'max_rating',
      'max_strength',
      'max_year',
      'min_avg_rating',
      'min_rating',
      'min_strength',
      'min_year',
      'online',
      'ranked',
      'team_size',
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
    const response = await t.http().get(`/api/v1/tournaments/statistics?${query}`).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });
});
