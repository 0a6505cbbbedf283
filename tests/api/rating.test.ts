import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculatorOutput } from '@domain/rating/calculator';
import { makePlayer } from '@tests/factories/factories';
import { BAD_PARAMETERS, IDS_THAT_NAME_NOTHING, PLAYER_NOT_FOUND } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

/** The product rule: below 2100 ceil((2100 - r) / 75) k, from 2100 floor((r - 2000) / 100) d. */
const RANK_LABELS: Array<[number, string]> = [
  [2099.99, '1k'],
  [2025, '1k'],
  [2024.99, '2k'],
  [600, '20k'],
  [-1000, '42k'],
  [2100, '1d'],
  [2199, '1d'],
  [2200, '2d'],
  [3000, '10d'],
];

describe('GET /api/v1/rating/{id}', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let labelled: Map<number, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await t.seed((em) => ({
      rated: makePlayer(em, {
        rgfRating: 2150.5,
        rgfDeviation: 80,
        egfRating: 1990,
        glickoRating: 1600,
        glickoDeviation: 200,
        glickoVolatility: 0.06,
        lastUpdate: '2024-05-02',
      }),
      unrated: makePlayer(em),
      labelled: RANK_LABELS.map(([rating]) => makePlayer(em, { rgfRating: rating })),
    }));
    ids = { rated: seeded.rated.id, unrated: seeded.unrated.id };
    labelled = new Map(seeded.labelled.map((p, i) => [RANK_LABELS[i][0], p.id]));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the current rgf rating by default', async () => {
    const response = await t.http().get(`/api/v1/rating/${ids.rated}`).expect(200);
    expect(response.body).toEqual({
      playerId: ids.rated,
      federation: 'rgf',
      rating: 2150.5,
      deviation: 80,
      volatility: null,
      rankLabel: '1d',
      lastUpdate: '2024-05-02',
    });
  });

  it('answers the rating of the federation asked for', async () => {
    const egf = await t.http().get(`/api/v1/rating/${ids.rated}?federation=egf`).expect(200);
    expect(egf.body).toEqual({
      playerId: ids.rated,
      federation: 'egf',
      rating: 1990,
      deviation: null,
      volatility: null,
      rankLabel: '2k',
      lastUpdate: '2024-05-02',
    });
    const glicko = await t.http().get(`/api/v1/rating/${ids.rated}?federation=glicko2`).expect(200);
    expect(glicko.body).toMatchObject({
      rating: 1600,
      deviation: 200,
      volatility: 0.06,
      rankLabel: '7k',
    });
  });

  it('answers nulls for a player without a rating', async () => {
    const response = await t.http().get(`/api/v1/rating/${ids.unrated}`).expect(200);
    expect(response.body).toEqual({
      playerId: ids.unrated,
      federation: 'rgf',
      rating: null,
      deviation: null,
      volatility: null,
      rankLabel: null,
      lastUpdate: null,
    });
  });

  it.each(RANK_LABELS)('labels a rating of %d as %s', async (rating, label) => {
    const response = await t
      .http()
      .get(`/api/v1/rating/${labelled.get(rating)}`)
      .expect(200);
    expect(response.body).toMatchObject({ rating, rankLabel: label });
  });

  it.each(IDS_THAT_NAME_NOTHING)('answers 404 for the id %s', async (id) => {
    const response = await t.http().get(`/api/v1/rating/${id}`).expect(404);
    expect(response.body).toEqual(PLAYER_NOT_FOUND);
  });

  it.each(['fifa', 'aga', ''])('answers 400 for federation=%s', async (federation) => {
    const response = await t
      .http()
      .get(`/api/v1/rating/${ids.rated}?federation=${federation}`)
      .expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });
});

