import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptedChallenge, Challenge } from '@sync/contract/play';
import { signedInUser } from './support/accounts';
import { settings } from './support/challenge-settings';
import { UNAUTHORIZED } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const CHALLENGES = '/api/v1/challenge';
const NO_ACCEPTABLE_CHALLENGE = {
  statusCode: 406,
  code: 'NO_ACCEPTABLE_CHALLENGE',
  message: 'No acceptable challenge',
};

interface GameRow {
  id: number;
  challenge_id: number;
  black_id: number;
  white_id: number;
}

describe('accepting a challenge: POST /api/v1/challenge/{id}', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (cookie: string, body: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post(CHALLENGES)
        .set('Cookie', cookie)
        .set('Origin', TEST_ORIGIN)
        .send(settings(body))
        .expect(201)
    ).body as Challenge;
  const accept = (cookie: string, id: number | string) =>
    t.http().post(`${CHALLENGES}/${id}`).set('Cookie', cookie).set('Origin', TEST_ORIGIN);
  const knex = () => t.db.orm.em.getKnex();
  const gamesOf = async (challengeId: number) =>
    (await knex()('live_game').where({ challenge_id: challengeId })) as GameRow[];
  const listedIds = async () =>
    ((await t.http().get(CHALLENGES).expect(200)).body as Challenge[]).map((c) => c.id);

  /** The account's online rating, as ranked games would have moved it. */
  const rate = async (userId: number, rating: number) => {
    const em = t.db.orm.em.fork();
    await knex()('online_rating').insert({
      user_id: userId,
      rating,
      deviation: 60,
      volatility: 0.06,
      games: 10,
      updated_at: em.getPlatform().processDateProperty(new Date()),
    });
  };

  it('starts the game: 201 { gameId }, the creator black as chosen, the challenge closed', async () => {
    const creator = await signedInUser(t);
    const taker = await signedInUser(t);
    const challenge = await create(creator.cookie, { colour: 'black' });
    const response = await accept(taker.cookie, challenge.id).expect(201);
    const { gameId } = response.body as AcceptedChallenge;
    expect(response.body).toEqual({ gameId: expect.any(Number) as number });
    expect(await gamesOf(challenge.id)).toEqual([
      expect.objectContaining({ id: gameId, black_id: creator.user.id, white_id: taker.user.id }),
    ]);
    const [row] = (await knex()('challenge').where({ id: challenge.id })) as {
      status: string;
      game_id: number;
    }[];
    expect(row).toMatchObject({ status: 'accepted', game_id: gameId });
    expect(await listedIds()).not.toContain(challenge.id);
  });

  it('gives black to the taker when the creator chose white, handicap or not', async () => {
    const creator = await signedInUser(t);
    const taker = await signedInUser(t);
    for (const handicap of [0, 3]) {
      const challenge = await create(creator.cookie, { colour: 'white', handicap });
      await accept(taker.cookie, challenge.id).expect(201);
      expect(await gamesOf(challenge.id)).toEqual([
        expect.objectContaining({ black_id: taker.user.id, white_id: creator.user.id }),
      ]);
    }
  });

  it('draws the colours at acceptance for a random choice', async () => {
    const creator = await signedInUser(t);
    const taker = await signedInUser(t);
    const challenge = await create(creator.cookie, { colour: 'random' });
    await accept(taker.cookie, challenge.id).expect(201);
    const [game] = await gamesOf(challenge.id);
    expect([game.black_id, game.white_id].sort()).toEqual([creator.user.id, taker.user.id].sort());
  });

  it("refuses one's own challenge: 406", async () => {
    const creator = await signedInUser(t);
    const challenge = await create(creator.cookie);
    const response = await accept(creator.cookie, challenge.id).expect(406);
    expect(response.body).toEqual(NO_ACCEPTABLE_CHALLENGE);
    expect(await gamesOf(challenge.id)).toEqual([]);
    expect(await listedIds()).toContain(challenge.id);
  });

  it('refuses a challenge that is gone (accepted, cancelled, unknown): 406', async () => {
    const creator = await signedInUser(t);
    const first = await signedInUser(t);
    const late = await signedInUser(t);
    const taken = await create(creator.cookie);
    await accept(first.cookie, taken.id).expect(201);
    const cancelled = await create(creator.cookie);
    await t
      .http()
      .delete(`${CHALLENGES}/${cancelled.id}`)
      .set('Cookie', creator.cookie)
      .set('Origin', TEST_ORIGIN)
      .expect(204);
    for (const id of [taken.id, cancelled.id, 999999, 'abc', '0']) {
      const response = await accept(late.cookie, id).expect(406);
      expect(response.body).toEqual(NO_ACCEPTABLE_CHALLENGE);
    }
    expect(await gamesOf(taken.id)).toHaveLength(1);
    expect(await gamesOf(cancelled.id)).toEqual([]);
  });

  it('refuses a player whose online rank is outside the range: 406', async () => {
    const creator = await signedInUser(t);
    const newcomer = await signedInUser(t); // 20k
    const dan = await signedInUser(t);
    await rate(dan.user.id, 2250); // 2d
    const forKyus = await create(creator.cookie, { minRank: '25k', maxRank: '10k' });
    const forDans = await create(creator.cookie, { minRank: '1d' });
    const forWeak = await create(creator.cookie, { maxRank: '25k' });

    expect((await accept(dan.cookie, forKyus.id).expect(406)).body).toEqual(
      NO_ACCEPTABLE_CHALLENGE,
    );
    await accept(newcomer.cookie, forDans.id).expect(406);
    await accept(newcomer.cookie, forWeak.id).expect(406);
    await accept(dan.cookie, forWeak.id).expect(406);
    expect(await listedIds()).toEqual(expect.arrayContaining([forKyus.id, forDans.id, forWeak.id]));

    await accept(newcomer.cookie, forKyus.id).expect(201);
    await accept(dan.cookie, forDans.id).expect(201);
  });

  it('accepts at the edges of the range', async () => {
    const creator = await signedInUser(t);
    const dan = await signedInUser(t);
    await rate(dan.user.id, 2250);
    const challenge = await create(creator.cookie, { minRank: '2d', maxRank: '2d' });
    await accept(dan.cookie, challenge.id).expect(201);
  });

  it('makes exactly one game of two acceptances at the same moment', async () => {
    const creator = await signedInUser(t);
    const takers = [await signedInUser(t), await signedInUser(t)];
    for (let round = 0; round < 3; round++) {
      const challenge = await create(creator.cookie);
      const responses = await Promise.all(
        takers.map((taker) => accept(taker.cookie, challenge.id)),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 406]);
      const winner = responses.findIndex((r) => r.status === 201);
      const games = await gamesOf(challenge.id);
      expect(games).toHaveLength(1);
      expect(games[0].id).toBe((responses[winner].body as AcceptedChallenge).gameId);
      expect(games[0].white_id).toBe(takers[winner].user.id);
      expect(responses[1 - winner].body).toEqual(NO_ACCEPTABLE_CHALLENGE);
    }
  });

  it('refuses a signed-out player: 401', async () => {
    const creator = await signedInUser(t);
    const challenge = await create(creator.cookie);
    const response = await t
      .http()
      .post(`${CHALLENGES}/${challenge.id}`)
      .set('Origin', TEST_ORIGIN);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED);
    expect(await listedIds()).toContain(challenge.id);
  });
});
