import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerTournament, RatingHistory } from '@sync/contract/players';
import {
  makeGame,
  makeLocation,
  makeParticipant,
  makePlayer,
  makeRatingEntry,
  makeTournament,
} from '@tests/factories/factories';
import { BAD_PARAMETERS, IDS_THAT_NAME_NOTHING, PLAYER_NOT_FOUND } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/v1/players/{id}, its rating history and tournaments', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const entities = await t.seed((em) => {
      const russia = makeLocation(em, { name: 'Россия', nameLatin: 'Russia', code: 'RU' });
      const region = makeLocation(em, {
        kind: 'region',
        parent: russia,
        name: 'Татарстан',
        nameLatin: 'Tatarstan',
      });
      const kazan = makeLocation(em, {
        kind: 'city',
        parent: region,
        name: 'Казань',
        nameLatin: 'Kazan',
      });
      const armenia = makeLocation(em, { name: 'Армения', nameLatin: 'Armenia', code: 'AM' });
      const petrov = makePlayer(em, {
        lastName: 'Петров',
        firstName: 'Пётр',
        lastNameLatin: 'Petrov',
        firstNameLatin: 'Petr',
        nickname: 'petya',
        location: kazan,
        birthYear: 1990,
        rank: '2d',
        egdPin: 12345678,
        startDate: '2005-09-01',
        lastUpdate: '2024-05-02',
        lastTournamentId: 7,
        lastTournamentDate: '2024-05-02',
        rgfRating: 2230.5,
        rgfDeviation: 85.25,
        egfRating: 2075,
        glickoRating: 2150,
        glickoDeviation: 60,
        glickoVolatility: 0.06,
      });
      const sidorov = makePlayer(em, { location: region });
      const armen = makePlayer(em, { location: armenia });
      const nowhere = makePlayer(em, { location: null });
      const spring = makeTournament(em, {
        title: 'Весна',
        startDate: '2024-04-01',
        endDate: '2024-04-02',
      });
      const autumn = makeTournament(em, {
        title: 'Осень',
        startDate: '2023-10-01',
        endDate: '2023-10-03',
      });
      const summer = makeTournament(em, {
        title: 'Лето',
        titleLatin: 'Summer',
        federation: 'egf',
        startDate: '2024-06-29',
        endDate: '2024-07-01',
      });
      makeParticipant(em, spring, petrov, {
        place: 2,
        wins: 2.5,
        rank: '2d',
        ratingBefore: 2200,
        ratingAfter: 2230.5,
        deviationBefore: 90,
        deviationAfter: 85.25,
      });
      makeParticipant(em, autumn, petrov, { place: 5, wins: 1 });
      makeParticipant(em, summer, petrov);
      makeParticipant(em, spring, sidorov);
      makeGame(em, spring, petrov, sidorov, { round: 1 });
      makeGame(em, spring, sidorov, petrov, { round: 2, result: 'white_forfeit' });
      makeGame(em, spring, armen, petrov, { round: 3, result: 'jigo' });
      makeGame(em, spring, petrov, sidorov, { round: 4, result: 'unplayed' });
      makeGame(em, spring, sidorov, armen, { round: 4 });
      makeGame(em, autumn, petrov, armen, { round: 1 });
      makeRatingEntry(em, petrov, {
        date: '2024-04-02',
        tournament: spring,
        rating: 2230.5,
        deviation: 85.25,
      });
      makeRatingEntry(em, petrov, {
        date: '2023-01-01',
        source: 'list',
        rating: 2150,
        deviation: null,
      });
      makeRatingEntry(em, petrov, {
        date: '2023-10-03',
        tournament: autumn,
        rating: 2200,
        deviation: 90,
      });
      makeRatingEntry(em, petrov, {
        federation: 'egf',
        date: '2024-07-01',
        tournament: summer,
        rating: 2075,
      });
      makeRatingEntry(em, petrov, {
        federation: 'aga',
        date: '2024-01-15',
        source: 'list',
        rating: 3.5,
      });
      makeRatingEntry(em, sidorov, { date: '2024-04-02', tournament: spring, rating: 1500 });
      return {
        russia,
        region,
        kazan,
        armenia,
        petrov,
        sidorov,
        armen,
        nowhere,
        spring,
        autumn,
        summer,
      };
    });
    ids = Object.fromEntries(Object.entries(entities).map(([key, entity]) => [key, entity.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the full summary of a player in the default federation', async () => {
    const response = await t.http().get(`/api/v1/players/${ids.petrov}`).expect(200);
    expect(response.body).toEqual({
      id: ids.petrov,
      lastName: 'Петров',
      firstName: 'Пётр',
      lastNameLatin: 'Petrov',
      firstNameLatin: 'Petr',
      lastNameZh: null,
      firstNameZh: null,
      nickname: 'petya',
      rank: '2d',
      rating: 2230.5,
      deviation: 85.25,
      rankLabel: '2d',
      ratings: {
        rgf: { rating: 2230.5, deviation: 85.25, volatility: null },
        egf: { rating: 2075, deviation: null, volatility: null },
        glicko2: { rating: 2150, deviation: 60, volatility: 0.06 },
      },
      location: { id: ids.kazan, name: 'Казань', nameLatin: 'Kazan' },
      city: { id: ids.kazan, name: 'Казань', nameLatin: 'Kazan' },
      country: { id: ids.russia, name: 'Россия', nameLatin: 'Russia', code: 'RU' },
      birthYear: 1990,
      egdPin: 12345678,
      startDate: '2005-09-01',
      lastUpdate: '2024-05-02',
      lastTournamentId: 7,
      lastTournamentDate: '2024-05-02',
    });
  });

  it('answers the rating of the federation asked for', async () => {
    const egf = await t.http().get(`/api/v1/players/${ids.petrov}?federation=egf`).expect(200);
    expect(egf.body).toMatchObject({ rating: 2075, deviation: null, rankLabel: '1k' });
    const glicko = await t
      .http()
      .get(`/api/v1/players/${ids.petrov}?federation=glicko2`)
      .expect(200);
    expect(glicko.body).toMatchObject({ rating: 2150, deviation: 60, rankLabel: '1d' });
    const unrated = await t.http().get(`/api/v1/players/${ids.armen}`).expect(200);
    expect(unrated.body).toMatchObject({
      rating: null,
      deviation: null,
      rankLabel: null,
      ratings: { rgf: null, egf: null, glicko2: null },
      city: null,
      country: { id: ids.armenia, code: 'AM' },
    });
    const region = await t.http().get(`/api/v1/players/${ids.sidorov}`).expect(200);
    expect(region.body).toMatchObject({
      location: { id: ids.region, name: 'Татарстан' },
      city: null,
      country: { id: ids.russia },
    });
  });

  it('answers the rating history ordered by date, rgf by default', async () => {
    const response = await t.http().get(`/api/v1/players/${ids.petrov}/rating`).expect(200);
    expect(response.body).toEqual({
      playerId: ids.petrov,
      federation: 'rgf',
      points: [
        {
          date: '2023-01-01',
          rating: 2150,
          deviation: null,
          volatility: null,
          tournamentId: null,
          tournamentTitle: null,
          source: 'list',
        },
        {
          date: '2023-10-03',
          rating: 2200,
          deviation: 90,
          volatility: null,
          tournamentId: ids.autumn,
          tournamentTitle: 'Осень',
          source: 'tournament',
        },
        {
          date: '2024-04-02',
          rating: 2230.5,
          deviation: 85.25,
          volatility: null,
          tournamentId: ids.spring,
          tournamentTitle: 'Весна',
          source: 'tournament',
        },
      ],
    });
  });

  it('answers the history of another federation, aga included', async () => {
    const history = async (federation: string) =>
      (
        await t
          .http()
          .get(`/api/v1/players/${ids.petrov}/rating?federation=${federation}`)
          .expect(200)
      ).body as RatingHistory;
    expect((await history('egf')).points).toMatchObject([
      { date: '2024-07-01', rating: 2075, tournamentId: ids.summer, tournamentTitle: 'Лето' },
    ]);
    expect(await history('aga')).toMatchObject({
      federation: 'aga',
      points: [{ date: '2024-01-15', rating: 3.5, source: 'list', tournamentId: null }],
    });
    expect(await history('glicko2')).toEqual({
      playerId: ids.petrov,
      federation: 'glicko2',
      points: [],
    });
  });

  it('answers the tournaments of a player, newest first, with games counted', async () => {
    const response = await t.http().get(`/api/v1/players/${ids.petrov}/tournaments`).expect(200);
    const body = response.body as PlayerTournament[];
    expect(body.map((row) => [row.tournamentId, row.games])).toEqual([
      [ids.summer, 0],
      [ids.spring, 3],
      [ids.autumn, 1],
    ]);
    expect(body[1]).toEqual({
      tournamentId: ids.spring,
      title: 'Весна',
      titleLatin: 'Весна',
      startDate: '2024-04-01',
      endDate: '2024-04-02',
      federation: 'rgf',
      place: 2,
      wins: 2.5,
      games: 3,
      rank: '2d',
      ratingBefore: 2200,
      ratingAfter: 2230.5,
      deviationBefore: 90,
      deviationAfter: 85.25,
    });
    expect(body[0]).toMatchObject({ federation: 'egf', titleLatin: 'Summer', place: null });
    const none = await t.http().get(`/api/v1/players/${ids.nowhere}/tournaments`).expect(200);
    expect(none.body).toEqual([]);
  });

  it.each(['?federation=fifa', '?federation=', '?federation=RGF'])(
    'answers 400 for the rating history with %s',
    async (query) => {
      const response = await t
        .http()
        .get(`/api/v1/players/${ids.petrov}/rating${query}`)
        .expect(400);
      expect(response.body).toEqual(BAD_PARAMETERS);
    },
  );

  it('answers 400 for a player in an unknown federation', async () => {
    const response = await t.http().get(`/api/v1/players/${ids.petrov}?federation=aga`).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });

  it.each(IDS_THAT_NAME_NOTHING)('answers 404 for the player id %s', async (id) => {
    for (const path of ['', '/rating', '/rating?federation=aga', '/tournaments']) {
      const response = await t.http().get(`/api/v1/players/${id}${path}`).expect(404);
      expect(response.body).toEqual(PLAYER_NOT_FOUND);
    }
  });
});
