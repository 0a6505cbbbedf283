import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { colourOfMove } from '@domain/broadcast/board-moves';
import type { BroadcastBoard } from '@sync/contract/broadcasts';
import type { LiveReview as BoardReview } from '@pwa/lib/live-review/use-live-review';

interface BoardMovesProps {
  board: BroadcastBoard;
  review: BoardReview;
}

/** The board's moves; a click shows that position. Moves with a comment are marked. */
export function BoardMoves({ board, review }: BoardMovesProps) {
  const { t } = useTranslation('broadcasts');
  const list = useRef<HTMLOListElement>(null);
  const current = useRef<HTMLButtonElement>(null);
  const commented = new Set(board.comments.map((comment) => comment.moveNumber));
  // keeps the shown move in sight inside the list, without scrolling the page
  useEffect(() => {
    const box = list.current;
    const item = current.current;
    if (!box || !item) return;
    if (item.offsetTop < box.scrollTop) box.scrollTop = item.offsetTop;
    const bottom = item.offsetTop + item.offsetHeight;
    if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
  }, [review.shown, board.moves.length]);

  return (
    <section className="broadcast-panel" aria-labelledby="broadcast-moves-title">
      <h3 id="broadcast-moves-title" className="broadcast-panel__title">
        {t('moves.title')}
      </h3>
      {board.moves.length === 0 && <p className="muted">{t('moves.none')}</p>}
      <ol ref={list} className="broadcast-moves" data-testid="broadcast-moves">
        {board.moves.map((move, index) => {
          const seq = index + 1;
          const shown = seq === review.shown;
          return (
            <li key={seq} data-seq={seq} data-move={move}>
              <button
                ref={shown ? current : undefined}
                type="button"
                className={`broadcast-moves__move broadcast-moves__move--${colourOfMove(board.handicap, seq)}`}
                aria-current={shown ? 'step' : undefined}
                onClick={() => review.show(seq)}
              >
                <span className="broadcast-moves__number">{seq}.</span>{' '}
                {move === 'pass' ? t('moves.pass') : move}
                {commented.has(seq) && (
                  <span className="broadcast-moves__commented" title={t('moves.commented')}>
                    {' '}
                    ✎<span className="visually-hidden">{t('moves.commented')}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
