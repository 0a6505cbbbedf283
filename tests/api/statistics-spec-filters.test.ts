import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayersStatistics, TournamentsStatistics } from '@sync/contract/statistics';
import {
  makeGame,
  makeLocation,
  makeParticipant,
  makePlayer,
  makeTournament,
} from '@tests/factories/factories';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

const YEAR = new Date().getFullYear();

/**
 * | tournament | start     | place  | board | team | class | players (rank, rating before)   | games (handicap) |
 * |------------|-----------|--------|-------|------|-------|---------------------------------|------------------|
 * | t1         | YEAR - 2  | Moscow | 19    | 1    | A     | kid 3d 2300, adult1 1k 2000     | 0, 2             |
 * | t2         | YEAR - 12 | Minsk  | 13    | 2    | C     | adult 10k 1400, veteran 5k 1600 | 0                |
 *
 * Players: kid born YEAR - 10 in Moscow, adult born YEAR - 30, veteran born YEAR - 60, adult1
 * and a newcomer (never played) without a birth year.
 */
describe('statistics with the spec’s filter names', () => {
  let t: TestApp;
  let moscow: number;

  beforeAll(async () => {
    t = await createTestApp();
    moscow = await t
      .seed((em) => {
        const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
        const city = makeLocation(em, { kind: 'city', parent: russia, name: 'Москва' });
        const belarus = makeLocation(em, { name: 'Беларусь', nameLatin: 'Belarus', code: 'BY' });
        const minsk = makeLocation(em, { kind: 'city', parent: belarus, name: 'Минск' });
        const kid = makePlayer(em, { birthYear: YEAR - 10, location: city });
        const adult = makePlayer(em, { birthYear: YEAR - 30 });
        const veteran = makePlayer(em, { birthYear: YEAR - 60 });
        const adult1 = makePlayer(em);
        makePlayer(em);
        const date = (year: number) => `${year}-03-01`;
        const t1 = makeTournament(em, {
          startDate: date(YEAR - 2),
          endDate: date(YEAR - 2),
          location: city,
          tournamentClass: 'A',
        });
        makeParticipant(em, t1, kid, { rank: '3d', ratingBefore: 2300 });
        makeParticipant(em, t1, adult1, { rank: '1k', ratingBefore: 2000 });
        makeGame(em, t1, kid, adult1);
        makeGame(em, t1, adult1, kid, { round: 2, handicap: 2 });
        const t2 = makeTournament(em, {
          startDate: date(YEAR - 12),
          endDate: date(YEAR - 12),
          location: minsk,
          boardSize: 13,
          teamSize: 2,
          tournamentClass: 'C',
        });
        makeParticipant(em, t2, adult, { rank: '10k', ratingBefore: 1400 });
        makeParticipant(em, t2, veteran, { rank: '5k', ratingBefore: 1600 });
        makeGame(em, t2, adult, veteran);
        return city;
      })
      .then((city) => city.id);
  });

  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/v1/tournaments/statistics', () => {
    const totals = async (query: string) => {
      const response = await t.http().get(`/api/v1/tournaments/statistics?${query}`);
      expect([query, response.status]).toEqual([query, 200]);
      const { tournaments, games } = response.body as TournamentsStatistics;
      return [tournaments, games];
    };

    it.each([
      ['', [2, 3]],
      ['min_avg_rating=2000', [1, 2]],
      ['max_avg_rating=2000', [1, 1]],
      ['min_avg_rating=1500&max_avg_rating=1500', [1, 1]],
      ['min_avg_rating=2150.5', [0, 0]],
      ['min_strength=1d', [1, 2]],
      ['max_strength=1k', [1, 1]],
      ['min_strength=6k&max_strength=4k', [1, 1]],
      ['min_strength=4d', [0, 0]],
      ['handicap=2', [1, 1]],
      ['handicap=0', [2, 2]],
      ['handicap=0&handicap=2', [2, 3]],
      ['handicap=5', [0, 0]],
      ['category=a', [1, 2]],
      ['category=C', [1, 1]],
      ['category=B', [0, 0]],
      ['board_size=19', [1, 2]],
      ['board_size=13', [1, 1]],
      ['board_size=9', [0, 0]],
      ['team_size=2', [1, 1]],
      ['team_size=1&team_size=2', [2, 3]],
      ['team_size=4', [0, 0]],
    ])('?%s counts [tournaments, games] %j', async (query, expected) => {
      expect(await totals(query)).toEqual(expected);
    });

    it('takes location (and loc, the PWA’s name) as location ids', async () => {
      expect(await totals(`location=${moscow}`)).toEqual([1, 2]);
      expect(await totals(`loc=${moscow}`)).toEqual([1, 2]);
    });

    it('keeps only the asked handicap within a rating range', async () => {
      expect(await totals('min_rating=1000&handicap=2')).toEqual([1, 1]);
    });

    it('ignores the players’ parameters and unknown ones', async () => {
      expect(await totals('min_exp=x&age_group=x&colour=x')).toEqual([2, 3]);
    });

    it.each([
      'min_avg_rating=x',
      'min_avg_rating=1e3',
      'max_avg_rating=3001',
      'min_avg_rating=2000&max_avg_rating=1000',
      'min_strength=x',
      'min_strength=',
      'max_strength=11d',
      'min_strength=1d&max_strength=1k',
      'handicap=x',
      'handicap=',
      'handicap=10',
      'handicap=-1',
      'handicap=1.0',
      'category=E',
      'category=',
      'board_size=x',
      'board_size=15',
      'board_size=',
      'team_size=0',
      'team_size=x',
      'location=x',
      'location=',
      'location=0x1',
    ])('answers 400 for %s', async (query) => {
      const response = await t.http().get(`/api/v1/tournaments/statistics?${query}`);
      expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
    });
  });

  describe('GET /api/v1/players/statistics', () => {
    const players = async (query: string) => {
      const response = await t.http().get(`/api/v1/players/statistics?${query}`);
      expect([query, response.status]).toEqual([query, 200]);
      return (response.body as PlayersStatistics).players;
    };

    it.each([
      ['', 5],
      ['min_exp=5', 2],
      ['max_exp=5', 2],
      ['min_exp=2&max_exp=2', 2],
      ['min_exp=13', 0],
      ['age_group=9-11', 1],
      ['age_group=20-49', 1],
      ['age_group=9-11&age_group=50%2B', 2],
      ['age_group=under9', 0],
    ] as const)('?%s counts %i players', async (query, expected) => {
      expect(await players(query)).toBe(expected);
    });

    it('takes location (and loc) as location ids', async () => {
      expect(await players(`location=${moscow}`)).toBe(1);
      expect(await players(`loc=${moscow}`)).toBe(1);
    });

    it('ignores the tournaments’ parameters and unknown ones', async () => {
      expect(await players('board_size=x&handicap=x&colour=x')).toBe(5);
    });

    it.each([
      'min_exp=x',
      'min_exp=-1',
      'min_exp=201',
      'min_exp=1e1',
      'min_exp=',
      'min_exp=5&max_exp=2',
      'max_exp=2.5',
      'age_group=10-12',
      'age_group=',
      'location=abc',
    ])('answers 400 for %s', async (query) => {
      const response = await t.http().get(`/api/v1/players/statistics?${query}`);
      expect([response.status, response.body]).toEqual([400, BAD_PARAMETERS]);
    });
  });
});
