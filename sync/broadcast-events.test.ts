import { describe, expect, it } from 'vitest';
import type { Broadcast, BroadcastBoard } from './contract/broadcasts';
import { applyBroadcastEvent, readBroadcastEvent, replaceBoard } from './broadcast-events';

function board(number: number, moves: string[]): BroadcastBoard {
  return {
    number,
    black: { name: 'Black', playerId: null },
    white: { name: 'White', playerId: 7 },
    boardSize: 19,
    handicap: 0,
    komi: 6.5,
    timeControl: null,
    moves,
    comments: [],
    clocks: null,
    result: null,
    source: { kind: 'manual' },
    gameId: null,
  };
}

const broadcast: Broadcast = {
  id: 3,
  title: 'Round 1',
  status: 'live',
  visibility: 'public',
  tournamentId: null,
  tournamentTitle: null,
  round: 1,
  startTime: null,
  viewers: 2,
  canEdit: false,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  boards: [board(1, ['Q16', 'D4']), board(2, [])],
};

function applied(outcome: ReturnType<typeof applyBroadcastEvent>): Broadcast {
  if (outcome.kind !== 'applied') throw new Error('expected the event to apply');
  return outcome.broadcast;
}

describe('the stream of a broadcast', () => {
  it('plays a move only when its seq is the board next one, ignoring one already known', () => {
    const comment = { id: 1, moveNumber: 3, text: 'A fine move', author: 'Ann', createdAt: '' };
    const after = applied(
      applyBroadcastEvent(broadcast, { type: 'move', board: 1, seq: 3, move: 'C3', comment }),
    );
    expect(after.boards[0].moves).toEqual(['Q16', 'D4', 'C3']);
    expect(after.boards[0].comments).toEqual([comment]);
    expect(after.boards[1]).toBe(broadcast.boards[1]);
    const again = applyBroadcastEvent(after, {
      type: 'move',
      board: 1,
      seq: 3,
      move: 'C3',
      comment: null,
    });
    expect(applied(again)).toBe(after);
    expect(
      applied(
        applyBroadcastEvent(after, { type: 'move', board: 1, seq: 1, move: 'Q16', comment: null }),
      ),
    ).toBe(after);
  });

  it('asks for a new snapshot on a gap, an unknown board, or news before any snapshot', () => {
    expect(
      applyBroadcastEvent(broadcast, { type: 'move', board: 1, seq: 4, move: 'C3', comment: null }),
    ).toEqual({ kind: 'gap' });
    expect(
      applyBroadcastEvent(broadcast, { type: 'move', board: 9, seq: 1, move: 'C3', comment: null }),
    ).toEqual({ kind: 'gap' });
    expect(applyBroadcastEvent(null, { type: 'viewers', viewers: 3 })).toEqual({ kind: 'gap' });
    expect(applyBroadcastEvent(broadcast, { type: 'undo', board: 1, seq: 1 })).toEqual({
      kind: 'gap',
    });
    expect(applyBroadcastEvent(broadcast, { type: 'board', board: board(9, []) })).toEqual({
      kind: 'gap',
    });
  });

  it('takes back the last move once, and replaces the broadcast on a snapshot', () => {
    const undone = applied(applyBroadcastEvent(broadcast, { type: 'undo', board: 1, seq: 2 }));
    expect(undone.boards[0].moves).toEqual(['Q16']);
    expect(applied(applyBroadcastEvent(undone, { type: 'undo', board: 1, seq: 2 }))).toBe(undone);
    expect(applied(applyBroadcastEvent(undone, { type: 'snapshot', broadcast }))).toBe(broadcast);
  });

  it('replaces a board, and follows the status and the viewers', () => {
    const finished = { ...board(2, ['D4']), result: 'B+R' };
    const after = applied(applyBroadcastEvent(broadcast, { type: 'board', board: finished }));
    expect(after.boards[1]).toBe(finished);
    expect(applied(applyBroadcastEvent(after, { type: 'status', status: 'finished' })).status).toBe(
      'finished',
    );
    expect(applied(applyBroadcastEvent(after, { type: 'viewers', viewers: 40 })).viewers).toBe(40);
  });

  it('keeps a board as the server answered it, leaving the others', () => {
    const answered = { ...board(1, ['Q16', 'D4', 'C3']), result: 'W+T' };
    const after = replaceBoard(broadcast, answered);
    expect(after.boards).toEqual([answered, broadcast.boards[1]]);
    expect(after.boards[1]).toBe(broadcast.boards[1]);
    expect(broadcast.boards[0].moves).toEqual(['Q16', 'D4']);
  });

  it('reads the messages, refusing what it cannot read', () => {
    expect(readBroadcastEvent('snapshot', JSON.stringify({ type: 'snapshot', broadcast }))).toEqual(
      { type: 'snapshot', broadcast },
    );
    expect(readBroadcastEvent('snapshot', '{"broadcast":{"id":3}}')).toBeNull();
    expect(readBroadcastEvent('move', '{"board":1,"seq":3,"move":"C3","comment":null}')).toEqual({
      type: 'move',
      board: 1,
      seq: 3,
      move: 'C3',
      comment: null,
    });
    expect(readBroadcastEvent('viewers', '{"type":"viewers","viewers":5}')).toEqual({
      type: 'viewers',
      viewers: 5,
    });
    expect(readBroadcastEvent('status', '{"status":"paused"}')).toBeNull();
    expect(readBroadcastEvent('move', '{"board":1}')).toBeNull();
    expect(readBroadcastEvent('undo', 'not json')).toBeNull();
  });
});
