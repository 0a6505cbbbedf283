import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLAY_SOCKET_PATH, type Challenge } from '@sync/contract/play';
import { ChallengeTiming } from '@api/play/challenges/challenge-timing';
import { SocketClient } from '../support/socket-client';
import { signedInUser } from './support/accounts';
import { settings } from './support/challenge-settings';
import { baseUrlOf, LobbyStream } from './support/lobby-stream';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

const CHALLENGES = '/api/v1/challenge';

describe('the lobby stream: GET /api/v1/challenge/stream (Server-Sent Events)', () => {
  let t: TestApp;
  let baseUrl: string;
  let creator: { cookie: string };
  let taker: { cookie: string };
  const streams: LobbyStream[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await baseUrlOf(t.app);
    creator = await signedInUser(t);
    taker = await signedInUser(t);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await t.close();
  });

  const open = async (options?: Parameters<typeof LobbyStream.open>[1]) => {
    const stream = await LobbyStream.open(baseUrl, options);
    streams.push(stream);
    return stream;
  };
  /** A stream that is surely following the log: it has seen an event sent after it opened. */
  const following = async (options?: Parameters<typeof LobbyStream.open>[1]) => {
    const stream = await open(options);
    const marker = await create();
    await stream.nextOf('add', (data) => (data as Challenge).id === marker.id);
    return stream;
  };
  const create = async (body: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post(CHALLENGES)
        .set('Cookie', creator.cookie)
        .set('Origin', TEST_ORIGIN)
        .send(settings(body))
        .expect(201)
    ).body as Challenge;
  const cancel = (id: number) =>
    t
      .http()
      .delete(`${CHALLENGES}/${id}`)
      .set('Cookie', creator.cookie)
      .set('Origin', TEST_ORIGIN)
      .expect(204);
  const accept = (id: number) =>
    t
      .http()
      .post(`${CHALLENGES}/${id}`)
      .set('Cookie', taker.cookie)
      .set('Origin', TEST_ORIGIN)
      .expect(201);
  const list = async () => (await t.http().get(CHALLENGES).expect(200)).body as Challenge[];

  it("sends 'reset' with no challenges when the lobby has never changed", async () => {
    const stream = await open({ headers: { 'Last-Event-ID': '5' } });
    const reset = await stream.next();
    expect([reset.event, reset.id, JSON.parse(reset.data)]).toEqual(['reset', '0', []]);
  });

  it('answers an uncompressed event stream that starts with retry: 2000', async () => {
    const stream = await open();
    const { headers, statusCode } = stream.response;
    expect(statusCode).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['cache-control']).toContain('no-cache');
    expect(headers['x-accel-buffering']).toBe('no');
    expect(headers['content-encoding']).toBeUndefined();
    await following();
    expect(stream.retry).toBe(2000);
  });

  it("sends 'add' with the challenge when one is created, with the event's id", async () => {
    const stream = await following();
    const challenge = await create({ boardSize: 9 });
    const event = await stream.next();
    expect(event.event).toBe('add');
    expect(event.id).toMatch(/^\d+$/);
    expect(JSON.parse(event.data)).toEqual(challenge);
  });

  it("sends 'remove' when a challenge is accepted or cancelled, ids growing", async () => {
    const stream = await following();
    const taken = await create();
    const cancelled = await create();
    await accept(taken.id);
    await cancel(cancelled.id);
    const events = [];
    for (let n = 0; n < 4; n++) events.push(await stream.next());
    expect(events.map((e) => [e.event, JSON.parse(e.data) as unknown])).toEqual([
      ['add', taken],
      ['add', cancelled],
      ['remove', { id: taken.id }],
      ['remove', { id: cancelled.id }],
    ]);
    const ids = events.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(4);
  });

  it('never lists a bot challenge', async () => {
    const stream = await following();
    const botGame = await create({ opponent: 'bot', botKind: 'modern' });
    const after = await create();
    const event = await stream.next();
    expect(JSON.parse(event.data)).toMatchObject({ id: after.id });
    expect(botGame.gameId).toEqual(expect.any(Number));
  });

  it.each([
    ['the Last-Event-ID header', (id: string) => ({ headers: { 'Last-Event-ID': id } })],
    ['?lastEventId=', (id: string) => ({ query: `?lastEventId=${id}` })],
  ])('resumes from %s with exactly the missed events', async (_how, resume) => {
    const first = await following();
    const kept = await create();
    const seen = await first.next();
    expect(seen.event).toBe('add');
    first.close();

    const missedAdd = await create();
    await cancel(kept.id);

    const resumed = await open(resume(seen.id!));
    const replayed = [await resumed.next(), await resumed.next()];
    expect(replayed.map((e) => [e.event, JSON.parse(e.data) as unknown])).toEqual([
      ['add', missedAdd],
      ['remove', { id: kept.id }],
    ]);
    expect(Number(replayed[0].id)).toBeGreaterThan(Number(seen.id));
    // nothing else was replayed: the next event is the next change
    const next = await create();
    const after = await resumed.next();
    expect([after.event, (JSON.parse(after.data) as Challenge).id]).toEqual(['add', next.id]);
  });

  it("sends one 'reset' with the open challenges for an id it does not know", async () => {
    const stream = await following();
    await create();
    const last = await stream.next();
    for (const unknown of ['999999999', 'garbage', '0']) {
      const resumed = await open({ headers: { 'Last-Event-ID': unknown } });
      const reset = await resumed.next();
      expect(reset.event).toBe('reset');
      expect(reset.id).toBe(last.id);
      expect(JSON.parse(reset.data)).toEqual(await list());
    }
  });

  it('sends a heartbeat comment', async () => {
    t.app.get(ChallengeTiming).update({ heartbeatMs: 50 });
    const stream = await open();
    expect(await stream.comment()).toBe('heartbeat');
  });

  it("sends 'presence': how many are online (lobby or game socket) and who is in the lobby", async () => {
    const named = await signedInUser(t, { username: 'lobby_sitter' });
    const guest = await open();
    const alone = await guest.presenceWhere((info) => info.lobby.count === 1);
    expect(alone).toEqual({ online: 1, lobby: { count: 1, names: [] } });

    const sitter = await open({ headers: { Cookie: named.cookie } });
    const both = { online: 2, lobby: { count: 2, names: ['lobby_sitter'] } };
    expect(await guest.presenceWhere((info) => info.lobby.count === 2)).toEqual(both);
    expect(await sitter.presenceWhere((info) => info.lobby.count === 2)).toEqual(both);

    // a game's socket is online, not in the lobby; a second tab of the same user counts once
    const socket = await SocketClient.open(baseUrl.replace('http', 'ws') + PLAY_SOCKET_PATH, {
      Cookie: taker.cookie,
      Origin: TEST_ORIGIN,
    });
    try {
      expect(await guest.presenceWhere((info) => info.online === 3)).toEqual({
        ...both,
        online: 3,
      });
      await open({ headers: { Cookie: named.cookie } });
      await guest.presenceWhere((info) => info.lobby.count === 2 && info.online === 3);
    } finally {
      socket.close();
    }
    sitter.close();
    await guest.presenceWhere((info) => info.online === 2);
    // each event is news: never the same presence twice in a row (one change, one event)
    const texts = guest.presences.map((info) => JSON.stringify(info));
    expect(texts.filter((text, i) => i > 0 && text === texts[i - 1])).toEqual([]);
  });
});
