import type { NodeObject } from '@sabaki/sgf';
import { writeSgf } from '@domain/sgf/write-sgf';
import { broadcastHandicapStones, colourOfMove } from '@domain/broadcast';
import { parseVertex } from '@domain/play/vertex';
import type { BoardSize } from '@domain/play/types';
import type { BroadcastBoardRow, BroadcastCommentRow } from './broadcast.entities';
import { movesOf } from './broadcast-view';

const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** What the record's root says about the event besides the board. */
export interface RecordEvent {
  /** the tournament's title, else the broadcast's */
  event: string;
  round: number | null;
  /** YYYY-MM-DD */
  date: string;
}

/** SGF's two letters of a point; '' for a pass. */
function sgfPoint(vertex: string, size: number): string {
  const point = parseVertex(vertex, size);
  if (point === null || point === 'pass') return '';
  return `${SGF_LETTERS[point[0]]}${SGF_LETTERS[point[1]]}`;
}

function commentText(comments: readonly BroadcastCommentRow[]): string | null {
  return comments.length ? comments.map((comment) => comment.text).join('\n\n') : null;
}

/**
 * The finished board's record: players, komi, handicap stones, result, date, event and round in
 * the root, the moves, and the broadcaster's comments as C on their move (moveNumber 0: the root).
 */
export function broadcastRecord(
  board: BroadcastBoardRow,
  comments: readonly BroadcastCommentRow[],
  event: RecordEvent,
): string {
  const size = board.boardSize;
  const root: Record<string, string[]> = {
    GM: ['1'],
    FF: ['4'],
    CA: ['UTF-8'],
    AP: ['go-federation:1'],
    SZ: [String(size)],
    PB: [board.blackName],
    PW: [board.whiteName],
    KM: [String(board.komi)],
    RE: [board.result ?? '?'],
    DT: [event.date],
    EV: [event.event],
  };
  if (event.round !== null) root.RO = [String(event.round)];
  const stones = broadcastHandicapStones(size as BoardSize, board.handicap);
  if (board.handicap >= 2) {
    root.HA = [String(board.handicap)];
    root.AB = stones.map((stone) => sgfPoint(stone, size));
  }
  const sorted = [...comments].sort((a, b) => a.id - b.id);
  const commentsAt = (moveNumber: number) =>
    commentText(sorted.filter((comment) => comment.moveNumber === moveNumber));
  const rootComment = commentsAt(0);
  if (rootComment) root.C = [rootComment];

  const nodes: NodeObject[] = [{ id: 0, data: root, parentId: null, children: [] }];
  movesOf(board).forEach((move, index) => {
    const seq = index + 1;
    const colour = colourOfMove(board.handicap, seq) === 'black' ? 'B' : 'W';
    const data: Record<string, string[]> = { [colour]: [sgfPoint(move, size)] };
    const comment = commentsAt(seq);
    if (comment) data.C = [comment];
    const node: NodeObject = { id: seq, data, parentId: index, children: [] };
    nodes[index].children.push(node);
    nodes.push(node);
  });
  return writeSgf([nodes[0]]);
}
