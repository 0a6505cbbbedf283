import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BroadcastNewsPublisher, type BroadcastNews } from '@api/broadcasts/broadcast-news';
import type { Broadcast, BroadcastCreate } from '@sync/contract/broadcasts';
import { startGame } from './support/play';
import { signedInUser } from './support/accounts';
import {
  BROADCASTS,
  BROADCAST_NOT_FOUND,
  board,
  broadcastCalls,
  cookieOf,
  type BroadcastCalls,
} from './support/broadcast-api';
import {
  BAD_PARAMETERS,
  BROADCAST_NOT_YOURS,
  BROADCAST_SGF_URL_REFUSED,
  IDS_THAT_NAME_NOTHING,
  PERMISSION_DENIED,
  UNAUTHORIZED,
} from './support/expected-errors';
import { seededIds, seedTournaments } from './support/tournament-seed';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

describe('broadcasts: create, read, change, delete and who may', () => {
  let t: TestApp;
  let broadcaster: BroadcastCalls;
  let admin: BroadcastCalls;
  let user: BroadcastCalls;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    broadcaster = broadcastCalls(t, await cookieOf(t, ['broadcaster']));
    admin = broadcastCalls(t, await cookieOf(t, ['user', 'admin']));
    user = broadcastCalls(t, await cookieOf(t, ['user']));
    ({ ids } = seededIds(await t.seed(seedTournaments)));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a broadcast: 201 with the issue shape, boards numbered from 1, upcoming', async () => {
    const body: BroadcastCreate = {
      title: '  Championship, round 3 ',
      tournamentId: ids.final,
      round: 3,
      startTime: '2026-12-10T10:00:00.000Z',
      boards: [
        {
          black: { name: 'Alekseev', playerId: ids.a },
          white: { name: 'Vasiliev', playerId: ids.c },
          boardSize: 19,
        },
        { black: { name: 'Guest' }, white: { name: 'Other' }, boardSize: 9, handicap: 3 },
        {
          black: { name: 'Kim' },
          white: { name: 'Lee' },
          boardSize: 13,
          komi: -2.5,
          timeControl: '60 min + 3x30 s',
        },
      ],
    };
    const response = await broadcaster.create(body).expect(201);
    const created = response.body as Broadcast;
    expect(created).toMatchObject({
      title: 'Championship, round 3',
      status: 'upcoming',
      visibility: 'public',
      tournamentId: ids.final,
      tournamentTitle: 'Финал первенства',
      round: 3,
      startTime: '2026-12-10T10:00:00.000Z',
      viewers: 0,
      canEdit: true,
    });
    expect(typeof created.id).toBe('number');
    expect(
      created.boards.map(({ number, black, white, boardSize, moves, result }) => ({
        number,
        black,
        white,
        boardSize,
        moves,
        result,
      })),
    ).toEqual([
      {
        number: 1,
        black: { name: 'Alekseev', playerId: ids.a },
        white: { name: 'Vasiliev', playerId: ids.c },
        boardSize: 19,
        moves: [],
        result: null,
      },
      {
        number: 2,
        black: { name: 'Guest', playerId: null },
        white: { name: 'Other', playerId: null },
        boardSize: 9,
        moves: [],
        result: null,
      },
      {
        number: 3,
        black: { name: 'Kim', playerId: null },
        white: { name: 'Lee', playerId: null },
        boardSize: 13,
        moves: [],
        result: null,
      },
    ]);
    expect(created.boards.map((b) => [b.handicap, b.komi, b.timeControl])).toEqual([
      [0, 6.5, null],
      [3, 0.5, null],
      [0, -2.5, '60 min + 3x30 s'],
    ]);
    expect(created.boards[0]).toMatchObject({
      comments: [],
      clocks: null,
      source: { kind: 'manual' },
      gameId: null,
    });
    const read = (await t.http().get(`${BROADCASTS}/${created.id}`).expect(200)).body as Broadcast;
    expect(read).toEqual({ ...created, canEdit: false });
  });

  it('lets admins and broadcasters write; anonymous 401, a plain user 403 with the text', async () => {
    const mine = await admin.created({ title: 'By an admin' });
    expect(mine.canEdit).toBe(true);
    const path = `${BROADCASTS}/${mine.id}`;
    const body = { title: 'x', boards: [board()] };
    const anonymous = [
      t.http().post(BROADCASTS).set('Origin', TEST_ORIGIN).send(body),
      t.http().patch(path).set('Origin', TEST_ORIGIN).send({ title: 'y' }),
      t.http().delete(path).set('Origin', TEST_ORIGIN),
      t
        .http()
        .post(`${path}/boards/1/moves`)
        .set('Origin', TEST_ORIGIN)
        .send({ seq: 1, move: 'D4' }),
      t.http().post(`${path}/boards/1/undo`).set('Origin', TEST_ORIGIN).send({ seq: 1 }),
      t.http().put(`${path}/boards/1/result`).set('Origin', TEST_ORIGIN).send({ result: 'B+R' }),
      t
        .http()
        .post(`${path}/boards/1/comments`)
        .set('Origin', TEST_ORIGIN)
        .send({ moveNumber: 0, text: 'Hi' }),
    ];
    for (const call of anonymous) expect((await call.expect(401)).body).toEqual(UNAUTHORIZED);
    const denied = [
      user.create(body),
      user.patch(mine.id, { title: 'y' }),
      user.remove(mine.id),
      user.move(mine.id, 1, 1, 'D4'),
      user.undo(mine.id, 1, 1),
      user.result(mine.id, 1, 'B+R'),
      user.comment(mine.id, 1, 0, 'Hi'),
    ];
    for (const call of denied) expect((await call.expect(403)).body).toEqual(PERMISSION_DENIED);
    expect((await user.get(mine.id)).canEdit).toBe(false);
    expect((await user.get(mine.id)).boards[0].moves).toEqual([]);
    await admin.move(mine.id, 1, 1, 'D4').expect(201);
    expect((await admin.get(mine.id)).boards[0].moves).toEqual(['D4']);
  });

  it("lets only a broadcast's creator and admins change it: another broadcaster 403 with the text", async () => {
    const other = broadcastCalls(t, await cookieOf(t, ['broadcaster']));
    const ofBroadcaster = await broadcaster.created({ title: "A broadcaster's" });
    const ofAdmin = await admin.created({ title: "An admin's" });
    for (const target of [ofBroadcaster, ofAdmin]) {
      const refused = [
        other.patch(target.id, { title: 'Taken over' }),
        other.remove(target.id),
        other.move(target.id, 1, 1, 'D4'),
        other.undo(target.id, 1, 1),
        other.result(target.id, 1, 'B+R'),
        other.comment(target.id, 1, 0, 'Hi'),
      ];
      for (const call of refused) {
        expect((await call.expect(403)).body).toEqual(BROADCAST_NOT_YOURS);
      }
      const unchanged = await other.get(target.id);
      expect(unchanged).toMatchObject({ title: target.title, canEdit: false });
      expect(unchanged.boards[0]).toMatchObject({ moves: [], comments: [], result: null });
    }
    expect((await broadcaster.patch(ofAdmin.id, { title: 'Mine now' }).expect(403)).body).toEqual(
      BROADCAST_NOT_YOURS,
    );

    // its creator and any admin may
    expect((await broadcaster.get(ofBroadcaster.id)).canEdit).toBe(true);
    expect((await admin.get(ofBroadcaster.id)).canEdit).toBe(true);
    await broadcaster.move(ofBroadcaster.id, 1, 1, 'D4').expect(201);
    await admin.move(ofBroadcaster.id, 1, 2, 'Q16').expect(201);
    await admin.undo(ofBroadcaster.id, 1, 2).expect(201);
    await broadcaster.comment(ofBroadcaster.id, 1, 1, 'Solid').expect(201);
    await admin.result(ofBroadcaster.id, 1, 'B+R').expect(200);
    await admin.patch(ofBroadcaster.id, { title: 'Renamed by an admin' }).expect(200);
    const changed = await broadcaster.get(ofBroadcaster.id);
    expect(changed.title).toBe('Renamed by an admin');
    expect(changed.boards[0]).toMatchObject({ moves: ['D4'], result: 'B+R' });
    await broadcaster.remove(ofBroadcaster.id).expect(204);
    await admin.remove(ofAdmin.id).expect(204);
  });

  it('answers 400 for a bad body and for ids that name nothing', async () => {
    const { user: someone } = await signedInUser(t);
    const liveGame = await startGame(t, someone.id, (await signedInUser(t)).user.id);
    const good = { title: 'Round', boards: [board()] };
    const bad: object[] = [
      {},
      { ...good, title: '' },
      { ...good, title: '   ' },
      { ...good, title: 'x'.repeat(121) },
      { ...good, title: 5 },
      { ...good, boards: [] },
      { ...good, boards: Array.from({ length: 65 }, () => board()) },
      { ...good, boards: 'none' },
      { ...good, boards: [board({ boardSize: 15 as 19 })] },
      { ...good, boards: [board({ handicap: 10 })] },
      { ...good, boards: [board({ handicap: -1 })] },
      { ...good, boards: [board({ handicap: 1.5 })] },
      { ...good, boards: [board({ komi: 50.5 })] },
      { ...good, boards: [board({ komi: -51 })] },
      { ...good, boards: [board({ komi: 6.3 })] },
      { ...good, boards: [board({ black: { name: '' } })] },
      { ...good, boards: [board({ white: { name: 'x'.repeat(81) } })] },
      { ...good, boards: [{ white: { name: 'W' }, boardSize: 19 }] },
      { ...good, boards: [board({ black: { name: 'B', playerId: 999999 } })] },
      { ...good, boards: [board({ liveGameId: 999999 })] },
      { ...good, boards: [board({ sgfUrl: 'ftp://example.org/game.sgf' })] },
      { ...good, boards: [board({ sgfUrl: 'file:///etc/passwd' })] },
      { ...good, boards: [board({ sgfUrl: 'not a url' })] },
      { ...good, boards: [board({ sgfUrl: 'http://127.1/game.sgf' })] },
      { ...good, boards: [board({ sgfUrl: 'http://2130706433/game.sgf' })] },
      { ...good, boards: [board({ sgfUrl: 'http://x.org/a.sgf', liveGameId: liveGame })] },
      { ...good, tournamentId: 999999 },
      { ...good, round: 0 },
      { ...good, startTime: 'tomorrow' },
      { ...good, visibility: 'secret' },
    ];
    for (const body of bad) {
      const response = await broadcaster.create(body as BroadcastCreate);
      expect([response.status, response.body, body]).toEqual([400, BAD_PARAMETERS, body]);
    }
    // addresses the poller would never fetch: not public, or not on port 80 or 443
    const refusedSgfUrls = [
      'http://127.0.0.1/game.sgf',
      'http://0x7f000001/game.sgf',
      'http://localhost/game.sgf',
      'http://relay.localhost/game.sgf',
      'http://[::1]/game.sgf',
      'http://[::ffff:127.0.0.1]/game.sgf',
      'http://0.0.0.0/game.sgf',
      'http://10.0.0.1/game.sgf',
      'http://192.168.1.10/game.sgf',
      'http://[fd00::1]/game.sgf',
      'http://169.254.169.254/latest/meta-data/',
      'http://relay.example.org:22/game.sgf',
      'https://relay.example.org:8443/game.sgf',
    ];
    for (const sgfUrl of refusedSgfUrls) {
      const response = await broadcaster.create({
        ...good,
        boards: [board(), board({ sgfUrl })],
      });
      expect([response.status, response.body, sgfUrl]).toEqual([
        400,
        BROADCAST_SGF_URL_REFUSED,
        sgfUrl,
      ]);
    }
    const maximal = await broadcaster
      .create({
        title: 'x'.repeat(120),
        boards: [
          ...Array.from({ length: 63 }, () => board({ komi: 50, handicap: 9 })),
          board({
            black: { name: 'b'.repeat(80) },
            liveGameId: liveGame,
            komi: -50,
          }),
        ],
      })
      .expect(201);
    const boards = (maximal.body as Broadcast).boards;
    expect(boards).toHaveLength(64);
    expect(boards[63].source).toEqual({ kind: 'live-game', liveGameId: liveGame });
    // a public host's name (.invalid never resolves: nothing is fetched)
    const polled = await broadcaster.created({
      boards: [board({ sgfUrl: 'https://relay.invalid:443/live/board1.sgf' })],
    });
    expect(polled.boards[0].source).toEqual({
      kind: 'sgf-url',
      url: 'https://relay.invalid:443/live/board1.sgf',
      error: null,
    });
  });

  it('answers 404 for broadcasts that do not exist', async () => {
    for (const id of IDS_THAT_NAME_NOTHING) {
      expect((await t.http().get(`${BROADCASTS}/${id}`).expect(404)).body).toEqual(
        BROADCAST_NOT_FOUND,
      );
    }
    expect((await broadcaster.patch(999999, { title: 'x' }).expect(404)).body).toEqual(
      BROADCAST_NOT_FOUND,
    );
    expect((await broadcaster.remove(999999).expect(404)).body).toEqual(BROADCAST_NOT_FOUND);
  });

  it('changes title, visibility, start time and status (telling the viewers); deletes with 204', async () => {
    const broadcast = await broadcaster.created();
    const heard: BroadcastNews['event'][] = [];
    const stop = t.app.get(BroadcastNewsPublisher).subscribe((news) => {
      if (news.broadcastId === broadcast.id) heard.push(news.event);
    });
    const patched = await broadcaster
      .patch(broadcast.id, {
        title: 'Renamed',
        visibility: 'unlisted',
        startTime: '2027-01-02T03:04:05.000Z',
        status: 'live',
      })
      .expect(200);
    expect(patched.body).toMatchObject({
      id: broadcast.id,
      title: 'Renamed',
      visibility: 'unlisted',
      startTime: '2027-01-02T03:04:05.000Z',
      status: 'live',
      canEdit: true,
    });
    expect(heard).toEqual([{ type: 'status', status: 'live' }]);
    const cleared = await broadcaster.patch(broadcast.id, { startTime: null }).expect(200);
    expect(cleared.body).toMatchObject({ title: 'Renamed', startTime: null, status: 'live' });
    for (const body of [{ title: '' }, { title: null }, { status: 'paused' }, { visibility: 1 }]) {
      expect((await broadcaster.patch(broadcast.id, body).expect(400)).body).toEqual(
        BAD_PARAMETERS,
      );
    }
    await broadcaster.move(broadcast.id, 1, 1, 'D4').expect(201);
    await broadcaster.comment(broadcast.id, 1, 1, 'A solid start').expect(201);
    stop();
    await broadcaster.remove(broadcast.id).expect(204);
    await t.http().get(`${BROADCASTS}/${broadcast.id}`).expect(404);
  });
});
