import { describe, expect, it } from 'vitest';
import type { Broadcast, BroadcastBoard } from '@sync/contract/broadcasts';
import type { BroadcastNews } from '../broadcast-news';
import { changesAfterSnapshot } from './snapshot-catch-up';

type Change = BroadcastNews['event'];

function board(number: number, moves: string[]): BroadcastBoard {
  return {
    number,
    black: { name: 'Black', playerId: null },
    white: { name: 'White', playerId: null },
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

function snapshot(boards: BroadcastBoard[], status: Broadcast['status'] = 'live'): Broadcast {
  return {
    id: 1,
    title: 'Round 1',
    status,
    visibility: 'public',
    tournamentId: null,
    tournamentTitle: null,
    round: 1,
    startTime: null,
    viewers: 0,
    canEdit: false,
    createdAt: '2026-12-09T10:00:00.000Z',
    updatedAt: '2026-12-09T10:00:00.000Z',
    boards,
  };
}

const move = (boardNumber: number, seq: number, gtp: string): Change => ({
  type: 'move',
  board: boardNumber,
  seq,
  move: gtp,
  comment: null,
});
const undo = (boardNumber: number, seq: number): Change => ({
  type: 'undo',
  board: boardNumber,
  seq,
});

describe('changesAfterSnapshot', () => {
  it('sends every waiting change when the snapshot was read before them', () => {
    const waiting = [move(1, 3, 'C3'), move(1, 4, 'D4')];
    expect(changesAfterSnapshot(snapshot([board(1, ['A1', 'B2'])]), waiting)).toEqual(waiting);
  });

  it('leaves out the moves the snapshot shows already', () => {
    const waiting = [move(1, 3, 'C3'), move(1, 4, 'D4'), move(1, 5, 'E5')];
    const read = snapshot([board(1, ['A1', 'B2', 'C3', 'D4'])]);
    expect(changesAfterSnapshot(read, waiting)).toEqual([move(1, 5, 'E5')]);
  });

  it('matches each board on its own', () => {
    const waiting = [move(1, 2, 'B2'), move(2, 1, 'Q16'), move(1, 3, 'C3'), move(2, 2, 'D4')];
    const read = snapshot([board(1, ['A1', 'B2']), board(2, [])]);
    expect(changesAfterSnapshot(read, waiting)).toEqual([
      move(2, 1, 'Q16'),
      move(1, 3, 'C3'),
      move(2, 2, 'D4'),
    ]);
  });

  it('keeps a move corrected while the snapshot was read: undo and the new move', () => {
    const waiting = [move(1, 2, 'B2'), undo(1, 2), move(1, 2, 'C3')];
    expect(changesAfterSnapshot(snapshot([board(1, ['A1', 'B2'])]), waiting)).toEqual([
      undo(1, 2),
      move(1, 2, 'C3'),
    ]);
    expect(changesAfterSnapshot(snapshot([board(1, ['A1'])]), waiting)).toEqual([move(1, 2, 'C3')]);
    expect(changesAfterSnapshot(snapshot([board(1, ['A1', 'C3'])]), waiting)).toEqual([]);
  });

  it('leaves out a board change and a status the snapshot shows', () => {
    const finished = { ...board(1, ['A1']), result: 'B+R' };
    const waiting: Change[] = [
      { type: 'board', board: finished },
      { type: 'status', status: 'finished' },
    ];
    expect(changesAfterSnapshot(snapshot([finished], 'finished'), waiting)).toEqual([]);
    expect(changesAfterSnapshot(snapshot([board(1, ['A1'])], 'live'), waiting)).toEqual(waiting);
  });
});
