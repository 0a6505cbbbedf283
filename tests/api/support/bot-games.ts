import { expect, vi } from 'vitest';
import type { Colour, LiveGameState } from '@sync/contract/play';
import { TEST_ORIGIN, type TestApp } from './test-app';

/** The moves a test's human tries in turn on 9x9 (taken points and refusals skipped), then passes. */
const HUMAN_MOVES = ['E5', 'C3', 'G7', 'C7', 'G3', 'E3', 'E7', 'C5', 'G5', 'D4', 'F6', 'D6', 'F4'];

export interface Human {
  cookie: string;
  colour: Colour;
}

export function gameState(t: TestApp, gameId: number): Promise<LiveGameState> {
  return t
    .http()
    .get(`/api/v1/games/${gameId}/state`)
    .expect(200)
    .then((r) => r.body as LiveGameState);
}

/**
 * One REST action of the human. A fast bot makes the human act often: an answer 429 (the
 * limit of actions per player and game) is sent again until the limit lets it through.
 */
export function humanAct(t: TestApp, human: Human, gameId: number, kind: string, body = {}) {
  const send = () =>
    t
      .http()
      .post(`/api/v1/games/${gameId}/${kind}`)
      .set('Cookie', human.cookie)
      .set('Origin', TEST_ORIGIN)
      .send(body);
  return vi.waitFor(
    async () => {
      const response = await send();
      expect(response.status, 'over the limit of actions').not.toBe(429);
      return response;
    },
    { timeout: 30_000, interval: 500 },
  );
}

/** Waits until the game needs the human (their turn, stones to accept) or is over. */
export function humansTurn(t: TestApp, gameId: number, colour: Colour): Promise<LiveGameState> {
  return vi.waitFor(
    async () => {
      const state = await gameState(t, gameId);
      const waiting =
        state.phase === 'finished' ||
        (state.phase === 'play' && state.toMove === colour && !state.undoRequest) ||
        (state.phase === 'removal' && !state.removal?.acceptedBy.includes(colour));
      expect(waiting, `game ${gameId} waits for the bot: ${JSON.stringify(state.moves)}`).toBe(
        true,
      );
      return state;
    },
    { timeout: 60_000, interval: 100 },
  );
}

/**
 * Plays a 9x9 game to its end through REST: the human plays a few sensible moves, then passes
 * every turn, and accepts the dead stones. Returns the finished state.
 */
export async function playOut(t: TestApp, gameId: number, human: Human): Promise<LiveGameState> {
  const planned = [...HUMAN_MOVES];
  for (let turn = 0; turn < 300; turn++) {
    const state = await humansTurn(t, gameId, human.colour);
    if (state.phase === 'finished') return state;
    if (state.phase === 'removal') {
      await humanAct(t, human, gameId, 'accept');
      continue;
    }
    let played = false;
    while (!played && planned.length > 0) {
      const move = planned.shift()!;
      played = (await humanAct(t, human, gameId, 'move', { move })).status === 200;
    }
    if (!played) expect((await humanAct(t, human, gameId, 'pass')).status).toBe(200);
  }
  throw new Error(`Game ${gameId} did not end in 300 turns`);
}
