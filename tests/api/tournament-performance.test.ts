import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentPerformance } from '@sync/contract/tournaments';
import {
  IDS_THAT_NAME_NOTHING,
  PLAYER_NOT_FOUND,
  TOURNAMENT_NOT_FOUND,
} from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';
import { seededIds, seedTournaments } from './support/tournament-seed';

/** rgf expected scores from RATINGS.md: B_j, D_j and the 1000 spread below 2100. */
const RGF_2100_VS_2200 = 0.397151;
const RGF_2100_VS_1500 = 0.924789;
const RGF_1800_VS_2200_GIVING_2 = 0.018352;
/** egf Se of 2000 against 2100: 1 / (1 + exp(beta(2100) - beta(2000))). */
const EGF_2000_VS_2100 = 0.363478;

describe('GET /api/v1/tournaments/{tid}/statistics and /performance/{pid}', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    ({ ids } = seededIds(await t.seed(seedTournaments)));
  });
  afterAll(async () => {
    await t.close();
  });

  const performance = async (tid: number, pid: number) => {
    const response = await t.http().get(`/api/v1/tournaments/${tid}/performance/${pid}`);
    expect(response.status).toBe(200);
    return response.body as TournamentPerformance;
  };

  it('counts results, forfeits, unplayed and handicap games, by round and by rank', async () => {
    const response = await t.http().get(`/api/v1/tournaments/${ids.final}/statistics`).expect(200);
    expect(response.body).toEqual({
      tournamentId: ids.final,
      players: 4,
      games: 6,
      blackWins: 2,
      whiteWins: 2,
      jigo: 1,
      forfeits: 3,
      unplayed: 1,
      handicapGames: 1,
      byRound: [
        { round: 1, games: 2, blackWins: 1, whiteWins: 1 },
        { round: 2, games: 2, blackWins: 0, whiteWins: 1 },
        { round: 3, games: 1, blackWins: 1, whiteWins: 0 },
        { round: 4, games: 1, blackWins: 0, whiteWins: 0 },
      ],
      byRank: [
        { rank: '2d', players: 1 },
        { rank: '1d', players: 1 },
        { rank: '3k', players: 2 },
      ],
      averageRatingBefore: 1900,
    });
  });

  it('answers zero counts for a tournament without players or games', async () => {
    const response = await t.http().get(`/api/v1/tournaments/${ids.empty}/statistics`).expect(200);
    expect(response.body).toEqual({
      tournamentId: ids.empty,
      players: 0,
      games: 0,
      blackWins: 0,
      whiteWins: 0,
      jigo: 0,
      forfeits: 0,
      unplayed: 0,
      handicapGames: 0,
      byRound: [],
      byRank: [],
      averageRatingBefore: null,
    });
  });

  it('rates played games with the rgf expected score and leaves forfeits out', async () => {
    const body = await performance(ids.final, ids.a);
    expect(body).toMatchObject({
      tournamentId: ids.final,
      playerId: ids.a,
      federation: 'rgf',
      ratingBefore: 2100,
      ratingAfter: 2150,
      change: 50,
      score: 2,
    });
    expect(body.expectedScore).toBeCloseTo(RGF_2100_VS_2200 + RGF_2100_VS_1500, 5);
    expect(body.games.map((g) => [g.round, g.opponent.id, g.color, g.result, g.outcome])).toEqual([
      [1, ids.b, 'black', 'black', 'win'],
      [2, ids.d, null, 'white', 'win'],
      [3, ids.c, 'black', 'black_forfeit', 'win'],
      [4, ids.b, 'white', 'both_lose', 'loss'],
    ]);
    expect(body.games[0]).toMatchObject({
      opponent: {
        id: ids.b,
        lastName: 'Борисов',
        firstName: 'Иван',
        lastNameLatin: 'Borisov',
        firstNameLatin: 'Ivan',
      },
      opponentRating: 2200,
      handicap: 0,
    });
    expect(body.games[0].expected).toBeCloseTo(RGF_2100_VS_2200, 5);
    expect(body.games[1].expected).toBeCloseTo(RGF_2100_VS_1500, 5);
    expect(body.games[1].opponentRating).toBe(1500);
    expect(body.games[2].expected).toBeNull();
    expect(body.games[3].expected).toBeNull();
  });

  it('gives the handicap to the receiver and no expectation to unplayed games', async () => {
    const body = await performance(ids.final, ids.c);
    expect(body).toMatchObject({ ratingBefore: 1800, ratingAfter: null, change: null, score: 0.5 });
    expect(body.expectedScore).toBeCloseTo(RGF_1800_VS_2200_GIVING_2, 5);
    expect(body.games.map((g) => [g.round, g.color, g.handicap, g.outcome, g.expected])).toEqual([
      [1, 'black', 0, 'loss', null],
      [2, 'white', 2, 'draw', expect.closeTo(RGF_1800_VS_2200_GIVING_2, 5) as number],
      [3, 'white', 0, 'loss', null],
      [4, 'black', 0, null, null],
    ]);
  });

  it("uses the tournament federation's rating system", async () => {
    const body = await performance(ids.european, ids.a);
    expect(body).toMatchObject({
      federation: 'egf',
      ratingBefore: 2000,
      ratingAfter: null,
      change: null,
      score: 0,
    });
    expect(body.expectedScore).toBeCloseTo(EGF_2000_VS_2100, 5);
    expect(body.games).toEqual([
      {
        round: 1,
        opponent: {
          id: ids.e,
          lastName: 'Дмитриев',
          firstName: 'Иван',
          lastNameLatin: 'Dmitriev',
          firstNameLatin: 'Ivan',
        },
        opponentRating: 2100,
        color: 'white',
        handicap: 0,
        result: 'black',
        outcome: 'loss',
        expected: expect.closeTo(EGF_2000_VS_2100, 5) as number,
      },
    ]);
  });

  it('answers no games and zero scores for a participant who played none', async () => {
    expect(await performance(ids.european, ids.g)).toEqual({
      tournamentId: ids.european,
      playerId: ids.g,
      federation: 'egf',
      ratingBefore: null,
      ratingAfter: null,
      change: null,
      score: 0,
      expectedScore: 0,
      games: [],
    });
  });

  it('answers 404 for a player who did not play in the tournament', async () => {
    for (const pid of [ids.e, ids.f]) {
      const response = await t
        .http()
        .get(`/api/v1/tournaments/${ids.final}/performance/${pid}`)
        .expect(404);
      expect(response.body).toEqual(PLAYER_NOT_FOUND);
    }
  });

  it.each(IDS_THAT_NAME_NOTHING)('answers 404 for the player id %s', async (pid) => {
    const response = await t
      .http()
      .get(`/api/v1/tournaments/${ids.final}/performance/${pid}`)
      .expect(404);
    expect(response.body).toEqual(PLAYER_NOT_FOUND);
  });

  it('answers the tournament 404 first when neither exists', async () => {
    const response = await t
      .http()
      .get('/api/v1/tournaments/999999/performance/999999')
      .expect(404);
    expect(response.body).toEqual(TOURNAMENT_NOT_FOUND);
  });
});
