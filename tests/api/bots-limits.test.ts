import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BotInfo, Challenge } from '@sync/contract/play';
import { signedInUser } from './support/accounts';
import { gameState } from './support/bot-games';
import { settings } from './support/challenge-settings';
import { TOO_MANY_BOT_GAMES } from './support/expected-errors';
import { CASUAL_9X9 } from './support/play';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

/** The human is black: the bot waits for the human's first move, thinking about nothing. */
const BOT_GAME = settings({
  ...CASUAL_9X9,
  colour: 'black',
  opponent: 'bot',
  botKind: 'modern',
  ranked: false,
});

function post(t: TestApp, cookie: string, path: string, body: object = {}) {
  return t.http().post(path).set('Cookie', cookie).set('Origin', TEST_ORIGIN).send(body);
}

describe('bot games per account (BOT_GAMES_PER_ACCOUNT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ bots: { gamesPerAccount: 2 } });
  });
  afterAll(() => t.close());

  it('refuses the next bot game over the limit (409) until one ends; other accounts and people games go on', async () => {
    const player = await signedInUser(t);
    const games: number[] = [];
    for (const botKind of ['modern', 'pre-ai']) {
      const created = await post(t, player.cookie, '/api/v1/challenge', {
        ...BOT_GAME,
        botKind,
      }).expect(201);
      games.push((created.body as Challenge).gameId!);
    }
    const refused = await post(t, player.cookie, '/api/v1/challenge', BOT_GAME).expect(409);
    expect(refused.body).toEqual(TOO_MANY_BOT_GAMES);
    const challenges = (await t.http().get('/api/v1/challenge').expect(200)).body as Challenge[];
    expect(challenges.filter((c) => c.creator.userId === player.user.id)).toEqual([]);

    const other = await signedInUser(t);
    await post(t, other.cookie, '/api/v1/challenge', BOT_GAME).expect(201);
    await post(t, player.cookie, '/api/v1/challenge', settings()).expect(201);

    await post(t, player.cookie, `/api/v1/games/${games[0]}/resign`).expect(200);
    await post(t, player.cookie, '/api/v1/challenge', BOT_GAME).expect(201);
    await post(t, player.cookie, '/api/v1/challenge', BOT_GAME).expect(409);
  });
});

/** GNU Go replaced by a stand-in that takes ENGINE_DELAY_MS over every move. */
const ENGINE_DELAY_MS = 5_000;

function slowEngine(dir: string): string {
  const script = resolve(__dirname, '../support/fake-gtp-engine.mjs');
  const path = join(dir, 'gnugo');
  writeFileSync(
    path,
    `#!/bin/sh\nexec "${process.execPath}" "${script}" --delay ${ENGINE_DELAY_MS} "$@"\n`,
  );
  chmodSync(path, 0o755);
  return path;
}

describe("the bots' queue: one GNU Go process, slow to answer", () => {
  let t: TestApp;
  let dir: string;
  const saved = { path: process.env.GNUGO_PATH, processes: process.env.GNUGO_PROCESSES };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'slow-gnugo-'));
    process.env.GNUGO_PATH = slowEngine(dir);
    process.env.GNUGO_PROCESSES = '1';
    t = await createTestApp();
  });
  afterAll(async () => {
    for (const [name, value] of [
      ['GNUGO_PATH', saved.path],
      ['GNUGO_PROCESSES', saved.processes],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const botFirst = { ...BOT_GAME, botKind: 'pre-ai', colour: 'white' };
  const preAi = async () =>
    ((await t.http().get('/api/v1/bots').expect(200)).body as BotInfo[]).find(
      (bot) => bot.kind === 'pre-ai',
    )!;
  const eventsOf = (gameId: number) =>
    t.db.orm.em
      .getKnex()<{ kind: string; payload: string; at_ms: number | string }>('live_game_event')
      .where({ game_id: gameId })
      .orderBy('seq');

  it("holds a bot's clock while its move waits for the engine and charges only its thinking; GET /bots shows the wait", async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    await post(t, first.cookie, '/api/v1/challenge', botFirst).expect(201);
    const created = await post(t, second.cookie, '/api/v1/challenge', botFirst).expect(201);
    const gameId = (created.body as Challenge).gameId!;

    // the first game's move has the only engine; the second's waits, its clock held
    const waiting = await vi.waitFor(
      async () => {
        const state = await gameState(t, gameId);
        expect(state.moves).toEqual([]);
        expect(state.clocks.running).toBeNull();
        return state;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(waiting.toMove).toBe('black');
    expect(await preAi()).toMatchObject({ busy: 1, queued: 1 });

    const moved = await vi.waitFor(
      async () => {
        const state = await gameState(t, gameId);
        expect(state.moves).toHaveLength(1);
        return state;
      },
      { timeout: 4 * ENGINE_DELAY_MS, interval: 100 },
    );
    const events = await eventsOf(gameId);
    expect(events.map((e) => e.kind)).toEqual(['start', 'hold', 'move']);
    const [start, , move] = events;
    const turnMs = Number(move.at_ms) - Number(start.at_ms);
    const chargedMs = 600_000 - moved.clocks.black.mainLeft;
    // it waited most of the first move's ENGINE_DELAY_MS, then thought for its own
    expect(turnMs).toBeGreaterThanOrEqual(ENGINE_DELAY_MS * 1.5);
    expect(turnMs - chargedMs).toBeGreaterThanOrEqual(ENGINE_DELAY_MS / 2);
    expect(chargedMs).toBeGreaterThanOrEqual(ENGINE_DELAY_MS);
    expect((JSON.parse(move.payload) as { queuedMs: number }).queuedMs).toBe(turnMs - chargedMs);
  });
});
