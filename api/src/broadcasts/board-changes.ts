import type { EntityManager } from '@mikro-orm/knex';
import type { BroadcastBoard, BroadcastStatus } from '@sync/contract/broadcasts';
import { BroadcastBoardRow, BroadcastCommentRow, BroadcastRow } from './broadcast.entities';
import { broadcastRecord } from './broadcast-record';
import {
  readBroadcast,
  readComments,
  tournamentTitles,
  type LockedBroadcast,
} from './broadcast-rows';
import { statusOfBoards } from './broadcast-status';
import { boardView, commentView, movesText } from './broadcast-view';

/** The moves another writer changed between our read and our write: the change is tried again. */
export class LostRace extends Error {
  constructor() {
    super('The board changed meanwhile');
  }
}

/** What to change on a board; what is absent stays. */
export interface BoardChange {
  moves?: readonly string[];
  result?: string | null;
  /** undefined: the clock stays; null: unknown */
  clocks?: { black?: number | null; white?: number | null };
  comment?: { moveNumber: number; text: string; author: string };
}

export interface ChangedBoard {
  board: BroadcastBoard;
  row: BroadcastBoardRow;
  /** the comment written with the change */
  comment: BroadcastBoard['comments'][number] | null;
  /** the broadcast's new status, when the change moved it */
  status: BroadcastStatus | null;
  /** the board's record was written anew (it has a result) */
  recordWritten: boolean;
}

function clocksUpdate(
  board: BroadcastBoardRow,
  clocks: BoardChange['clocks'],
  now: Date,
): Partial<BroadcastBoardRow> {
  if (clocks === undefined) return {};
  return {
    clockBlackMs: clocks.black === undefined ? board.clockBlackMs : clocks.black,
    clockWhiteMs: clocks.white === undefined ? board.clockWhiteMs : clocks.white,
    clocksReadAt: now,
  };
}

async function recordOf(em: EntityManager, board: BroadcastBoardRow, now: Date): Promise<string> {
  const broadcast = await readBroadcast(em, board.broadcastId);
  const titles = await tournamentTitles(
    em,
    broadcast.tournamentId === null ? [] : [broadcast.tournamentId],
  );
  const tournamentTitle =
    broadcast.tournamentId === null ? undefined : titles.get(broadcast.tournamentId);
  const comments = await readComments(em, [board.id]);
  return broadcastRecord(board, comments, {
    event: tournamentTitle ?? broadcast.title,
    round: broadcast.round,
    date: new Date(broadcast.startTime ?? now).toISOString().slice(0, 10),
  });
}

/**
 * Writes a change of a board read earlier in this transaction (its broadcast locked, `broadcast`
 * as the lock read it): the moves only if nobody changed them since (else LostRace), comments
 * past the moves dropped, the comment added, the record rewritten while the board has a result,
 * and the broadcast's status settled when moves or the result changed (by all its boards, read
 * once with the changed one).
 */
export async function commitChange(
  em: EntityManager,
  broadcast: LockedBroadcast,
  before: BroadcastBoardRow,
  change: BoardChange,
  now: Date,
): Promise<ChangedBoard> {
  const moves = change.moves === undefined ? undefined : movesText(change.moves);
  const written = await em.nativeUpdate(
    BroadcastBoardRow,
    { id: before.id, moveCount: before.moveCount, moves: before.moves },
    {
      ...(change.moves === undefined ? {} : { moves, moveCount: change.moves.length }),
      ...(change.result === undefined ? {} : { result: change.result }),
      ...clocksUpdate(before, change.clocks, now),
      updatedAt: now,
    },
  );
  if (written !== 1) throw new LostRace();
  if (change.moves !== undefined && change.moves.length < before.moveCount) {
    await em.nativeDelete(BroadcastCommentRow, {
      boardId: before.id,
      moveNumber: { $gt: change.moves.length },
    });
  }
  let comment: ChangedBoard['comment'] = null;
  if (change.comment) {
    const row = em.create(BroadcastCommentRow, {
      boardId: before.id,
      ...change.comment,
      createdAt: now,
    });
    await em.flush();
    comment = commentView(row);
  }
  const boards = await em.find(
    BroadcastBoardRow,
    { broadcastId: before.broadcastId },
    { disableIdentityMap: true },
  );
  const after = boards.find((board) => board.id === before.id);
  if (!after) throw new LostRace();
  const recordSgf = after.result === null ? null : await recordOf(em, after, now);
  const recordWritten = recordSgf !== null && recordSgf !== after.recordSgf;
  if (recordSgf !== after.recordSgf) {
    await em.nativeUpdate(BroadcastBoardRow, { id: after.id }, { recordSgf });
    after.recordSgf = recordSgf;
  }
  const settles = change.moves !== undefined || change.result !== undefined;
  const settled = settles ? statusOfBoards(broadcast.status, boards) : broadcast.status;
  const status = settled === broadcast.status ? null : settled;
  await em.nativeUpdate(
    BroadcastRow,
    { id: before.broadcastId },
    {
      updatedAt: now,
      ...(status === null ? {} : { status, finishedAt: status === 'finished' ? now : null }),
    },
  );
  const board = boardView(after, await readComments(em, [after.id]));
  return { board, row: after, comment, status, recordWritten };
}
