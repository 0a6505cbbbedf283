import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveGameState } from '@sync/contract/play';
import type { EventWrite } from '@api/play/live-games/event-commits';
import { LiveGamesService } from '@api/play/live-games/live-games.service';
import { signedInUser } from './support/accounts';
import { startGame } from './support/play';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

describe("the group commit of games' events", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a group refused for one second event of a step still commits every other write', async () => {
    const [black, white] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const [first, second] = await Promise.all([
      startGame(t, black.user.id, white.user.id),
      startGame(t, black.user.id, white.user.id),
    ]);
    const games = t.app.get(LiveGamesService);
    const seq = (await games.game(first)).seq + 1;
    const write = (gameId: number, move: string): EventWrite => ({
      gameId,
      event: { seq, kind: 'move', actor: 'black', clientSeq: null, payload: { move }, at: 1 },
      summary: {
        phase: 'play',
        seq,
        moveCount: 1,
        result: null,
        endReason: null,
        finishedAt: null,
      },
    });
    const outcomes = await Promise.allSettled([
      games.commits.commit(write(first, 'C3')),
      games.commits.commit(write(first, 'D4')),
      games.commits.commit(write(second, 'E5')),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(
      UniqueConstraintViolationException,
    );
    const rows = await t.db.orm.em
      .fork()
      .getKnex()('live_game_event')
      .select('game_id', 'payload')
      .whereIn('game_id', [first, second])
      .andWhere({ seq });
    const moves = rows.map((row: { game_id: number | string; payload: string }) => [
      Number(row.game_id),
      (JSON.parse(row.payload) as { move: string }).move,
    ]);
    expect(Object.fromEntries(moves)).toEqual({ [first]: 'C3', [second]: 'E5' });
  });

  it("an action decided on a game kept behind (another instance's event) reads it and decides again", async () => {
    const [black, white] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const gameId = await startGame(t, black.user.id, white.user.id);
    const games = t.app.get(LiveGamesService);
    const kept = await games.game(gameId);
    // what another instance wrote: black's C3, which this one has not heard of
    await games.commits.commit({
      gameId,
      event: {
        seq: kept.seq + 1,
        kind: 'move',
        actor: 'black',
        clientSeq: null,
        payload: { move: 'C3' },
        at: Date.now(),
      },
      summary: {
        phase: 'play',
        seq: kept.seq + 1,
        moveCount: 1,
        result: null,
        endReason: null,
        finishedAt: null,
      },
    });
    const move = (player: typeof black, point: string) =>
      t
        .http()
        .post(`/api/v1/games/${gameId}/move`)
        .set('Cookie', player.cookie)
        .set('Origin', TEST_ORIGIN)
        .send({ move: point });
    // kept, black is to move; the event's key refuses the step, the game is read: White's turn
    const refused = await move(black, 'D4');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ refusal: 'notYourTurn' });
    const played = await move(white, 'G7').expect(200);
    expect((played.body as LiveGameState).moves).toEqual(['C3', 'G7']);
  });
});
