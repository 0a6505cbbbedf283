import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveGameState, LiveGameSummary } from '@sync/contract/play';
import { botRanks } from '@domain/bots/ranks';
import { signedInUser } from './support/accounts';
import { UNAUTHORIZED } from './support/expected-errors';
import { offlineGame } from './support/offline-game';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const OFFLINE = '/api/v1/games/offline';

const game = offlineGame;

describe('POST /games/offline', () => {
  let t: TestApp;
  let player: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    player = await signedInUser(t, { username: 'offline_player' });
  });
  afterAll(() => t.close());

  const upload = (body: object, cookie = player.cookie) =>
    t.http().post(OFFLINE).set('Cookie', cookie).set('Origin', TEST_ORIGIN).send(body);

  it('makes a finished game against the bot: 201, then 200 with the same game for a resend', async () => {
    const botRank = botRanks('modern').at(-1)!;
    const body = game({ botRank });
    const first = await upload(body).expect(201);
    const { gameId } = first.body as { gameId: number };
    expect(gameId).toEqual(expect.any(Number));
    expect((await upload(body).expect(200)).body).toEqual({ gameId });

    const state = (await t.http().get(`/api/v1/games/${gameId}/state`).expect(200))
      .body as LiveGameState;
    expect(state).toMatchObject({
      phase: 'finished',
      result: 'W+R',
      endReason: 'resignation',
      moves: body.moves,
      ranked: false,
      black: { userId: player.user.id },
      white: { name: 'KataGo bot', rank: botRank },
      startedAt: body.startedAt,
      finishedAt: body.finishedAt,
    });
    const mine = (await t.http().get('/api/v1/games/self').set('Cookie', player.cookie).expect(200))
      .body as LiveGameSummary[];
    expect(mine.filter((g) => g.id === gameId)).toHaveLength(1);
    // the bot's rank is the one the game was played at, in the list and the record
    expect(mine.find((g) => g.id === gameId)?.white.rank).toBe(botRank);
    const record = await t.http().get(`/api/v1/games/${gameId}/record`).expect(200);
    expect(record.text).toContain('RE[W+R]');
    expect(record.text).toContain(`WR[${botRank}]`);
    expect(record.text).toContain(';B[ee]');
  });

  it('counts a game that ended by two passes with the dead stones both accepted', async () => {
    const body = game({
      colour: 'white',
      moves: ['E5', 'D5', 'pass', 'pass'],
      dead: ['D5'],
      result: 'B+74',
      endReason: 'score',
    });
    const { gameId } = (await upload(body).expect(201)).body as { gameId: number };
    const state = (await t.http().get(`/api/v1/games/${gameId}/state`).expect(200))
      .body as LiveGameState;
    expect(state).toMatchObject({
      result: 'B+74',
      endReason: 'score',
      white: { userId: player.user.id },
    });
    expect(state.score?.black.total).toBe(81);
  });

  it('replays a game continued after two passes (the moves go on after pass, pass)', async () => {
    const body = game({
      moves: ['E5', 'pass', 'pass', 'D5', 'C5', 'pass', 'pass'],
      dead: ['D5'],
      result: 'B+74',
      endReason: 'score',
    });
    const { gameId } = (await upload(body).expect(201)).body as { gameId: number };
    const state = (await t.http().get(`/api/v1/games/${gameId}/state`).expect(200))
      .body as LiveGameState;
    expect(state).toMatchObject({ moves: body.moves, result: 'B+74', phase: 'finished' });
  });

  it.each([
    [
      'an illegal move',
      { moves: ['E5', 'E5'] },
      'Invalid offline game: move 2 (E5): Point is occupied',
    ],
    [
      'a result the moves do not give',
      { moves: ['E5', 'pass', 'pass'], result: 'W+3', endReason: 'score' as const },
      'Invalid offline game: the result W+3 does not follow from the moves (B+74)',
    ],
    [
      'a resignation by nobody',
      { result: '0' },
      'Invalid offline game: a resignation without a winner',
    ],
    [
      'a rank the bot does not play',
      { botRank: '30k' },
      `Invalid offline game: Unsupported combination: bot rank 30k (the modern bot plays ${botRanks('modern').join(', ')})`,
    ],
    [
      'an end before the start',
      { finishedAt: '2026-11-19T10:00:00.000Z' },
      'The game finished before it started',
    ],
  ])('refuses %s with 400 and writes nothing', async (_, changes, message) => {
    const before = (await t.http().get('/api/v1/games/self').set('Cookie', player.cookie))
      .body as unknown[];
    const refused = await upload(game(changes)).expect(400);
    expect((refused.body as { message: string }).message).toBe(message);
    const after = (await t.http().get('/api/v1/games/self').set('Cookie', player.cookie))
      .body as unknown[];
    expect(after).toHaveLength(before.length);
  });

  it('refuses a body of the wrong shape (400), a stranger (401), and another account’s game id (409)', async () => {
    await upload({ ...game(), moves: 'E5' }).expect(400);
    await upload({ ...game(), clientId: 'x' }).expect(400);
    const anonymous = await t.http().post(OFFLINE).set('Origin', TEST_ORIGIN).send(game());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject(UNAUTHORIZED);
    const body = game();
    await upload(body).expect(201);
    const other = await signedInUser(t);
    const taken = await upload(body, other.cookie).expect(409);
    expect((taken.body as { message: string }).message).toBe(
      'This game id belongs to another account',
    );
  });
});
