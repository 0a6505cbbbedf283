import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge } from '@sync/contract/play';
import { defaultBotRank, type BotKindName } from '@domain/bots/ranks';
import { signedInUser } from './support/accounts';
import { HUMAN_SETTINGS, settings } from './support/challenge-settings';
import { BAD_PARAMETERS, UNAUTHORIZED } from './support/expected-errors';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const CHALLENGES = '/api/v1/challenge';
const PERMISSION_DENIED = {
  statusCode: 403,
  code: 'missing permissions',
  message: "Permission denied. You don't have access to perform this action.",
};
const CHALLENGE_NOT_FOUND = {
  statusCode: 404,
  code: 'CHALLENGE_NOT_FOUND',
  message: 'No challenge with such id',
};

/** Settings the server cannot honour, each with the part of the message that names why. */
const UNSUPPORTED: [Record<string, unknown>, string][] = [
  [{ boardSize: 15 }, 'board size 15'],
  [{ rules: 'korean' }, 'rules korean'],
  [{ timeControl: 'canadian' }, 'time control canadian'],
  [{ mainTime: -1 }, 'main time -1'],
  [{ mainTime: 1.5 }, 'main time 1.5'],
  [{ mainTime: 31 * 24 * 3600 }, 'main time'],
  [{ bonusTime: 8 * 24 * 3600 }, 'bonus time'],
  [{ mainTime: 0, bonusTime: 0 }, 'main time 0 with no bonus time'],
  [{ periods: 0 }, 'byoyomi without periods'],
  [{ periods: 31 }, '31 byoyomi periods'],
  [{ bonusTime: 0 }, 'byoyomi periods of 0 seconds'],
  [{ timeControl: 'fischer', maxTime: 100 }, 'maximum time 100 below main time 600'],
  [{ handicap: 1 }, 'handicap 1'],
  [{ handicap: 10 }, '10 handicap stones'],
  [{ handicap: -2 }, '-2 handicap stones'],
  [{ komi: 6.3 }, 'komi 6.3'],
  [{ komi: 200 }, 'komi 200'],
  [{ colour: 'green' }, 'colour green'],
  [{ opponent: 'alien' }, 'opponent alien'],
  [{ opponent: 'bot', botKind: 'future' }, 'bot kind future'],
  [{ opponent: 'bot' }, 'a bot without a bot kind'],
  [{ minRank: 'strong' }, 'minimum rank strong'],
  [{ maxRank: '99k' }, 'maximum rank 99k'],
  [{ minRank: '1d', maxRank: '10k' }, 'minimum rank 1d above maximum rank 10k'],
];

/** Bodies of the wrong shape: missing fields and wrong JSON types. */
const MALFORMED: [string, Record<string, unknown>][] = [
  ['boardSize as text', { boardSize: '19' }],
  ['no boardSize', { boardSize: undefined }],
  ['rules as a number', { rules: 1 }],
  ['no timeControl', { timeControl: undefined }],
  ['mainTime null', { mainTime: null }],
  ['mainTime as text', { mainTime: '600' }],
  ['no bonusTime', { bonusTime: undefined }],
  ['no periods', { periods: undefined }],
  ['maxTime as text', { maxTime: 'none' }],
  ['no handicap', { handicap: undefined }],
  ['komi as text', { komi: '6.5' }],
  ['no colour', { colour: undefined }],
  ['opponent as a boolean', { opponent: true }],
  ['botKind as a number', { botKind: 7 }],
  ['botStyle as an object', { botStyle: {} }],
  ['botRank as a number', { botRank: 5 }],
  ['ranked as text', { ranked: 'yes' }],
  ['no ranked', { ranked: undefined }],
  ['minRank as a number', { minRank: 20 }],
  ['maxRank as an array', { maxRank: ['1d'] }],
];

