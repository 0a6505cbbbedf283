import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BotInfo, Challenge, ChatLine, LiveGameSummary } from '@sync/contract/play';
import { botRanks } from '@domain/bots/ranks';
import { BOT_STYLES } from '@domain/bots/types';
import { botAccountId } from '@api/play/challenges/bot-accounts';
import { GameStarter } from '@api/play/live-games/game-starter';
import { dbDate, insertedId } from '@api/common/sql/db-values';
import { knexOf } from '@api/common/sql/knex-of';
import { signedInUser } from './support/accounts';
import { gameState, humanAct, humansTurn, playOut, type Human } from './support/bot-games';
import { settings } from './support/challenge-settings';
import { CASUAL_9X9 } from './support/play';
import { createTestApp, createTestAppOn, TEST_ORIGIN, type TestApp } from './support/test-app';
import { createTestDatabase } from './support/test-database';

const BOT_9X9 = settings({
  ...CASUAL_9X9,
  colour: 'black',
  opponent: 'bot',
  ranked: true,
  minRank: null,
  maxRank: null,
});

function challengeBot(t: TestApp, cookie: string, body: Record<string, unknown>) {
  return t
    .http()
    .post('/api/v1/challenge')
    .set('Cookie', cookie)
    .set('Origin', TEST_ORIGIN)
    .send({ ...BOT_9X9, ...body });
}

async function chatOf(t: TestApp, gameId: number): Promise<ChatLine[]> {
  return (await t.http().get(`/api/v1/games/${gameId}/chat`).expect(200)).body as ChatLine[];
}

/** A finished game scored by counting: 'B+3.5', 'W+0.5' (no resignation, no timeout). */
const SCORED = /^[BW]\+\d+(\.5)?$/;

