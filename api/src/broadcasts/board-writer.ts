import type { EntityManager } from '@mikro-orm/knex';
import type { Logger } from '@nestjs/common';
import type { BroadcastBoard } from '@sync/contract/broadcasts';
import type { User } from '../accounts/entities/user.entity';
import { ApiError } from '../common/errors/api-error';
import type { GameRecordService } from '../games/game-record.service';
import { commitChange, LostRace } from './board-changes';
import type { BoardPlan } from './board-plans';
import { BroadcastBoardRow } from './broadcast.entities';
import type { BroadcastNews, BroadcastNewsPublisher } from './broadcast-news';
import { lockBroadcast, readBroadcast, readComments } from './broadcast-rows';
import { boardView } from './broadcast-view';
import { checkMayChange } from './editors';
import { tournamentGameOf } from './tournament-link';

/** Tries of a change whose board another writer changed between our read and our write. */
const TRIES = 3;

export interface WrittenBoard {
  applied: boolean;
  board: BroadcastBoard;
}

type Outcome =
  | { applied: false; board: BroadcastBoard }
  | {
      applied: true;
      board: BroadcastBoard;
      row: BroadcastBoardRow;
      events: BroadcastNews['event'][];
      boardEvent: boolean;
      recordWritten: boolean;
    };

/**
 * Runs one change of a board: in one transaction the broadcast is locked, the editor checked
 * (its creator or an admin; a source, null, may), the board read, the plan made from it (a
 * refusal throws) and written; after the commit a written record is
 * attached to the tournament's game, then the viewers hear of it (moves, undos, the board, the
 * status), in that order.
 */
export class BoardWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly news: BroadcastNewsPublisher,
    private readonly records: GameRecordService,
    private readonly logger: Logger,
  ) {}

  async write(
    broadcastId: number,
    editor: User | null,
    readBoard: (em: EntityManager) => Promise<BroadcastBoardRow>,
    plan: (board: BroadcastBoardRow, em: EntityManager) => Promise<BoardPlan | null>,
  ): Promise<WrittenBoard> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await this.em
          .fork()
          .transactional((em) => this.attempt(em, broadcastId, editor, readBoard, plan));
        return await this.afterCommit(broadcastId, outcome);
      } catch (error) {
        if (!(error instanceof LostRace) || attempt >= TRIES) throw error;
      }
    }
  }

  private async attempt(
    em: EntityManager,
    broadcastId: number,
    editor: User | null,
    readBoard: (em: EntityManager) => Promise<BroadcastBoardRow>,
    plan: (board: BroadcastBoardRow, em: EntityManager) => Promise<BoardPlan | null>,
  ): Promise<Outcome> {
    const now = new Date();
    const broadcast = await lockBroadcast(em, broadcastId);
    if (editor) checkMayChange(editor, broadcast);
    const board = await readBoard(em);
    const planned = await plan(board, em);
    if (!planned) {
      return { applied: false, board: boardView(board, await readComments(em, [board.id])) };
    }
    const changed = await commitChange(em, broadcast, board, planned.change, now);
    const status: BroadcastNews['event'][] = changed.status
      ? [{ type: 'status', status: changed.status }]
      : [];
    return {
      applied: true,
      board: changed.board,
      row: changed.row,
      events: [...planned.events(changed), ...status],
      boardEvent: planned.boardEvent,
      recordWritten: changed.recordWritten,
    };
  }

  private async afterCommit(broadcastId: number, outcome: Outcome): Promise<WrittenBoard> {
    if (!outcome.applied) return { applied: false, board: outcome.board };
    const board = outcome.recordWritten
      ? ((await this.attachRecord(outcome.row)) ?? outcome.board)
      : outcome.board;
    const statusEvents = outcome.events.filter((event) => event.type === 'status');
    const boardEvents = outcome.events.filter((event) => event.type !== 'status');
    const events: BroadcastNews['event'][] = [
      ...boardEvents,
      ...(outcome.boardEvent ? [{ type: 'board' as const, board }] : []),
      ...statusEvents,
    ];
    this.announce(broadcastId, events);
    return { applied: true, board };
  }

  /**
   * Publishes the events in order (each goes onto the bus as it is called) without holding the
   * answer until the bus has them: the change is committed whatever the bus does, and a viewer
   * that misses an event (Redis away) sees the gap at the next one and reconnects to a snapshot.
   */
  private announce(broadcastId: number, events: BroadcastNews['event'][]): void {
    const published = events.map((event) => this.news.publish(broadcastId, event));
    Promise.all(published).catch((error: unknown) =>
      this.logger.warn(`Broadcast ${broadcastId}'s change not announced: ${String(error)}`),
    );
  }

  /**
   * Stores the finished board's record as its tournament game's record and notes the game on
   * the board; the board as it now is, or null when there is no such game (or it can't take it).
   */
  private async attachRecord(row: BroadcastBoardRow): Promise<BroadcastBoard | null> {
    if (row.recordSgf === null) return null;
    const em = this.em.fork();
    const broadcast = await readBroadcast(em, row.broadcastId);
    const gameId = await tournamentGameOf(em, broadcast, row);
    if (gameId === null) return null;
    try {
      await this.records.save(gameId, row.recordSgf);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      this.logger.warn(`Board ${row.id}'s record not attached to game ${gameId}: ${error.key}`);
      return null;
    }
    await em.nativeUpdate(BroadcastBoardRow, { id: row.id }, { gameId });
    row.gameId = gameId;
    return boardView(row, await readComments(em, [row.id]));
  }
}