describe('POST /api/v1/rating/calculate', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const calculate = async (body: object) => {
    const response = await t.http().post('/api/v1/rating/calculate').send(body).expect(200);
    return response.body as CalculatorOutput;
  };
  const egfEven = { federation: 'egf', player1: { rating: 2100 }, player2: { rating: 2100 } };

  it('rgf: 2100/100 beats 2200/100 to 2144.603 / 91.917', async () => {
    const out = await calculate({
      federation: 'rgf',
      player1: { rating: 2100, deviation: 100 },
      player2: { rating: 2200, deviation: 100 },
      result: 'player1',
    });
    expect(Object.keys(out.player1).sort()).toEqual([
      'change',
      'deviation',
      'expected',
      'rankAfter',
      'rankBefore',
      'rating',
    ]);
    expect(out.player1.rating).toBeCloseTo(2144.603, 3);
    expect(out.player1.deviation).toBeCloseTo(91.917, 3);
    expect(out.player1.change).toBeCloseTo(44.603, 3);
    expect(out.player1.expected).toBeCloseTo(0.397151, 5);
    expect(out.player1).toMatchObject({ rankBefore: '1d', rankAfter: '1d' });
    expect(out.player2).toMatchObject({ rankBefore: '2d' });
    expect(out.player2.change).toBeLessThan(0);
    expect(out.player2.rating).toBeCloseTo(2200 + out.player2.change, 9);
  });

  it('egf: 2100 vs 2100 gives 2109.306 for a win, 2091.725 for a loss, 2100.516 each for a tie', async () => {
    const win = await calculate({ ...egfEven, result: 'player1' });
    expect(win.player1.rating).toBeCloseTo(2109.306, 3);
    expect(win.player2.rating).toBeCloseTo(2091.725, 3);
    expect(win.player1.expected).toBeCloseTo(0.5, 9);
    expect(win.player1.deviation).toBeNull();
    const loss = await calculate({ ...egfEven, result: 'player2' });
    expect(loss.player1.rating).toBeCloseTo(2091.725, 3);
    expect(loss.player2.rating).toBeCloseTo(2109.306, 3);
    const tie = await calculate({ ...egfEven, result: 'tie', komi: 6.5 });
    expect(tie.player1.rating).toBeCloseTo(2100.516, 3);
    expect(tie.player2.rating).toBeCloseTo(2100.516, 3);
  });

  it('egf: player 1 gives the handicap stones to player 2', async () => {
    const out = await calculate({
      federation: 'egf',
      player1: { rating: 600 },
      player2: { rating: 39.888 },
      result: 'player1',
      handicap: 3,
      komi: 0.5,
    });
    expect(out.player1.change).toBeCloseTo(24.739, 3);
    expect(out.player2.change).toBeCloseTo(-22.052, 3);
    expect(out.player2.rankBefore).toBe('28k');
  });

  it('glicko2: starts at deviation 350 and moves the winner up', async () => {
    const out = await calculate({
      federation: 'glicko2',
      player1: { rating: 1500 },
      player2: { rating: 1500, deviation: 350 },
      result: 'player2',
      handicap: null,
    });
    expect(out.player1.expected).toBeCloseTo(0.5, 9);
    expect(out.player2.change).toBeGreaterThan(0);
    expect(out.player1.change).toBeCloseTo(-out.player2.change, 6);
    expect(out.player2.deviation).toBeLessThan(350);
  });

  const valid = {
    federation: 'rgf',
    player1: { rating: 2100, deviation: 100 },
    player2: { rating: 2200 },
    result: 'player1',
  };
  it.each([
    ['a rating above 3000', { ...valid, player1: { rating: 3001 } }],
    ['a rating below -1000', { ...valid, player2: { rating: -1001 } }],
    ['a rating as a string', { ...valid, player1: { rating: '2100' } }],
    ['a deviation of zero', { ...valid, player1: { rating: 2100, deviation: 0 } }],
    ['an unknown federation', { ...valid, federation: 'elo' }],
    ['no federation', { player1: valid.player1, player2: valid.player2, result: 'tie' }],
    ['a bad result', { ...valid, result: 'draw' }],
    ['a negative handicap', { ...valid, handicap: -1 }],
    ['a handicap of 10', { ...valid, handicap: 10 }],
    ['a fractional handicap', { ...valid, handicap: 1.5 }],
    ['komi as a string', { ...valid, komi: '6.5' }],
    ['a missing player2', { federation: 'rgf', player1: { rating: 2100 }, result: 'player1' }],
    ['an empty object', {}],
    ['an array', [valid]],
  ])('answers 400 for %s', async (_name, body) => {
    const response = await t.http().post('/api/v1/rating/calculate').send(body).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t
      .http()
      .post('/api/v1/rating/calculate')
      .set('Content-Type', 'application/json')
      .send('{"federation": "rgf", ')
      .expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });

  it('answers 400 for no body and for a body that is not JSON at all', async () => {
    const empty = await t.http().post('/api/v1/rating/calculate').expect(400);
    expect(empty.body).toEqual(BAD_PARAMETERS);
    const text = await t
      .http()
      .post('/api/v1/rating/calculate')
      .set('Content-Type', 'text/plain')
      .send('rgf 2100 2200 player1')
      .expect(400);
    expect(text.body).toEqual(BAD_PARAMETERS);
  });
});
