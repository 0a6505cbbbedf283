import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast, BroadcastEvent } from '@sync/contract/broadcasts';
import { IDS_THAT_NAME_NOTHING } from './support/expected-errors';
import {
  broadcasterCookie,
  createBroadcast,
  eventsUntil,
  movesOf,
  nextEvent,
  openViewer,
  postMove,
  STREAM_MOVES,
  viewersEvent,
} from './support/broadcast-viewers';
import { signedInUser } from './support/accounts';
import { baseUrlOf, type LobbyStream } from './support/lobby-stream';
import { createTestApp, type TestApp } from './support/test-app';

const BROADCAST_NOT_FOUND = {
  statusCode: 404,
  code: 'BROADCAST_NOT_FOUND',
  message: 'No broadcast with such id',
};

describe('GET /broadcasts/{id}/stream', () => {
  let t: TestApp;
  let baseUrl: string;
  let cookie: string;
  const open: LobbyStream[] = [];

  const viewer = async (
    broadcastId: number,
    headers: Record<string, string> = {},
  ): Promise<LobbyStream> => {
    const stream = await openViewer(baseUrl, broadcastId, headers);
    open.push(stream);
    return stream;
  };
  const snapshotOf = async (stream: LobbyStream): Promise<Broadcast> => {
    const first = await nextEvent(stream);
    if (first.type !== 'snapshot') throw new Error(`the first event is ${first.type}`);
    return first.broadcast;
  };
  const read = async (id: number): Promise<Broadcast> =>
    (await t.http().get(`/api/v1/broadcasts/${id}`).expect(200)).body as Broadcast;

  beforeAll(async () => {
    t = await createTestApp();
    // viewers name their address in X-Forwarded-For, as the reverse proxy would (TRUST_PROXY)
    t.app.set('trust proxy', 'loopback');
    baseUrl = await baseUrlOf(t.app);
    cookie = await broadcasterCookie(t.app, t.db.orm, 'stream-broadcaster');
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t?.close();
  });

  it('answers 404 for an id that names no broadcast, before any stream opens', async () => {
    for (const id of IDS_THAT_NAME_NOTHING) {
      const response = await request(t.app.getHttpServer())
        .get(`/api/v1/broadcasts/${id}/stream`)
        .set('Accept', 'text/event-stream')
        .expect(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual(BROADCAST_NOT_FOUND);
    }
  });

  it('opens with the snapshot: the broadcast as GET gives it, uncompressed, not cached', async () => {
    const created = await createBroadcast(t.app, cookie);
    await postMove(t.app, cookie, { broadcastId: created.id, board: 2, seq: 1 });
    const stream = await viewer(created.id);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.response.headers['content-encoding']).toBeUndefined();
    const snapshot = await snapshotOf(stream);
    const anonymous = await read(created.id);
    expect(snapshot).toEqual({ ...anonymous, viewers: 1 });
    expect(snapshot.boards.map((board) => board.moves)).toEqual([[], [STREAM_MOVES[0]]]);
    expect(snapshot.canEdit).toBe(false);
  });

  it('gives every viewer each move once, in order, the undo, and no event for a resend', async () => {
    const { id } = await createBroadcast(t.app, cookie);
    const viewers = [await viewer(id), await viewer(id)];
    for (const stream of viewers) await snapshotOf(stream);

    for (let seq = 1; seq <= 5; seq++)
      await postMove(t.app, cookie, { broadcastId: id, board: 1, seq });
    // a resend of seq 3 with the same move changes nothing
    await postMove(t.app, cookie, { broadcastId: id, board: 1, seq: 3 }, 200);
    await request(t.app.getHttpServer())
      .post(`/api/v1/broadcasts/${id}/boards/1/undo`)
      .set('Cookie', cookie)
      .set('Origin', 'http://localhost:3000')
      .send({ seq: 5 })
      .expect(201);
    await postMove(t.app, cookie, { broadcastId: id, board: 1, seq: 5, move: 'K10' });
    await postMove(t.app, cookie, { broadcastId: id, board: 2, seq: 1 });

    const isLast = (event: BroadcastEvent) => event.type === 'move' && event.board === 2;
    for (const stream of viewers) {
      const events = await eventsUntil(stream, isLast);
      expect(movesOf(events)).toEqual([
        ...STREAM_MOVES.slice(0, 5).map((move, index) => `1:${index + 1}:${move}`),
        '1:5:K10',
        `2:1:${STREAM_MOVES[0]}`,
      ]);
      const changes = events.filter((event) => event.type !== 'viewers');
      expect(changes.filter((event) => event.type === 'undo')).toEqual([
        { type: 'undo', board: 1, seq: 5 },
      ]);
      // the undo comes between the move it takes back and the one played instead
      const order = changes
        .filter((event) => event.type === 'move' || event.type === 'undo')
        .map((event) => `${event.type}:${event.seq}`);
      expect(order.slice(4, 7)).toEqual(['move:5', 'undo:5', 'move:5']);
      expect(changes).toContainEqual({ type: 'status', status: 'live' });
      const firstMove = events.find((event) => event.type === 'move');
      expect(firstMove).toEqual({
        type: 'move',
        board: 1,
        seq: 1,
        move: STREAM_MOVES[0],
        comment: null,
      });
    }
  });

  it('counts the viewers as they come and go, and tells them', async () => {
    const { id } = await createBroadcast(t.app, cookie);
    const first = await viewer(id, { 'X-Forwarded-For': '10.0.1.1' });
    expect((await snapshotOf(first)).viewers).toBe(1);
    const second = await viewer(id, { 'X-Forwarded-For': '10.0.1.2' });
    expect((await snapshotOf(second)).viewers).toBe(2);
    await viewersEvent(first, 2);
    expect((await read(id)).viewers).toBe(2);

    second.close();
    await viewersEvent(first, 1);
    expect((await read(id)).viewers).toBe(1);
    first.close();
    await expect.poll(async () => (await read(id)).viewers).toBe(0);
  });

  it('counts a viewer once however many streams it opens: by its account, else by its address', async () => {
    const { id } = await createBroadcast(t.app, cookie);
    const [home, office] = [{ 'X-Forwarded-For': '10.0.2.1' }, { 'X-Forwarded-For': '10.0.2.2' }];
    const account = { Cookie: (await signedInUser(t)).cookie };
    const tab = await viewer(id, home);
    expect((await snapshotOf(tab)).viewers).toBe(1);
    const sameAddress = await viewer(id, home);
    expect((await snapshotOf(sameAddress)).viewers).toBe(1);
    const signedIn = await viewer(id, { ...home, ...account });
    expect((await snapshotOf(signedIn)).viewers).toBe(2);
    const sameAccount = await viewer(id, { ...office, ...account });
    expect((await snapshotOf(sameAccount)).viewers).toBe(2);

    // a viewer stays while one of its streams does
    tab.close();
    signedIn.close();
    const newcomer = await viewer(id, { 'X-Forwarded-For': '10.0.2.3' });
    expect((await snapshotOf(newcomer)).viewers).toBe(3);
    sameAddress.close();
    await viewersEvent(newcomer, 2);
    sameAccount.close();
    await viewersEvent(newcomer, 1);
    expect((await read(id)).viewers).toBe(1);
  });

  it('gives viewers who connect while moves are played the moves after their snapshot, once each', async () => {
    const { id } = await createBroadcast(t.app, cookie);
    const total = 24;
    const joining: Promise<LobbyStream>[] = [];
    for (let seq = 1; seq <= total; seq++) {
      if (seq % 2 === 0) joining.push(viewer(id));
      await postMove(t.app, cookie, { broadcastId: id, board: 1, seq });
    }
    for (const stream of await Promise.all(joining)) {
      const snapshot = await snapshotOf(stream);
      const known = snapshot.boards[0].moves;
      const events =
        known.length === total
          ? []
          : await eventsUntil(stream, (e) => e.type === 'move' && e.seq === total);
      const seen = [...known.map((move, index) => `1:${index + 1}:${move}`), ...movesOf(events)];
      expect(seen).toEqual(
        STREAM_MOVES.slice(0, total).map((move, index) => `1:${index + 1}:${move}`),
      );
    }
  });

  it('sends a heartbeat comment every 15 s', async () => {
    const { id } = await createBroadcast(t.app, cookie);
    const stream = await viewer(id);
    await snapshotOf(stream);
    expect(await stream.comment()).toBe('heartbeat');
  }, 30_000);
});
