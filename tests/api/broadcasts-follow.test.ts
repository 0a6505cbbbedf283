import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BroadcastBoardRow } from '@api/broadcasts/broadcast.entities';
import { BroadcastMovesService } from '@api/broadcasts/broadcast-moves.service';
import { BroadcastNewsPublisher, type BroadcastNews } from '@api/broadcasts/broadcast-news';
import { board, broadcastCalls, cookieOf, type BroadcastCalls } from './support/broadcast-api';
import { createTestApp, type TestApp } from './support/test-app';

describe('BroadcastMovesService.followSource: a source relayed onto its board', () => {
  let t: TestApp;
  let api: BroadcastCalls;
  let follow: BroadcastMovesService['followSource'];

  /** A relayed board, its row id, and the events its broadcast publishes from now on. */
  const relayedBoard = async () => {
    const broadcast = await api.created({
      boards: [board({ boardSize: 9, sgfUrl: 'http://relay.invalid/board.sgf' })],
    });
    const row = await t.db.orm.em
      .fork()
      .findOneOrFail(BroadcastBoardRow, { broadcastId: broadcast.id, number: 1 });
    const heard: BroadcastNews['event'][] = [];
    const stop = t.app.get(BroadcastNewsPublisher).subscribe((news) => {
      if (news.broadcastId === broadcast.id) heard.push(news.event);
    });
    stops.push(stop);
    return { id: broadcast.id, boardId: row.id, heard };
  };
  const stops: (() => void)[] = [];
  const moveEvents = (events: BroadcastNews['event'][]) =>
    events.flatMap((event) =>
      event.type === 'move'
        ? [`${event.seq}:${event.move}`]
        : event.type === 'undo'
          ? [`-${event.seq}`]
          : [],
    );

  beforeAll(async () => {
    t = await createTestApp();
    api = broadcastCalls(t, await cookieOf(t));
    const service = t.app.get(BroadcastMovesService);
    follow = (boardId, line) => service.followSource(boardId, line);
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await t?.close();
  });

  it('appends the moves beyond ours, each as a move event, and changes nothing when called again', async () => {
    const { id, boardId, heard } = await relayedBoard();
    await follow(boardId, { moves: ['E5', 'c3'], result: null });
    await follow(boardId, { moves: ['E5', 'C3', 'G7'], result: null });
    await follow(boardId, { moves: ['E5', 'C3', 'G7'], result: null });
    const broadcast = await api.get(id);
    expect(broadcast.boards[0].moves).toEqual(['E5', 'C3', 'G7']);
    expect(broadcast.status).toBe('live');
    await vi.waitFor(() => expect(moveEvents(heard)).toHaveLength(3));
    expect(moveEvents(heard)).toEqual(['1:E5', '2:C3', '3:G7']);
    expect(heard.filter((event) => event.type === 'status')).toEqual([
      { type: 'status', status: 'live' },
    ]);
  });

  it('undoes back to the common part when the source corrected a move, then appends', async () => {
    const { id, boardId, heard } = await relayedBoard();
    await follow(boardId, { moves: ['E5', 'C3', 'G7', 'D4'], result: null });
    await follow(boardId, { moves: ['E5', 'C7', 'G7'], result: null });
    expect((await api.get(id)).boards[0].moves).toEqual(['E5', 'C7', 'G7']);
    await vi.waitFor(() => expect(moveEvents(heard)).toHaveLength(9));
    expect(moveEvents(heard)).toEqual([
      '1:E5',
      '2:C3',
      '3:G7',
      '4:D4',
      '-4',
      '-3',
      '-2',
      '2:C7',
      '3:G7',
    ]);
  });

  it('stops before a move that cannot be played', async () => {
    const { id, boardId } = await relayedBoard();
    await follow(boardId, { moves: ['E5', 'E5', 'C3'], result: null });
    expect((await api.get(id)).boards[0].moves).toEqual(['E5']);
    await follow(boardId, { moves: ['E5', 'Z9', 'C3'], result: null });
    expect((await api.get(id)).boards[0].moves).toEqual(['E5']);
  });

  it("ends the board with the source's result and keeps its clocks", async () => {
    const { id, boardId, heard } = await relayedBoard();
    await follow(boardId, {
      moves: ['E5', 'C3'],
      result: null,
      clocks: { black: 290_000, white: 300_000 },
    });
    expect((await api.get(id)).boards[0].clocks).toMatchObject({ black: 290_000, white: 300_000 });
    await follow(boardId, { moves: ['E5', 'C3'], result: 'W+Resign' });
    await follow(boardId, { moves: ['E5', 'C3'], result: 'W+R' });
    const broadcast = await api.get(id);
    expect(broadcast.boards[0].result).toBe('W+R');
    expect(broadcast.status).toBe('finished');
    const record = await t.http().get(`/api/v1/broadcasts/${id}/boards/1/record`).expect(200);
    expect(record.headers['content-type']).toBe('application/x-go-sgf; charset=utf-8');
    await vi.waitFor(() =>
      expect(heard.filter((event) => event.type === 'status')).toEqual([
        { type: 'status', status: 'live' },
        { type: 'status', status: 'finished' },
      ]),
    );
  });

  it('plays each move once when two instances follow the same source at once', async () => {
    const { id, boardId, heard } = await relayedBoard();
    const line = { moves: ['E5', 'C3', 'G7', 'C7'], result: null };
    await Promise.all([follow(boardId, line), follow(boardId, line), follow(boardId, line)]);
    expect((await api.get(id)).boards[0].moves).toEqual(['E5', 'C3', 'G7', 'C7']);
    await vi.waitFor(() => expect(moveEvents(heard)).toHaveLength(4));
    expect(moveEvents(heard)).toEqual(['1:E5', '2:C3', '3:G7', '4:C7']);
  });

  it('leaves a board that is gone alone', async () => {
    await expect(follow(99_999_999, { moves: ['E5'], result: null })).resolves.toBeUndefined();
  });
});
