import { parse } from '@sabaki/sgf';
import { describe, expect, it } from 'vitest';
import { BroadcastBoardRow, BroadcastCommentRow } from './broadcast.entities';
import { broadcastRecord } from './broadcast-record';

const board = Object.assign(new BroadcastBoardRow(), {
  id: 1,
  boardSize: 13,
  handicap: 0,
  komi: 6.5,
  blackName: 'Kim [Seoul]',
  whiteName: 'Lee',
  moves: 'D4 pass K10',
  moveCount: 3,
  result: 'B+3.5',
});

const comment = (id: number, moveNumber: number, text: string) =>
  Object.assign(new BroadcastCommentRow(), { id, boardId: 1, moveNumber, text, author: 'a' });

describe('broadcastRecord', () => {
  it('writes one game tree with the root facts, the moves and the comments on their move', () => {
    const sgf = broadcastRecord(
      board,
      [comment(3, 3, 'Late'), comment(1, 0, 'Before'), comment(2, 3, 'Centre')],
      { event: 'Cup', round: null, date: '2026-12-01' },
    );
    const trees = parse(sgf);
    expect(trees).toHaveLength(1);
    const [root] = trees;
    expect(root.data).toMatchObject({
      SZ: ['13'],
      PB: ['Kim [Seoul]'],
      PW: ['Lee'],
      KM: ['6.5'],
      RE: ['B+3.5'],
      DT: ['2026-12-01'],
      EV: ['Cup'],
      C: ['Before'],
    });
    expect(root.data.RO).toBeUndefined();
    expect(root.data.HA).toBeUndefined();
    const nodes = [];
    for (let node = root.children[0]; node; node = node.children[0]) nodes.push(node.data);
    expect(nodes).toEqual([{ B: ['dj'] }, { W: [''] }, { B: ['jd'], C: ['Centre\n\nLate'] }]);
  });
});
