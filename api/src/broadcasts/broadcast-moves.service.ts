import { Injectable } from '@nestjs/common';
import type {
  BroadcastCommentInput,
  BroadcastMoveAnswer,
  BroadcastMoveInput,
} from '@sync/contract/broadcasts';
import type { User } from '../accounts/entities/user.entity';

/** A board of a broadcast, as the REST paths name it. */
export interface BoardRef {
  broadcastId: number;
  number: number;
}

/** What a board's source (a relayed live game, a polled SGF) says the game is now. */
export interface SourceLine {
  moves: string[];
  result: string | null;
  clocks?: { black: number | null; white: number | null };
}

/**
 * Changes to a board: moves with sequence numbers, undo, result, comments. Each change is one
 * conditional write in one transaction, published to the viewers after the commit.
 * (Scaffold: implemented by the API helper.)
 */
@Injectable()
export class BroadcastMovesService {
  /** 409 with the reason for a gap, a conflicting seq or an illegal move; a resend changes nothing. */
  addMove(_ref: BoardRef, _input: BroadcastMoveInput, _user: User): Promise<BroadcastMoveAnswer> {
    throw new Error('not implemented');
  }

  /** Takes back move `seq`, which must be the last one (a resend of a done undo changes nothing). */
  undo(_ref: BoardRef, _seq: number, _user: User): Promise<BroadcastMoveAnswer> {
    throw new Error('not implemented');
  }

  /** Sets (or with null clears) the result; a set result writes the record. */
  setResult(_ref: BoardRef, _result: string | null, _user: User): Promise<BroadcastMoveAnswer> {
    throw new Error('not implemented');
  }

  addComment(
    _ref: BoardRef,
    _input: BroadcastCommentInput,
    _user: User,
  ): Promise<BroadcastMoveAnswer> {
    throw new Error('not implemented');
  }

  /**
   * A source's view of the board (by the board row's id): the moves it has beyond ours are
   * appended, a divergence (the source corrected a move) undoes back to the common part first,
   * and its result, when it has one, ends the board.
   */
  followSource(_boardId: number, _line: SourceLine): Promise<void> {
    throw new Error('not implemented');
  }
}
