import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BroadcastBoard } from '@sync/contract/broadcasts';
import { Goban } from '@pwa/components/goban';
import { LiveMoveNavigation } from '@pwa/components/move-navigation';
import { useLiveReview } from '@pwa/lib/live-review/use-live-review';
import { lastMoveMarkers } from '@pwa/lib/replay-moves';
import { BoardComments } from './board-comments';
import { BoardMoves } from './board-moves';
import { BoardPlayers } from './board-players';
import { replayBoard } from './board-replay';
import { boardRecordUrl } from './broadcasts-api';
import { broadcastResultText } from './result-text';
import { useSwipe } from './use-swipe';

interface BoardViewProps {
  broadcastId: number;
  board: BroadcastBoard;
  /** the number of boards, for "Board 2 of 8" and the buttons between boards */
  boardsCount: number;
  onBoard: (number: number) => void;
}

/** A finished board's record: the tournament's game in the viewer, else the SGF. */
function RecordLink({ broadcastId, board }: { broadcastId: number; board: BroadcastBoard }) {
  const { t } = useTranslation('broadcasts');
  if (board.result === null) return null;
  if (board.gameId !== null) {
    return (
      <Link className="button" to={`/viewer/${board.gameId}`}>
        {t('board.openRecord')}
      </Link>
    );
  }
  return (
    <a className="button" href={boardRecordUrl(broadcastId, board.number)} download>
      {t('board.downloadSgf')}
    </a>
  );
}

/** The selected board, large: players, the position shown, moves, comments and result. */
export function BoardView({ broadcastId, board, boardsCount, onBoard }: BoardViewProps) {
  const { t } = useTranslation('broadcasts');
  const { boardSize, handicap, moves } = board;
  const positions = useMemo(
    () => replayBoard({ boardSize, handicap, moves }),
    [boardSize, handicap, moves],
  );
  const review = useLiveReview(moves.length, board.number);
  const position = positions[Math.min(review.shown, positions.length - 1)];
  const comments = board.comments.filter((comment) => comment.moveNumber === review.shown);
  const previousBoard = () => onBoard(board.number > 1 ? board.number - 1 : boardsCount);
  const nextBoard = () => onBoard(board.number < boardsCount ? board.number + 1 : 1);
  const swipe = useSwipe(previousBoard, nextBoard);
  const markerMap = useMemo(() => lastMoveMarkers(position), [position]);

  return (
    <section className="broadcast-board" aria-labelledby="broadcast-board-title">
      <div className="broadcast-board__head">
        <button
          type="button"
          className="button broadcast-board__step"
          onClick={previousBoard}
          disabled={boardsCount < 2}
          aria-label={t('board.previous')}
        >
          ‹
        </button>
        <h2 id="broadcast-board-title" className="broadcast-board__title">
          {t('board.titleOf', { number: board.number, total: boardsCount })}
        </h2>
        <button
          type="button"
          className="button broadcast-board__step"
          onClick={nextBoard}
          disabled={boardsCount < 2}
          aria-label={t('board.next')}
        >
          ›
        </button>
      </div>
      <div className="broadcast-layout">
        <div className="broadcast-layout__board">
          <BoardPlayers board={board} position={position} live={!review.reviewing} />
          <div className="broadcast-swipe" {...swipe}>
            <Goban
              className="broadcast-goban--large goban--page"
              label={t('board.picture', { number: board.number, move: review.shown })}
              signMap={position.signMap}
              markerMap={markerMap}
              showCoordinates
            />
          </div>
          <LiveMoveNavigation review={review} backToLive={t('nav.backToLive')} />
        </div>
        <div className="broadcast-layout__side">
          <p className="broadcast-result" data-result={board.result ?? ''}>
            {board.result === null
              ? t('board.playing')
              : t('board.result', { result: broadcastResultText(board.result, t) })}
          </p>
          {board.timeControl && (
            <p className="muted">{t('board.timeControl', { text: board.timeControl })}</p>
          )}
          <p className="muted">
            {t('board.komi', { komi: board.komi })}
            {board.handicap >= 2 && ` · ${t('board.handicap', { stones: board.handicap })}`}
          </p>
          <BoardComments comments={comments} />
          <BoardMoves board={board} review={review} />
          <RecordLink broadcastId={broadcastId} board={board} />
        </div>
      </div>
    </section>
  );
}