describe('bots', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /bots: both bots, available, idle, with their measured ranks and styles', async () => {
    const bots = (await t.http().get('/api/v1/bots').expect(200)).body as BotInfo[];
    expect(bots).toEqual([
      {
        kind: 'modern',
        available: true,
        reason: null,
        busy: expect.any(Number) as number,
        queued: expect.any(Number) as number,
        ranks: botRanks('modern'),
        styles: [...BOT_STYLES],
      },
      {
        kind: 'pre-ai',
        available: true,
        reason: null,
        busy: expect.any(Number) as number,
        queued: expect.any(Number) as number,
        ranks: botRanks('pre-ai'),
        styles: ['balanced'],
      },
    ]);
  });

  it.each([
    ['modern', 'fighting'],
    ['pre-ai', 'balanced'],
  ] as const)(
    'plays a 9x9 game against the %s bot to a counted result, greeting and thanking in English',
    async (botKind, botStyle) => {
      const { user, cookie } = await signedInUser(t, { language: 'en' });
      const created = await challengeBot(t, cookie, {
        botKind,
        botStyle,
        botRank: botRanks(botKind).at(-1),
      }).expect(201);
      const gameId = (created.body as Challenge).gameId!;
      const human: Human = { cookie, colour: 'black' };

      const finished = await playOut(t, gameId, human);
      expect(finished.black.userId).toBe(user.id);
      expect(finished.black.bot).toBeUndefined();
      expect(finished.white).toMatchObject({ bot: true, rank: botRanks(botKind).at(-1) });
      expect(finished.endReason).toBe('score');
      expect(finished.result).toMatch(SCORED);
      expect(finished.moves.length).toBeGreaterThan(10);
      expect(finished.score).not.toBeNull();

      const botName = finished.white.name;
      const lines = await vi.waitFor(
        async () => {
          const chat = (await chatOf(t, gameId)).filter(
            (line) => line.name === botName && line.event === undefined,
          );
          expect(chat.map((line) => line.text)).toEqual([
            'Hello! Have a good game.',
            'Thank you for the game!',
          ]);
          return chat;
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(lines[0].moveNumber).toBeLessThanOrEqual(1);
      const record = await t.http().get(`/api/v1/games/${gameId}/record`).expect(200);
      expect(record.text).toContain(`RE[${finished.result}]`);
      // the rank the challenge asked for, in the record and the player's list of games
      expect(record.text).toContain(`WR[${botRanks(botKind).at(-1)}]`);
      const mine = await t.http().get('/api/v1/games/self').set('Cookie', cookie).expect(200);
      const listed = (mine.body as LiveGameSummary[]).find((game) => game.id === gameId);
      expect(listed?.white).toMatchObject({ bot: true, rank: botRanks(botKind).at(-1) });
    },
  );

  it('takes back the player’s move and the bot’s answer when asked after the answer', async () => {
    const { cookie } = await signedInUser(t);
    const botRank = botRanks('modern')[1];
    const created = await challengeBot(t, cookie, { botKind: 'modern', botRank }).expect(201);
    const gameId = (created.body as Challenge).gameId!;
    const human: Human = { cookie, colour: 'black' };
    // the lobby's list of live games shows the bot at the rank the challenge asked for
    const current = (await t.http().get('/api/v1/games/current').expect(200))
      .body as LiveGameSummary[];
    expect(current.find((game) => game.id === gameId)?.white).toMatchObject({ rank: botRank });
    await humanAct(t, human, gameId, 'move', { move: 'E5' }).then((r) =>
      expect(r.status).toBe(200),
    );
    const answered = await humansTurn(t, gameId, 'black');
    expect(answered.moves).toHaveLength(2);

    await humanAct(t, human, gameId, 'undo').then((r) => expect(r.status).toBe(200));
    // the bot accepts: both moves are taken back and the player is to move again
    const undone = await vi.waitFor(
      async () => {
        const state = await gameState(t, gameId);
        expect(state.undoRequest).toBeNull();
        return state;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(undone.moves).toEqual([]);
    expect(undone.toMove).toBe('black');
    expect(undone.phase).toBe('play');
  });

  it('greets in the language the page shows (the challenge’s), not the profile’s', async () => {
    const { cookie } = await signedInUser(t, { language: 'ru' });
    const created = await challengeBot(t, cookie, { botKind: 'modern', language: 'en' }).expect(
      201,
    );
    const gameId = (created.body as Challenge).gameId!;
    await humanAct(t, { cookie, colour: 'black' }, gameId, 'move', { move: 'E5' });
    await vi.waitFor(
      async () => {
        const said = (await chatOf(t, gameId)).filter((line) => line.event === undefined);
        expect(said.map((line) => line.text)).toEqual(['Hello! Have a good game.']);
      },
      { timeout: 20_000, interval: 100 },
    );
    // only a language of the site's
    await challengeBot(t, cookie, { botKind: 'modern', language: 'de' }).expect(400);
  });

  it('makes a bot game unranked even when asked ranked: it never moves a rating', async () => {
    const { cookie } = await signedInUser(t);
    const created = await challengeBot(t, cookie, { botKind: 'modern', ranked: true }).expect(201);
    const challenge = created.body as Challenge;
    expect(challenge.settings.ranked).toBe(false);
    expect((await gameState(t, challenge.gameId!)).ranked).toBe(false);
  });

  it('refuses an unknown rank or style with the ranks and styles it has', async () => {
    const { cookie } = await signedInUser(t);
    const rank = await challengeBot(t, cookie, { botKind: 'modern', botRank: '30k' }).expect(400);
    expect((rank.body as { message: string }).message).toBe(
      `Unsupported combination: bot rank 30k (the modern bot plays ${botRanks('modern').join(', ')})`,
    );
    const style = await challengeBot(t, cookie, { botKind: 'modern', botStyle: 'greedy' }).expect(
      400,
    );
    expect((style.body as { message: string }).message).toBe(
      'Unsupported combination: bot style greedy (one of balanced, solid, fighting, territorial)',
    );
  });
});

describe('a bot game when the API starts', () => {
  it('is picked up: the bot plays its move though no news of the game reached this instance', async () => {
    const db = await createTestDatabase();
    const { gameId, humanId } = await db.orm.em.fork().transactional(async (em) => {
      const now = new Date();
      const botId = await botAccountId(em, 'modern', now);
      const at = dbDate(em, now.getTime());
      const human: unknown[] = await knexOf(em)('app_user')
        .insert({
          username: 'resumer',
          username_key: 'resumer',
          status: 'active',
          roles: 'user',
          created_at: at,
          updated_at: at,
        })
        .returning('id');
      const humanId = insertedId(human);
      const started = await new GameStarter().start(em, {
        challengeId: null,
        settings: { ...BOT_9X9, botKind: 'modern', botStyle: 'balanced', botRank: null } as never,
        blackId: botId,
        whiteId: humanId,
      });
      return { gameId: started, humanId };
    });
    const t = await createTestAppOn(db);
    try {
      const state = await vi.waitFor(
        async () => {
          const s = await gameState(t, gameId);
          expect(s.moves).toHaveLength(1);
          return s;
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(state.white.userId).toBe(humanId);
      expect(state.toMove).toBe('white');
    } finally {
      await t.close();
    }
  });
});

describe('without GNU Go', () => {
  let t: TestApp;
  const saved = process.env.GNUGO_PATH;
  beforeAll(async () => {
    process.env.GNUGO_PATH = '/nonexistent/gnugo';
    t = await createTestApp();
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.GNUGO_PATH;
    else process.env.GNUGO_PATH = saved;
    await t.close();
  });

  it('shows the pre-AI bot unavailable and refuses it with the reason; the modern bot plays on', async () => {
    const bots = (await t.http().get('/api/v1/bots').expect(200)).body as BotInfo[];
    expect(bots.find((b) => b.kind === 'pre-ai')).toMatchObject({
      available: false,
      reason: 'GNU Go is not installed on this server',
    });
    const { cookie } = await signedInUser(t);
    const refused = await challengeBot(t, cookie, { botKind: 'pre-ai' }).expect(503);
    expect((refused.body as { message: string }).message).toBe(
      'The pre-AI bot is not available: GNU Go is not installed on this server',
    );
    const games = (await t.http().get('/api/v1/games/current').expect(200))
      .body as LiveGameSummary[];
    expect(games).toEqual([]);
    await challengeBot(t, cookie, { botKind: 'modern' }).expect(201);
  });
});
