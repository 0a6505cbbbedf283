import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Broadcast, BroadcastBoard, BroadcastEvent } from '@sync/contract/broadcasts';
import { signedInUser } from './support/accounts';
import { eventsUntil, nextEvent, openViewer } from './support/broadcast-viewers';
import { baseUrlOf, type LobbyStream } from './support/lobby-stream';
import {
  LOCAL_SGF_SOURCES,
  sgfRecord,
  startSgfFileServer,
  type SgfFileServer,
} from './support/sgf-file-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app';

/** Moves that never capture, as SGF points and as GTP: black down column A, white down T. */
const ROWS = 'abcdefghijklmnopqrs';
const SGF_MOVES = [...ROWS].flatMap((row) => [`a${row}`, `s${row}`]);
const GTP_MOVES = [...ROWS].flatMap((_, index) => [`A${19 - index}`, `T${19 - index}`]);

const POLL_MS = 50;
const notViewers = (event: BroadcastEvent) => event.type !== 'viewers';
const WAIT = { timeout: 10_000, interval: 25 };

describe('broadcast boards polled from an SGF address', () => {
  let t: TestApp;
  let files: SgfFileServer;
  let admin: string;
  let baseUrl: string;
  const streams: LobbyStream[] = [];

  beforeAll(async () => {
    // the poller may reach 127.0.0.1 (the file server), and no other loopback address
    t = await createTestApp({ broadcastPollMs: POLL_MS, broadcasts: LOCAL_SGF_SOURCES });
    baseUrl = await baseUrlOf(t.app);
    files = await startSgfFileServer();
    admin = (await signedInUser(t, { username: 'sgf_admin', roles: ['user', 'admin'] })).cookie;
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t?.close();
    await files?.close();
  });

  /** A broadcast whose boards (19x19) poll these addresses. */
  const createPolled = async (...paths: string[]): Promise<Broadcast> => {
    const response = await t
      .http()
      .post('/api/v1/broadcasts')
      .set('Cookie', admin)
      .set('Origin', TEST_ORIGIN)
      .send({
        title: `Polled ${paths.join(' ')}`,
        boards: paths.map((path, index) => ({
          black: { name: `Black ${index + 1}` },
          white: { name: `White ${index + 1}` },
          boardSize: 19,
          sgfUrl: files.url(path),
        })),
      })
      .expect(201);
    return response.body as Broadcast;
  };
  const read = async (id: number): Promise<Broadcast> =>
    (await t.http().get(`/api/v1/broadcasts/${id}`).expect(200)).body as Broadcast;
  /** Waits until board `number` of the broadcast satisfies the check; returns the broadcast. */
  const until = (id: number, number: number, check: (board: BroadcastBoard) => void) =>
    vi.waitFor(async () => {
      const broadcast = await read(id);
      check(broadcast.boards[number - 1]);
      return broadcast;
    }, WAIT);

  it('follows a growing file: new moves appended, RE ends the board and the broadcast', async () => {
    files.serve('/grow.sgf', sgfRecord(19, []));
    const created = await createPolled('/grow.sgf');
    expect(created.boards[0].source).toEqual({
      kind: 'sgf-url',
      url: files.url('/grow.sgf'),
      error: null,
    });
    await vi.waitFor(() => expect(files.requests('/grow.sgf')).toBeGreaterThan(0), WAIT);

    files.serve('/grow.sgf', sgfRecord(19, SGF_MOVES.slice(0, 3)));
    await until(created.id, 1, (board) => expect(board.moves).toEqual(GTP_MOVES.slice(0, 3)));
    expect((await read(created.id)).status).toBe('live');

    files.serve('/grow.sgf', sgfRecord(19, SGF_MOVES.slice(0, 8)));
    await until(created.id, 1, (board) => expect(board.moves).toEqual(GTP_MOVES.slice(0, 8)));

    files.serve('/grow.sgf', sgfRecord(19, SGF_MOVES.slice(0, 9), 'B+R'));
    const finished = await vi.waitFor(async () => {
      const broadcast = await read(created.id);
      expect(broadcast.boards[0].result).toBe('B+R');
      expect(broadcast.status).toBe('finished');
      return broadcast;
    }, WAIT);
    expect(finished.boards[0].moves).toEqual(GTP_MOVES.slice(0, 9));
    expect(finished.boards[0].source).toEqual({
      kind: 'sgf-url',
      url: files.url('/grow.sgf'),
      error: null,
    });
    const record = await t
      .http()
      .get(`/api/v1/broadcasts/${created.id}/boards/1/record`)
      .expect(200);
    expect(record.text).toContain('RE[B+R]');

    // a finished board is polled no more, while another board's address goes on being polled
    const before = files.requests('/grow.sgf');
    files.serve('/other.sgf', sgfRecord(19, []));
    await createPolled('/other.sgf');
    const start = files.requests('/other.sgf');
    await vi.waitFor(() => expect(files.requests('/other.sgf')).toBeGreaterThan(start + 2), WAIT);
    expect(files.requests('/grow.sgf')).toBe(before);
  });

  it("stores a poll's failure on its board, goes on with the others, clears it after a good poll", async () => {
    files.serve('/failing.sgf', sgfRecord(19, SGF_MOVES.slice(0, 2)));
    files.serve('/healthy.sgf', sgfRecord(19, []));
    const created = await createPolled('/failing.sgf', '/healthy.sgf');
    await until(created.id, 1, (board) => expect(board.moves).toEqual(GTP_MOVES.slice(0, 2)));

    const errorOf = (board: BroadcastBoard) =>
      board.source.kind === 'sgf-url' ? board.source.error : 'not polled';
    const failures: [status: number, body: string, error: string][] = [
      [404, 'Not found', 'The address answered HTTP 404'],
      [500, 'Internal error', 'The address answered HTTP 500'],
      [200, '<html><body>Live games</body></html>', 'The answer is not an SGF record'],
      [200, '(;GM[1]SZ[19];B[aa', 'The record is cut short'],
      [200, sgfRecord(13, ['aa']), 'The record is for a 13x13 board, the board is 19x19'],
      [200, `(;GM[1]SZ[19]C[${'x'.repeat(1024 * 1024)}])`, 'The SGF file is larger than 1 MB'],
      [200, sgfRecord(19, ['aa', 'ss', 'aa']), 'Move 3 (A19) is illegal: Point is occupied'],
    ];
    let healthyMoves = 0;
    for (const [status, body, error] of failures) {
      files.answer('/failing.sgf', status, body);
      await until(created.id, 1, (board) => expect(errorOf(board)).toBe(error));
      // the other board keeps following its file meanwhile
      healthyMoves++;
      files.serve('/healthy.sgf', sgfRecord(19, SGF_MOVES.slice(0, healthyMoves)));
      await until(created.id, 2, (board) =>
        expect(board.moves).toEqual(GTP_MOVES.slice(0, healthyMoves)),
      );
    }
    const broadcast = await read(created.id);
    // the illegal line's legal part was followed
    expect(broadcast.boards[0].moves).toEqual(['A19', 'T1']);
    expect(broadcast.boards[1].source).toEqual({
      kind: 'sgf-url',
      url: files.url('/healthy.sgf'),
      error: null,
    });

    files.serve('/failing.sgf', sgfRecord(19, SGF_MOVES.slice(0, 4)));
    const recovered = await until(created.id, 1, (board) => expect(errorOf(board)).toBeNull());
    expect(recovered.boards[0].moves).toEqual(GTP_MOVES.slice(0, 4));
  });

  it('says when the address cannot be reached', async () => {
    const gone = await startSgfFileServer();
    const url = gone.url('/gone.sgf');
    await gone.close();
    const response = await t
      .http()
      .post('/api/v1/broadcasts')
      .set('Cookie', admin)
      .set('Origin', TEST_ORIGIN)
      .send({
        title: 'Unreachable',
        boards: [{ black: { name: 'B' }, white: { name: 'W' }, boardSize: 19, sgfUrl: url }],
      })
      .expect(201);
    const { id } = response.body as Broadcast;
    await until(id, 1, (board) =>
      expect(board.source).toEqual({
        kind: 'sgf-url',
        url,
        error: 'The address could not be reached',
      }),
    );
  });

  it('refuses a redirect to another loopback address, and tells viewers no more than that', async () => {
    const internal = await startSgfFileServer('127.0.0.2');
    try {
      internal.serve('/secret.sgf', sgfRecord(19, SGF_MOVES.slice(0, 5)));
      files.redirect('/to-internal.sgf', internal.url('/secret.sgf'));
      files.redirect('/to-internal-hex.sgf', `http://0x7f000002:${internal.port}/secret.sgf`);
      files.redirect('/moved.sgf', files.url('/moved-here.sgf'));
      files.serve('/moved-here.sgf', sgfRecord(19, SGF_MOVES.slice(0, 2)));
      const created = await createPolled('/to-internal.sgf', '/to-internal-hex.sgf', '/moved.sgf');
      await until(created.id, 3, (board) => expect(board.moves).toEqual(GTP_MOVES.slice(0, 2)));
      for (const number of [1, 2]) {
        const refused = await until(created.id, number, (board) =>
          expect(board.source).toMatchObject({ error: 'The address could not be reached' }),
        );
        expect(refused.boards[number - 1].moves).toEqual([]);
      }
      expect(files.requests('/to-internal.sgf')).toBeGreaterThan(0);
      expect(internal.requests('/secret.sgf')).toBe(0);
    } finally {
      await internal.close();
    }
  });

  it('a corrected earlier move takes the board back to the common part, then on', async () => {
    files.serve('/corrected.sgf', sgfRecord(19, SGF_MOVES.slice(0, 6)));
    const created = await createPolled('/corrected.sgf');
    await until(created.id, 1, (board) => expect(board.moves).toEqual(GTP_MOVES.slice(0, 6)));

    // the operator fixes move 3 (and what followed it): C19 instead of A18
    const fixed = [...SGF_MOVES.slice(0, 2), 'ca', 'sb', 'cb'];
    files.serve('/corrected.sgf', sgfRecord(19, fixed));
    const after = await until(created.id, 1, (board) =>
      expect(board.moves).toEqual(['A19', 'T19', 'C19', 'T18', 'C18']),
    );
    expect(after.boards[0].result).toBeNull();
    expect(after.boards[0].source).toMatchObject({ error: null });
  });

  it("tells viewers the moves, the undone ones and the source's error as it changes", async () => {
    files.serve('/watched.sgf', sgfRecord(19, SGF_MOVES.slice(0, 3)));
    const created = await createPolled('/watched.sgf');
    await until(created.id, 1, (board) => expect(board.moves).toEqual(GTP_MOVES.slice(0, 3)));
    const stream = await openViewer(baseUrl, created.id);
    streams.push(stream);
    expect((await nextEvent(stream)).type).toBe('snapshot');

    files.answer('/watched.sgf', 404, 'Not found');
    const failed = await eventsUntil(stream, (event) => event.type === 'board');
    expect(failed.filter(notViewers)).toEqual([
      {
        type: 'board',
        board: expect.objectContaining({
          number: 1,
          moves: GTP_MOVES.slice(0, 3),
          source: {
            kind: 'sgf-url',
            url: files.url('/watched.sgf'),
            error: 'The address answered HTTP 404',
          },
        }) as unknown,
      },
    ]);

    files.serve('/watched.sgf', sgfRecord(19, [...SGF_MOVES.slice(0, 2), 'jj', 'sb']));
    const recovered = await eventsUntil(stream, (event) => event.type === 'board');
    expect(recovered.filter(notViewers)).toEqual([
      { type: 'undo', board: 1, seq: 3 },
      { type: 'move', board: 1, seq: 3, move: 'K10', comment: null },
      { type: 'move', board: 1, seq: 4, move: 'T18', comment: null },
      {
        type: 'board',
        board: expect.objectContaining({
          moves: ['A19', 'T19', 'K10', 'T18'],
          source: { kind: 'sgf-url', url: files.url('/watched.sgf'), error: null },
        }) as unknown,
      },
    ]);
  });
});