describe('challenges: create, list, cancel (/api/v1/challenge)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (cookie: string, body: unknown) =>
    t
      .http()
      .post(CHALLENGES)
      .set('Cookie', cookie)
      .set('Origin', TEST_ORIGIN)
      .send(body as object);
  const cancel = (cookie: string, id: number | string) =>
    t.http().delete(`${CHALLENGES}/${id}`).set('Cookie', cookie).set('Origin', TEST_ORIGIN);
  const list = async () => (await t.http().get(CHALLENGES).expect(200)).body as Challenge[];
  const knex = () => t.db.orm.em.getKnex();
  let validationUser: Promise<{ cookie: string }> | null = null;
  /** One account for the refused bodies (making one costs a password hash). */
  const creator = () => (validationUser ??= signedInUser(t));

  it('creates a challenge: 201 with the settings, the creator card and the time class', async () => {
    const { user, cookie } = await signedInUser(t);
    const before = Date.now();
    const response = await create(cookie, { ...HUMAN_SETTINGS, unknownField: 1 }).expect(201);
    const challenge = response.body as Challenge;
    expect(Object.keys(challenge).sort()).toEqual([
      'createdAt',
      'creator',
      'id',
      'settings',
      'timeClass',
    ]);
    expect(challenge.id).toBeGreaterThan(0);
    expect(Date.parse(challenge.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(challenge.settings).toEqual(HUMAN_SETTINGS);
    expect(challenge.timeClass).toBe('rapid');
    expect(challenge.creator).toEqual({
      userId: user.id,
      name: user.username,
      avatar: '',
      rating: expect.any(Number) as number,
      rank: expect.stringMatching(/^\d+[kd]$/) as string,
    });
    const [row] = (await knex()('challenge').where({ id: challenge.id })) as {
      status: string;
      creator_id: number;
    }[];
    expect(row).toMatchObject({ status: 'open', creator_id: user.id });
  });

  it("refuses an account's 21st open challenge (409), until one is cancelled", async () => {
    const { cookie } = await signedInUser(t);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(((await create(cookie, HUMAN_SETTINGS).expect(201)).body as Challenge).id);
    }
    const refused = await create(cookie, HUMAN_SETTINGS).expect(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'TOO_MANY_CHALLENGES',
      message: 'Too many open challenges: cancel one first',
    });
    await cancel(cookie, ids[0]).expect(204);
    await create(cookie, HUMAN_SETTINGS).expect(201);
  });

  it('keeps absent optional fields as null', async () => {
    const { cookie } = await signedInUser(t);
    const body: Record<string, unknown> = { ...HUMAN_SETTINGS };
    for (const field of [
      'maxTime',
      'komi',
      'botKind',
      'botStyle',
      'botRank',
      'minRank',
      'maxRank',
    ]) {
      delete body[field];
    }
    const challenge = (await create(cookie, body).expect(201)).body as Challenge;
    expect(challenge.settings).toEqual(HUMAN_SETTINGS);
  });

  it('accepts Fischer with a maximum, handicap with komi, and a rank range', async () => {
    const { cookie } = await signedInUser(t);
    const body = settings({
      boardSize: 9,
      rules: 'chinese',
      timeControl: 'fischer',
      mainTime: 60,
      bonusTime: 2,
      maxTime: 120,
      handicap: 4,
      komi: 0.5,
      colour: 'random',
      minRank: '25k',
      maxRank: '5k',
      ranked: false,
    });
    const challenge = (await create(cookie, body).expect(201)).body as Challenge;
    expect(challenge.settings).toEqual(body);
    expect(challenge.timeClass).toBe('blitz');
  });

  it.each(UNSUPPORTED)('refuses %j: 400 Unsupported combination: %s', async (change, why) => {
    const { cookie } = await creator();
    const response = await create(cookie, settings(change)).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'UNSUPPORTED_COMBINATION' });
    const { message } = response.body as { message: string };
    expect(message.startsWith('Unsupported combination: ')).toBe(true);
    expect(message).toContain(why);
  });

  it.each(MALFORMED)('refuses a body of the wrong shape (%s): 400', async (_label, change) => {
    const { cookie } = await creator();
    const body: Record<string, unknown> = { ...HUMAN_SETTINGS, ...change };
    for (const [field, value] of Object.entries(change))
      if (value === undefined) delete body[field];
    const response = await create(cookie, body).expect(400);
    expect(response.body).toEqual(BAD_PARAMETERS);
  });

  it('refuses a signed-out creator: 401, and writes nothing', async () => {
    const count = async () => (await knex()('challenge').count({ n: '*' }))[0].n;
    const before = Number(await count());
    const response = await t
      .http()
      .post(CHALLENGES)
      .set('Origin', TEST_ORIGIN)
      .send(HUMAN_SETTINGS);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(UNAUTHORIZED);
    expect(Number(await count())).toBe(before);
  });

  it('lists the open challenges to anyone, oldest first, each with its creator card', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const a = (await create(first.cookie, settings()).expect(201)).body as Challenge;
    const b = (await create(second.cookie, settings({ boardSize: 13 })).expect(201))
      .body as Challenge;
    const listed = await list();
    const ids = listed.map((c) => c.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(listed.find((c) => c.id === a.id)).toEqual(a);
    expect(listed.find((c) => c.id === b.id)).toEqual(b);
    expect(listed.find((c) => c.id === b.id)?.creator.userId).toBe(second.user.id);
    const signedIn = await t.http().get(CHALLENGES).set('Cookie', first.cookie).expect(200);
    expect(signedIn.body).toEqual(listed);
  });

  it('cancels by the creator (204) or an admin (204), refuses anyone else (403)', async () => {
    const creator = await signedInUser(t);
    const other = await signedInUser(t);
    const admin = await signedInUser(t, { roles: ['user', 'admin'] });
    const mine = (await create(creator.cookie, settings()).expect(201)).body as Challenge;
    const theirs = (await create(creator.cookie, settings()).expect(201)).body as Challenge;

    const refused = await cancel(other.cookie, mine.id).expect(403);
    expect(refused.body).toEqual(PERMISSION_DENIED);
    expect((await list()).map((c) => c.id)).toContain(mine.id);

    await cancel(creator.cookie, mine.id).expect(204);
    await cancel(admin.cookie, theirs.id).expect(204);
    const ids = (await list()).map((c) => c.id);
    expect(ids).not.toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const rows = (await knex()('challenge').whereIn('id', [mine.id, theirs.id])) as {
      status: string;
    }[];
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('answers 404 for an unknown or closed challenge, 401 signed out', async () => {
    const creator = await signedInUser(t);
    const challenge = (await create(creator.cookie, settings()).expect(201)).body as Challenge;
    await cancel(creator.cookie, challenge.id).expect(204);
    for (const id of [challenge.id, 999999, 'abc', 0]) {
      expect((await cancel(creator.cookie, id).expect(404)).body).toEqual(CHALLENGE_NOT_FOUND);
    }
    const open = (await create(creator.cookie, settings()).expect(201)).body as Challenge;
    const signedOut = await t.http().delete(`${CHALLENGES}/${open.id}`).set('Origin', TEST_ORIGIN);
    expect(signedOut.status).toBe(401);
  });

  describe('against a bot', () => {
    interface UserRow {
      id: number;
      username: string;
      first_name: string;
      status: string;
      roles: string;
      password_hash: string | null;
    }
    const bot = (body: Record<string, unknown>) =>
      settings({
        opponent: 'bot',
        botStyle: 'balanced',
        botRank: defaultBotRank((body.botKind as BotKindName | undefined) ?? 'modern'),
        ...body,
      });

    it('makes one bot account of two first bot challenges at once', async () => {
      const players = [await signedInUser(t), await signedInUser(t)];
      const responses = await Promise.all(
        players.map(({ cookie }) => create(cookie, bot({ botKind: 'modern' }))),
      );
      expect(responses.map((r) => r.status)).toEqual([201, 201]);
      const accounts = (await knex()('app_user').where({ username: 'bot-modern' })) as UserRow[];
      expect(accounts).toHaveLength(1);
      const games = (await knex()('live_game').whereIn(
        'id',
        responses.map((r) => (r.body as Challenge).gameId!),
      )) as { white_id: number }[];
      expect(games.map((g) => g.white_id)).toEqual([accounts[0].id, accounts[0].id]);
    });

    it('starts the game at once: 201 with gameId, the bot account made on demand', async () => {
      const { user, cookie } = await signedInUser(t);
      const response = await create(cookie, bot({ botKind: 'modern', colour: 'white' }));
      expect(response.status).toBe(201);
      const challenge = response.body as Challenge;
      expect(challenge.gameId).toEqual(expect.any(Number));
      expect(challenge.settings).toMatchObject({
        botKind: 'modern',
        botStyle: 'balanced',
        botRank: defaultBotRank('modern'),
      });
      expect(challenge.creator.userId).toBe(user.id);

      const [account] = (await knex()('app_user').where({ username: 'bot-modern' })) as UserRow[];
      expect(account).toMatchObject({
        first_name: 'KataGo bot',
        status: 'active',
        roles: 'user,bot',
        password_hash: null,
      });
      const [game] = (await knex()('live_game').where({ id: challenge.gameId })) as {
        black_id: number;
        white_id: number;
        challenge_id: number;
      }[];
      expect(game).toMatchObject({
        black_id: account.id,
        white_id: user.id,
        challenge_id: challenge.id,
      });
      const [row] = (await knex()('challenge').where({ id: challenge.id })) as {
        status: string;
        game_id: number;
      }[];
      expect(row).toMatchObject({ status: 'accepted', game_id: challenge.gameId });
      expect((await list()).map((c) => c.id)).not.toContain(challenge.id);
    });

    it('plays as the same account every time; the pre-AI bot is GNU Go', async () => {
      const { user, cookie } = await signedInUser(t);
      const games = [];
      for (const botKind of ['modern', 'pre-ai', 'pre-ai']) {
        const challenge = (await create(cookie, bot({ botKind, colour: 'black' })).expect(201))
          .body as Challenge;
        games.push(challenge.gameId);
      }
      const accounts = (await knex()('app_user').whereIn('username', [
        'bot-modern',
        'bot-pre-ai',
      ])) as UserRow[];
      expect(accounts.map((a) => [a.username, a.first_name]).sort()).toEqual([
        ['bot-modern', 'KataGo bot'],
        ['bot-pre-ai', 'GNU Go bot'],
      ]);
      const preAi = accounts.find((a) => a.username === 'bot-pre-ai')!;
      const rows = (await knex()('live_game')
        .whereIn('id', games as number[])
        .orderBy('id')) as {
        black_id: number;
        white_id: number;
      }[];
      expect(rows.map((r) => r.black_id)).toEqual([user.id, user.id, user.id]);
      expect(rows.slice(1).map((r) => r.white_id)).toEqual([preAi.id, preAi.id]);
    });

    it('gives the creator a colour when they chose random', async () => {
      const { user, cookie } = await signedInUser(t);
      const challenge = (
        await create(cookie, bot({ botKind: 'modern', colour: 'random' })).expect(201)
      ).body as Challenge;
      const [game] = (await knex()('live_game').where({ id: challenge.gameId })) as {
        black_id: number;
        white_id: number;
      }[];
      expect([game.black_id, game.white_id]).toContain(user.id);
      expect(game.black_id).not.toBe(game.white_id);
    });
  });
});
