import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatLine, LiveGameState, LiveGameSummary } from '@sync/contract/play';
import { signedInUser } from './support/accounts';
import { startGame } from './support/play';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

type Player = Awaited<ReturnType<typeof signedInUser>>;

describe('live games over REST', () => {
  let t: TestApp;
  let black: Player;
  let white: Player;
  let watcher: Player;

  beforeAll(async () => {
    t = await createTestApp();
    [black, white, watcher] = await Promise.all([
      signedInUser(t, { username: 'black_player' }),
      signedInUser(t, { username: 'white_player' }),
      signedInUser(t, { username: 'watcher' }),
    ]);
  });
  afterAll(() => t.close());

  const act = (player: Player, gameId: number, path: string, body: object = {}) =>
    t
      .http()
      .post(`/api/v1/games/${gameId}/${path}`)
      .set('Cookie', player.cookie)
      .set('Origin', TEST_ORIGIN)
      .send(body);
  const state = async (gameId: number) =>
    (await t.http().get(`/api/v1/games/${gameId}/state`).expect(200)).body as LiveGameState;
  const newGame = (settings = {}) => startGame(t, black.user.id, white.user.id, settings);

  it('answers the whole state of a new game', async () => {
    const id = await newGame();
    const s = await state(id);
    expect(s).toMatchObject({
      id,
      boardSize: 9,
      rules: 'chinese',
      komi: 7.5,
      handicap: 0,
      handicapStones: [],
      moves: [],
      toMove: 'black',
      phase: 'play',
      result: null,
      undoRequest: null,
      removal: null,
      observers: { count: 0, names: [] },
      timeControl: { kind: 'byoyomi', mainTime: 600_000, periods: 3, periodTime: 30_000 },
      timeClass: 'rapid',
      black: { userId: black.user.id, name: 'black_player' },
      white: { userId: white.user.id, name: 'white_player' },
    });
    expect(s.clocks.running).toBe('black');
    expect(s.clocks.black.mainLeft).toBeLessThanOrEqual(600_000);
    expect(s.clocks.white).toEqual({ mainLeft: 600_000, periodsLeft: 3, periodLeft: 30_000 });
  });

  it('plays moves in turn and refuses the illegal ones with the reason, the game unchanged', async () => {
    const id = await newGame();
    const played = await act(black, id, 'move', { move: 'e5' }).expect(200);
    expect((played.body as LiveGameState).moves).toEqual(['E5']);
    // the message in English, and the rules' code (`refusal`) a client translates
    const refusals: [Player, string, object, string, string][] = [
      [black, 'move', { move: 'D4' }, 'Not your turn', 'notYourTurn'],
      [white, 'move', { move: 'E5' }, 'Point is occupied', 'occupied'],
      [white, 'move', { move: 'Z9' }, 'Invalid coordinates', 'invalid'],
      [white, 'move', { move: 'I5' }, 'Invalid coordinates', 'invalid'],
      [watcher, 'move', { move: 'D4' }, 'You are not a player of this game', 'notAPlayer'],
      [black, 'accept', {}, 'Dead stones are marked only after two passes', 'notInRemoval'],
      [white, 'undo', {}, 'You can only take back your own last move', 'nothingToUndo'],
    ];
    for (const [player, path, body, message, refusal] of refusals) {
      const answer = await act(player, id, path, body).expect(409);
      expect(answer.body).toEqual({ statusCode: 409, code: 'ILLEGAL_ACTION', message, refusal });
    }
    expect((await state(id)).moves).toEqual(['E5']);
  });

  it('refuses suicide and the immediate retaking of a ko', async () => {
    const id = await newGame();
    // a ko at E5/F5 and a suicide point at A9 (white stones at B9 and A8)
    const moves: [Player, string][] = [
      [black, 'E4'],
      [white, 'F4'],
      [black, 'D5'],
      [white, 'G5'],
      [black, 'E6'],
      [white, 'F6'],
      [black, 'F5'],
      [white, 'B9'],
      [black, 'A1'],
      [white, 'A8'],
      [black, 'J1'],
      [white, 'E5'], // white takes the ko
    ];
    for (const [player, move] of moves) await act(player, id, 'move', { move }).expect(200);
    const ko = await act(black, id, 'move', { move: 'F5' }).expect(409);
    expect((ko.body as { message: string }).message).toBe(
      'Ko: the stone cannot be retaken at once',
    );
    const suicide = await act(black, id, 'move', { move: 'A9' }).expect(409);
    expect((suicide.body as { message: string }).message).toBe('Suicide is not allowed');
    expect((await state(id)).captures).toEqual({ black: 0, white: 1 });
  });

  it('a resent action with the same clientSeq plays once', async () => {
    const id = await newGame();
    await act(black, id, 'move', { move: 'C3', clientSeq: 7 }).expect(200);
    const again = await act(black, id, 'move', { move: 'C3', clientSeq: 7 }).expect(200);
    expect((again.body as LiveGameState).moves).toEqual(['C3']);
  });

  it('answers 401 signed out, 404 for an unknown game or action, 400 for a bad body', async () => {
    const id = await newGame();
    await t.http().post(`/api/v1/games/${id}/move`).send({ move: 'D4' }).expect(401);
    await act(black, 999_999, 'move', { move: 'D4' }).expect(404);
    await t.http().get('/api/v1/games/999999/state').expect(404);
    await act(black, id, 'castle', {}).expect(404);
    await act(black, id, 'move', { move: 4 }).expect(400);
    await act(black, id, 'move', { move: 'D4', clientSeq: -1 }).expect(400);
    await act(black, id, 'removal', { points: 'D4' }).expect(400);
  });

  it('undo asked after the opponent answered takes back the asker’s move and the answer', async () => {
    const id = await newGame();
    await act(black, id, 'move', { move: 'D4' }).expect(200);
    await act(white, id, 'move', { move: 'F6' }).expect(200);
    // black, to move, asks for its D4: the opponent answers the request, not black
    const asked = (await act(black, id, 'undo').expect(200)).body as LiveGameState;
    expect(asked.undoRequest).toEqual({ by: 'black', moveNumber: 2 });
    await act(black, id, 'undo/accept').expect(409);
    const accepted = (await act(white, id, 'undo/accept').expect(200)).body as LiveGameState;
    expect(accepted.moves).toEqual([]);
    expect(accepted.toMove).toBe('black');
    expect(accepted.undoRequest).toBeNull();
  });

  it('undo: accepted takes the move back, rejected keeps it, a reply lapses it', async () => {
    const id = await newGame();
    await act(black, id, 'move', { move: 'D4' }).expect(200);
    await act(white, id, 'move', { move: 'F6' }).expect(200);
    const asked = (await act(white, id, 'undo').expect(200)).body as LiveGameState;
    expect(asked.undoRequest).toEqual({ by: 'white', moveNumber: 2 });
    await act(white, id, 'undo').expect(409);
    const accepted = (await act(black, id, 'undo/accept').expect(200)).body as LiveGameState;
    expect(accepted.moves).toEqual(['D4']);
    expect(accepted.toMove).toBe('white');
    await act(white, id, 'move', { move: 'F5' }).expect(200);
    await act(white, id, 'undo').expect(200);
    const rejected = (await act(black, id, 'undo/reject').expect(200)).body as LiveGameState;
    expect(rejected.moves).toEqual(['D4', 'F5']);
    expect(rejected.undoRequest).toBeNull();
    await act(black, id, 'undo/reject').expect(409);
    await act(black, id, 'undo/maybe').expect(404);
    await act(black, id, 'pass').expect(200);
    // the game's log announces the rejection and the pass, each as a line of the player who did it
    const log = (await t.http().get(`/api/v1/games/${id}/chat`).expect(200)).body as ChatLine[];
    expect(
      log.map(({ userId, name, text, moveNumber, event }) => ({
        userId,
        name,
        text,
        moveNumber,
        event,
      })),
    ).toEqual([
      {
        userId: black.user.id,
        name: 'black_player',
        text: '',
        moveNumber: 2,
        event: 'undo-rejected',
      },
      { userId: black.user.id, name: 'black_player', text: '', moveNumber: 3, event: 'pass' },
    ]);
  });

  it('two passes, dead stones toggled and accepted by both: the score, the record, the lists', async () => {
    const id = await newGame({ ranked: true });
    // black wall on column D, white wall on column F, a black stone inside white's area
    for (let row = 1; row <= 9; row++) {
      await act(black, id, 'move', { move: `D${row}` }).expect(200);
      await act(white, id, 'move', { move: `F${row}` }).expect(200);
    }
    await act(black, id, 'move', { move: 'H5' }).expect(200);
    await act(white, id, 'move', { move: 'H3' }).expect(200);
    await t
      .http()
      .post(`/api/v1/games/${id}/chat`)
      .set('Cookie', watcher.cookie)
      .set('Origin', TEST_ORIGIN)
      .send({ text: 'Nice wall' })
      .expect(201);
    await act(black, id, 'pass').expect(200);
    const removal = (await act(white, id, 'pass').expect(200)).body as LiveGameState;
    expect(removal.phase).toBe('removal');
    expect(removal.clocks.running).toBeNull();
    // whatever the first proposal, make it exactly H5
    let dead = removal.removal?.dead ?? [];
    for (const point of dead.filter((p) => p !== 'H5')) {
      dead = (
        (await act(black, id, 'removal', { points: [point] }).expect(200)).body as LiveGameState
      ).removal!.dead;
    }
    if (!dead.includes('H5')) {
      dead = (
        (await act(white, id, 'removal', { points: ['H5'] }).expect(200)).body as LiveGameState
      ).removal!.dead;
    }
    expect(dead).toEqual(['H5']);
    const one = (await act(black, id, 'accept').expect(200)).body as LiveGameState;
    expect(one.removal?.acceptedBy).toEqual(['black']);
    await act(black, id, 'accept').expect(409);
    const done = (await act(white, id, 'accept').expect(200)).body as LiveGameState;
    expect(done.phase).toBe('finished');
    expect(done.endReason).toBe('score');
    expect(done.result).toBe('W+7.5');
    expect(done.score).toMatchObject({ black: { total: 36 }, white: { total: 43.5, komi: 7.5 } });
    await act(black, id, 'move', { move: 'A1' }).expect(409);

    const record = await t.http().get(`/api/v1/games/${id}/record`).expect(200);
    expect(record.headers['content-type']).toContain('application/x-go-sgf');
    expect(record.text).toContain('RE[W+7.5]');
    expect(record.text).toContain('RU[Chinese]');
    expect(record.text).toContain('PB[black_player]');
    expect(record.text).toContain('OT[3x30 byo-yomi]');
    expect(record.text).toContain('C[watcher: Nice wall]');
    // the log's lines for the two passes are no comments of the record
    expect(record.text).not.toContain('black_player:');
    // the territory on the last node: A-C for Black; G-J without H3 for White, with H5 (dead)
    const points = (key: string) => {
      const list = new RegExp(`${key}((?:\\[[a-s]{2}\\])+)`).exec(record.text)?.[1] ?? '';
      return list.slice(1, -1).split('][');
    };
    expect(points('TB')).toHaveLength(27);
    expect(points('TB')).toContain('ca');
    expect(points('TW')).toHaveLength(26);
    expect(points('TW')).toContain('he');
    expect(points('TW')).not.toContain('hg');
    // one game tree, in its parentheses, as every SGF reader expects
    expect(record.text.trim()).toMatch(/^\(\s*;[\s\S]*\)$/);

    const mine = (await t.http().get('/api/v1/games/self').set('Cookie', black.cookie).expect(200))
      .body as LiveGameSummary[];
    expect(mine.find((g) => g.id === id)).toMatchObject({ phase: 'finished', result: 'W+7.5' });
    const current = (await t.http().get('/api/v1/games/current').expect(200))
      .body as LiveGameSummary[];
    expect(current.some((g) => g.id === id)).toBe(false);

    const ratingOf = async (userId: number) =>
      (await t.http().get(`/api/v1/play/rating/${userId}`).expect(200)).body as {
        rating: number;
        games: number;
      };
    const [whiteRating, blackRating] = [
      await ratingOf(white.user.id),
      await ratingOf(black.user.id),
    ];
    expect(whiteRating.games).toBe(1);
    expect(whiteRating.rating).toBeGreaterThan(blackRating.rating);
  });

  it('continue game returns from stone removal to play', async () => {
    const id = await newGame();
    await act(black, id, 'move', { move: 'E5' }).expect(200);
    await act(white, id, 'pass').expect(200);
    await act(black, id, 'pass').expect(200);
    const resumed = (await act(white, id, 'resume').expect(200)).body as LiveGameState;
    expect(resumed.phase).toBe('play');
    expect(resumed.toMove).toBe('white');
  });

  it('resignation ends the game; an unfinished game has no record yet', async () => {
    const id = await newGame();
    await t.http().get(`/api/v1/games/${id}/record`).expect(404);
    const over = (await act(black, id, 'resign').expect(200)).body as LiveGameState;
    expect(over).toMatchObject({ phase: 'finished', result: 'W+R', endReason: 'resignation' });
    await t.http().get(`/api/v1/games/${id}/record`).expect(200);
  });

  it('a clock that runs out ends the game with nobody connected', async () => {
    const id = await newGame({ timeControl: 'fischer', mainTime: 1, bonusTime: 0, periods: 0 });
    await act(black, id, 'move', { move: 'E5' }).expect(200);
    const over = await vi.waitFor(
      async () => {
        const s = await state(id);
        if (s.phase !== 'finished') throw new Error('still playing');
        return s;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(over).toMatchObject({ result: 'B+T', endReason: 'timeout' });
    expect(over.clocks.white.mainLeft).toBe(0);
  });

  it('chat: players and observers, at most 500 characters, rate-limited', async () => {
    const id = await newGame();
    const say = (player: Player, text: unknown) =>
      t
        .http()
        .post(`/api/v1/games/${id}/chat`)
        .set('Cookie', player.cookie)
        .set('Origin', TEST_ORIGIN)
        .send({ text });
    await act(black, id, 'move', { move: 'E5' }).expect(200);
    const line = (await say(white, 'Hello').expect(201)).body as ChatLine;
    expect(line).toMatchObject({
      userId: white.user.id,
      name: 'white_player',
      text: 'Hello',
      moveNumber: 1,
    });
    await say(white, 'x'.repeat(500)).expect(201);
    await say(white, 'x'.repeat(501)).expect(400);
    await say(white, '   ').expect(400);
    await say(white, 42).expect(400);
    await t.http().post(`/api/v1/games/${id}/chat`).send({ text: 'hi' }).expect(401);
    const lines = (await t.http().get(`/api/v1/games/${id}/chat`).expect(200)).body as ChatLine[];
    expect(lines.map((l) => l.text)).toEqual(['Hello', 'x'.repeat(500)]);
    const chatty = await signedInUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await say(chatty, `line ${i}`)).status);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
  });

  it('moves are rate-limited too', async () => {
    const id = await newGame();
    const codes: number[] = [];
    for (let i = 0; i < 35; i++) codes.push((await act(white, id, 'move', { move: 'A1' })).status);
    expect(codes.slice(0, 30).every((c) => c === 409)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
