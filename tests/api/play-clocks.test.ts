import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AcceptedChallenge, Challenge, LiveGameState } from '@sync/contract/play';
import { signedInUser } from './support/accounts';
import { settings } from './support/challenge-settings';
import { createTestApp, createTestAppOn, TEST_ORIGIN, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

/** Fischer with `mainTime` seconds and nothing added: black, who never moves, runs out. */
const SHORT_CLOCK = (mainTime: number) =>
  settings({ boardSize: 9, timeControl: 'fischer', mainTime, bonusTime: 0, periods: 0 });

function post(t: TestApp, cookie: string, path: string, body: object = {}) {
  return t.http().post(path).set('Cookie', cookie).set('Origin', TEST_ORIGIN).send(body);
}

function stateOf(t: TestApp, gameId: number): Promise<LiveGameState> {
  return t
    .http()
    .get(`/api/v1/games/${gameId}/state`)
    .expect(200)
    .then((r) => r.body as LiveGameState);
}

function until(
  t: TestApp,
  gameId: number,
  done: (state: LiveGameState) => boolean,
): Promise<LiveGameState> {
  return vi.waitFor(
    async () => {
      const state = await stateOf(t, gameId);
      if (!done(state)) throw new Error(`game ${gameId}: ${state.phase}, seq ${state.seq}`);
      return state;
    },
    { timeout: 30_000, interval: 100 },
  );
}

/** A game started the way people start one: a challenge, accepted by another account. */
async function acceptedGame(t: TestApp, body: object): Promise<number> {
  const creator = await signedInUser(t);
  const taker = await signedInUser(t);
  const created = await post(t, creator.cookie, '/api/v1/challenge', body).expect(201);
  const id = (created.body as Challenge).id;
  const accepted = await post(t, taker.cookie, `/api/v1/challenge/${id}`).expect(201);
  return (accepted.body as AcceptedChallenge).gameId;
}

describe('a game whose first player never moves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends on time by itself, nobody acting or connected', async () => {
    const gameId = await acceptedGame(t, { ...SHORT_CLOCK(2), colour: 'black' });
    const over = await until(t, gameId, (s) => s.phase === 'finished');
    expect(over).toMatchObject({ moves: [], result: 'W+T', endReason: 'timeout' });
    expect(over.clocks.black.mainLeft).toBe(0);
  });

  it('ends on time in a bot game where the human, to move first, never does', async () => {
    const { cookie } = await signedInUser(t);
    const body = { ...SHORT_CLOCK(2), opponent: 'bot', botKind: 'modern', colour: 'black' };
    const created = await post(t, cookie, '/api/v1/challenge', body).expect(201);
    const over = await until(t, (created.body as Challenge).gameId!, (s) => s.phase === 'finished');
    expect(over).toMatchObject({ moves: [], result: 'W+T', endReason: 'timeout' });
  });
});

describe('a clock across a restart of the API', () => {
  it('runs from the start of the game: only the time the API was down is charged to nobody', async () => {
    const db = await createTestDatabase();
    const first = await createTestAppOn(db, { keepDatabase: true });
    const gameId = await acceptedGame(first, { ...SHORT_CLOCK(8), colour: 'black' });
    // black's clock has run for 3 s while the API was up
    await until(first, gameId, (s) => s.clocks.black.mainLeft <= 5_000);
    const stoppedAfter = Date.now();
    await first.close();

    const second = await createTestAppOn(db);
    try {
      const over = await until(second, gameId, (s) => s.phase === 'finished');
      expect(over).toMatchObject({ moves: [], result: 'W+T', endReason: 'timeout' });
      const resumes = await db.orm.em
        .getKnex()<{ payload: string }>('live_game_event')
        .where({ game_id: gameId, kind: 'clock-resume' })
        .select('payload');
      for (const { payload } of resumes) {
        const { from } = JSON.parse(payload) as { from: number };
        expect(from, 'time before the stop forgiven').toBeGreaterThanOrEqual(stoppedAfter);
      }
    } finally {
      await second.close();
    }
  });
});
