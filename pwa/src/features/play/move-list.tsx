import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveGameState } from '@sync/contract/play';
import type { LiveReview as Review } from '@pwa/lib/live-review/use-live-review';
import { colourOfMove } from '@pwa/lib/replay-moves';

interface MoveListProps {
  state: LiveGameState;
  review: Review;
}

/** The moves played; a click shows that position, with the way back to the live one. */
export function MoveList({ state, review }: MoveListProps) {
  const { t } = useTranslation('play');
  const count = state.moves.length;
  const current = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // keeps the shown move in sight inside the list, without scrolling the page
  useEffect(() => {
    const box = list.current;
    const item = current.current;
    if (!box || !item) return;
    if (item.offsetTop < box.scrollTop) box.scrollTop = item.offsetTop;
    const bottom = item.offsetTop + item.offsetHeight;
    if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
  }, [review.shown, count]);

  return (
    <section className="play-panel" aria-labelledby="play-moves-title">
      <h2 id="play-moves-title" className="play-panel__title">
        {t('moves.title')}
      </h2>
      <div className="play-review">
        <button
          type="button"
          className="button"
          onClick={() => review.show(review.shown - 1)}
          disabled={review.shown === 0}
          aria-label={t('moves.previous')}
        >
          ‹
        </button>
        <span className="play-review__where" aria-live="polite">
          {t('moves.review', { number: review.shown, count })}
        </span>
        <button
          type="button"
          className="button"
          onClick={() => review.show(review.shown + 1)}
          disabled={!review.reviewing}
          aria-label={t('moves.next')}
        >
          ›
        </button>
        {review.reviewing && (
          <button type="button" className="button button--primary" onClick={review.backToLive}>
            {t('moves.backToLive')}
          </button>
        )}
      </div>
      {count === 0 ? (
        <p className="muted">{t('moves.none')}</p>
      ) : (
        <ol ref={list} className="play-moves" aria-label={t('moves.label')}>
          {state.moves.map((move, index) => {
            const number = index + 1;
            const shown = number === review.shown;
            return (
              <li key={number}>
                <button
                  ref={shown ? current : undefined}
                  type="button"
                  className={`play-moves__move play-moves__move--${colourOfMove(state, index)}`}
                  aria-current={shown ? 'step' : undefined}
                  onClick={() => review.show(number)}
                >
                  <span className="play-moves__number">{number}.</span>{' '}
                  {move === 'pass' ? t('moves.pass') : move}
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
