import type {
  Broadcast,
  BroadcastBoard,
  BroadcastBoardSource,
  BroadcastComment,
  BroadcastListItem,
} from '@sync/contract/broadcasts';
import type { BoardSize } from '@sync/contract/play';
import type { BroadcastBoardRow, BroadcastCommentRow, BroadcastRow } from './broadcast.entities';

/** A board's moves as the table holds them: GTP vertices separated by single spaces. */
export function movesOf(board: Pick<BroadcastBoardRow, 'moves'>): string[] {
  return board.moves === '' ? [] : board.moves.split(' ');
}

export function movesText(moves: readonly string[]): string {
  return moves.join(' ');
}

/** Dates from SQLite may come back as numbers or text; the contract wants ISO strings. */
function isoOf(value: Date | string | number): string {
  return new Date(value).toISOString();
}

export function commentView(row: BroadcastCommentRow): BroadcastComment {
  return {
    id: row.id,
    moveNumber: row.moveNumber,
    text: row.text,
    author: row.author,
    createdAt: isoOf(row.createdAt),
  };
}

function sourceOf(board: BroadcastBoardRow): BroadcastBoardSource {
  if (board.sourceKind === 'live-game' && board.liveGameId !== null) {
    return { kind: 'live-game', liveGameId: board.liveGameId };
  }
  if (board.sourceKind === 'sgf-url' && board.sgfUrl !== null) {
    return { kind: 'sgf-url', url: board.sgfUrl, error: board.sourceError };
  }
  return { kind: 'manual' };
}

/** The board as the contract shows it; `comments` are this board's, in any order. */
export function boardView(
  board: BroadcastBoardRow,
  comments: readonly BroadcastCommentRow[],
): BroadcastBoard {
  return {
    number: board.number,
    black: { name: board.blackName, playerId: board.blackPlayerId },
    white: { name: board.whiteName, playerId: board.whitePlayerId },
    boardSize: board.boardSize as BoardSize,
    handicap: board.handicap,
    komi: board.komi,
    timeControl: board.timeControl,
    moves: movesOf(board),
    comments: [...comments]
      .sort((a, b) => a.moveNumber - b.moveNumber || a.id - b.id)
      .map(commentView),
    clocks:
      board.clocksReadAt === null
        ? null
        : {
            black: board.clockBlackMs,
            white: board.clockWhiteMs,
            readAt: isoOf(board.clocksReadAt),
          },
    result: board.result,
    source: sourceOf(board),
    gameId: board.gameId,
  };
}

/** What a broadcast's view needs besides its row. */
export interface BroadcastViewParts {
  boards: readonly BroadcastBoardRow[];
  comments: readonly BroadcastCommentRow[];
  tournamentTitle: string | null;
  viewers: number;
}

function boardsView(parts: BroadcastViewParts): BroadcastBoard[] {
  return [...parts.boards]
    .sort((a, b) => a.number - b.number)
    .map((board) =>
      boardView(
        board,
        parts.comments.filter((comment) => comment.boardId === board.id),
      ),
    );
}

function headerView(row: BroadcastRow, parts: BroadcastViewParts) {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    visibility: row.visibility,
    tournamentId: row.tournamentId,
    tournamentTitle: parts.tournamentTitle,
    round: row.round,
    startTime: row.startTime === null ? null : isoOf(row.startTime),
    viewers: parts.viewers,
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

export function broadcastView(
  row: BroadcastRow,
  parts: BroadcastViewParts,
  canEdit: boolean,
): Broadcast {
  return { ...headerView(row, parts), canEdit, boards: boardsView(parts) };
}

/** A row of the list: only live broadcasts carry their boards. */
export function listItemView(row: BroadcastRow, parts: BroadcastViewParts): BroadcastListItem {
  return {
    ...headerView(row, parts),
    boardsCount: parts.boards.length,
    boards: row.status === 'live' ? boardsView(parts) : [],
  };
}
