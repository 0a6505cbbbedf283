import { useTranslation } from 'react-i18next';
import { colourOfMove } from '@domain/broadcast/board-moves';
import type { BroadcastBoard } from '@sync/contract/broadcasts';
import { PlayedMoves } from '@pwa/components/played-moves';
import type { LiveReview as BoardReview } from '@pwa/lib/live-review/use-live-review';

interface BoardMovesProps {
  board: BroadcastBoard;
  review: BoardReview;
}

/** The board's moves; a click shows that position. Moves with a comment are marked. */
export function BoardMoves({ board, review }: BoardMovesProps) {
  const { t } = useTranslation('broadcasts');
  const commented = new Set(board.comments.map((comment) => comment.moveNumber));
  return (
    <section className="broadcast-panel" aria-labelledby="broadcast-moves-title">
      <h3 id="broadcast-moves-title" className="broadcast-panel__title">
        {t('moves.title')}
      </h3>
      {board.moves.length === 0 && <p className="muted">{t('moves.none')}</p>}
      <PlayedMoves
        testId="broadcast-moves"
        moves={board.moves}
        shown={review.shown}
        onShow={review.show}
        colourOf={(seq) => colourOfMove(board.handicap, seq)}
        pass={t('moves.pass')}
        after={(seq) =>
          commented.has(seq) && (
            <span className="broadcast-moves__commented" title={t('moves.commented')}>
              {' '}
              ✎<span className="visually-hidden">{t('moves.commented')}</span>
            </span>
          )
        }
      />
    </section>
  );
}
