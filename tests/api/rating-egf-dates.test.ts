import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalculatorOutput } from '@domain/rating/calculator';
import { recomputeRatings } from '@api/rating/recompute/recompute-ratings';
import { makeGame, makeParticipant, makePlayer, makeTournament } from '@tests/factories/factories';
import { BAD_PARAMETERS } from './support/expected-errors';
import { createTestApp, type TestApp } from './support/test-app';

/** GoR 2020 for 2100 vs 2100: each expects (1 - 0.016) / 2, con 24, no bonus. */
const GOR_2020_EVEN_WIN = 24 * 0.508;
const GOR_2020_EVEN_LOSS = -24 * 0.492;
/** GoR 2021 for 2100 vs 2100 (the EGF's published check). */
const GOR_2021_EVEN_WIN = 9.306;
const GOR_2021_EVEN_LOSS = -8.275;

describe('EGF ratings with the formula in force at the date', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const even = {
    federation: 'egf',
    player1: { rating: 2100 },
    player2: { rating: 2100 },
    result: 'player1',
  };

  const calculate = async (body: object) => {
    const response = await t.http().post('/api/v1/rating/calculate').send(body).expect(200);
    return response.body as CalculatorOutput;
  };

  it('POST /rating/calculate with a date before 2021 rates egf with GoR 2020', async () => {
    const out = await calculate({ ...even, date: '2020-12-31' });
    expect(out.player1.change).toBeCloseTo(GOR_2020_EVEN_WIN, 9);
    expect(out.player2.change).toBeCloseTo(GOR_2020_EVEN_LOSS, 9);
    expect(out.player1.expected).toBeCloseTo(0.492, 9);
    expect(out.player1.deviation).toBeNull();
  });

  it('POST /rating/calculate from 2021-01-01, or without a date, rates egf with GoR 2021', async () => {
    for (const body of [{ ...even, date: '2021-01-01' }, even, { ...even, date: null }]) {
      const out = await calculate(body);
      expect(out.player1.change).toBeCloseTo(GOR_2021_EVEN_WIN, 3);
      expect(out.player2.change).toBeCloseTo(GOR_2021_EVEN_LOSS, 3);
    }
  });

  it('POST /rating/calculate: the date changes nothing for rgf', async () => {
    const rgf = {
      federation: 'rgf',
      player1: { rating: 2100, deviation: 100 },
      player2: { rating: 2200, deviation: 100 },
      result: 'player1',
    };
    expect(await calculate({ ...rgf, date: '2015-05-01' })).toEqual(await calculate(rgf));
  });

  it.each([
    ['a day that does not exist', '2020-02-30'],
    ['a month 13', '2020-13-01'],
    ['a date with a time', '2020-12-31T00:00:00Z'],
    ['a date in another form', '31.12.2020'],
    ['an empty date', ''],
    ['a number', 20201231],
  ])('answers 400 for %s', async (_name, date) => {
    const response = await t
      .http()
      .post('/api/v1/rating/calculate')
      .send({ ...even, date })
      .expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });

  it('the whole-history recompute rates egf tournaments before 2021 with GoR 2020', async () => {
    const ids = await t.seed((em) => {
      const black = makePlayer(em);
      const white = makePlayer(em);
      const tournaments = ['2020-12-31', '2021-01-01'].map((endDate) => {
        const tournament = makeTournament(em, {
          federation: 'egf',
          startDate: endDate,
          endDate,
        });
        makeParticipant(em, tournament, black, { rank: '1d', declaredRating: 2100 });
        makeParticipant(em, tournament, white, { rank: '1d', declaredRating: 2100 });
        makeGame(em, tournament, black, white, { result: 'black' });
        return tournament;
      });
      return { black, white, tournaments };
    });
    await recomputeRatings(t.db.orm.em.fork());
    const result: unknown = await t.db.orm.em.getConnection().execute(
      'select tournament_id, player_id, rating_before, rating_after from tournament_player where tournament_id in (?, ?)',
      ids.tournaments.map((tournament) => tournament.id),
    );
    const rows = result as Array<Record<string, number | string>>;
    const row = (tournament: number, player: number) => {
      const found = rows.find(
        (r) => Number(r.tournament_id) === tournament && Number(r.player_id) === player,
      );
      if (!found) throw new Error(`no standing of player ${player} in tournament ${tournament}`);
      return { before: Number(found.rating_before), after: Number(found.rating_after) };
    };
    const [in2020, in2021] = ids.tournaments.map((tournament) => tournament.id);
    const black2020 = row(in2020, ids.black.id);
    const white2020 = row(in2020, ids.white.id);
    expect(black2020.before).toBe(2100);
    expect(black2020.after - 2100).toBeCloseTo(GOR_2020_EVEN_WIN, 9);
    expect(white2020.after - 2100).toBeCloseTo(GOR_2020_EVEN_LOSS, 9);
    // a day later GoR 2021 rates the next tournament from the 2020 results
    const black2021 = row(in2021, ids.black.id);
    expect(black2021.before).toBeCloseTo(black2020.after, 9);
    expect(row(in2021, ids.white.id).before).toBeCloseTo(white2020.after, 9);
    expect(black2021.after - black2021.before).toBeGreaterThan(0);
    expect(black2021.after - black2021.before).not.toBeCloseTo(GOR_2020_EVEN_WIN, 1);
  });
});
