import { EntityManager } from '@mikro-orm/knex';
import { Injectable, Logger } from '@nestjs/common';
import { normaliseResult } from '@domain/broadcast';
import type { ErrorKey } from '@domain/errors/error-catalogue';
import type {
  BroadcastCommentInput,
  BroadcastMoveAnswer,
  BroadcastMoveInput,
} from '@sync/contract/broadcasts';
import type { User } from '../accounts/entities/user.entity';
import { displayNameOf } from '../accounts/user-mapping';
import { ApiError } from '../common/errors/api-error';
import { GameRecordService } from '../games/game-record.service';
import { commentPlan, movePlan, resultPlan, undoPlan } from './board-plans';
import type { BoardRef, SourceLine } from './board-ref';
import { BoardWriter } from './board-writer';
import { BroadcastNewsPublisher } from './broadcast-news';
import { readBoard, readBoardById, readComments } from './broadcast-rows';
import { followPlan } from './source-plan';

const GONE = new Set<ErrorKey>(['broadcastNotFound', 'broadcastBoardNotFound']);

/**
 * Changes to a board: moves with sequence numbers, undo, result, comments, by the broadcast's
 * creator or an admin (403 for anyone else). Each change is one conditional write in one
 * transaction, published to the viewers after the commit.
 */
@Injectable()
export class BroadcastMovesService {
  private readonly writer: BoardWriter;

  constructor(
    private readonly em: EntityManager,
    news: BroadcastNewsPublisher,
    records: GameRecordService,
  ) {
    this.writer = new BoardWriter(em, news, records, new Logger(BroadcastMovesService.name));
  }

  /** 409 with the reason for a gap, a conflicting seq or an illegal move; a resend changes nothing. */
  addMove(ref: BoardRef, input: BroadcastMoveInput, user: User): Promise<BroadcastMoveAnswer> {
    return this.writer.write(
      ref.broadcastId,
      user,
      (em) => readBoard(em, ref),
      (board) => Promise.resolve(movePlan(board, input, displayNameOf(user))),
    );
  }

  /** Takes back move `seq`, which must be the last one (a resend of a done undo changes nothing). */
  undo(ref: BoardRef, seq: number, user: User): Promise<BroadcastMoveAnswer> {
    return this.writer.write(
      ref.broadcastId,
      user,
      (em) => readBoard(em, ref),
      (board) => Promise.resolve(undoPlan(board, seq)),
    );
  }

  /** Sets (or with null clears) the result; a set result writes the record. */
  async setResult(ref: BoardRef, result: string | null, user: User): Promise<BroadcastMoveAnswer> {
    const normal = result === null ? null : normaliseResult(result);
    if (result !== null && normal === null) throw new ApiError('broadcastResultInvalid');
    return this.writer.write(
      ref.broadcastId,
      user,
      (em) => readBoard(em, ref),
      (board) => Promise.resolve(resultPlan(board, normal)),
    );
  }

  addComment(
    ref: BoardRef,
    input: BroadcastCommentInput,
    user: User,
  ): Promise<BroadcastMoveAnswer> {
    return this.writer.write(
      ref.broadcastId,
      user,
      (em) => readBoard(em, ref),
      async (board, em) =>
        commentPlan(board, input, displayNameOf(user), await readComments(em, [board.id])),
    );
  }

  /**
   * A source's view of the board (by the board row's id): the moves it has beyond ours are
   * appended, a divergence (the source corrected a move) undoes back to the common part first,
   * and its result, when it has one, ends the board. A board gone meanwhile is left alone.
   */
  async followSource(boardId: number, line: SourceLine): Promise<void> {
    const board = await readBoardById(this.em.fork(), boardId);
    if (!board) return;
    try {
      // a source is no person: it follows the board whoever created it
      await this.writer.write(
        board.broadcastId,
        null,
        async (em) => {
          const current = await readBoardById(em, boardId);
          if (!current) throw new ApiError('broadcastBoardNotFound');
          return current;
        },
        (current) => Promise.resolve(followPlan(current, line)),
      );
    } catch (error) {
      if (!(error instanceof ApiError && GONE.has(error.key))) throw error;
    }
  }
}
