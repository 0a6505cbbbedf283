import { useTranslation } from 'react-i18next';
import type { LiveReview as BoardReview } from '@pwa/lib/live-review/use-live-review';

/** The buttons' arrows, drawn rather than typed (media-control characters lack glyphs in many fonts). */
const ICONS = {
  first: 'M5 5h2.5v14H5zM19 5v14l-9-7z',
  previous: 'M16 5v14l-9-7z',
  next: 'M8 5v14l9-7z',
  last: 'M16.5 5H19v14h-2.5zM5 5v14l9-7z',
} as const;

interface BoardNavigationProps {
  review: BoardReview;
  moveCount: number;
}

/** First, previous, next and last move, and "Back to live" while an earlier move is shown. */
export function BoardNavigation({ review, moveCount }: BoardNavigationProps) {
  const { t } = useTranslation('broadcasts');
  const { shown } = review;
  const buttons = [
    { name: 'first', disabled: shown === 0, to: 0 },
    { name: 'previous', disabled: shown === 0, to: shown - 1 },
    { name: 'next', disabled: shown >= moveCount, to: shown + 1 },
    { name: 'last', disabled: shown >= moveCount, to: moveCount },
  ] as const;
  return (
    <div className="broadcast-nav">
      <div className="broadcast-nav__buttons" role="group" aria-label={t('nav.label')}>
        {buttons.map(({ name, disabled, to }) => (
          <button
            key={name}
            type="button"
            className="button broadcast-nav__button"
            aria-label={t(`nav.${name}`)}
            title={t(`nav.${name}`)}
            disabled={disabled}
            onClick={() => review.show(to)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d={ICONS[name]} fill="currentColor" />
            </svg>
          </button>
        ))}
      </div>
      <p className="broadcast-nav__where" aria-live="polite">
        {t('nav.where', { number: shown, total: moveCount })}
      </p>
      {review.reviewing && (
        <button type="button" className="button button--primary" onClick={review.backToLive}>
          {t('nav.backToLive')}
        </button>
      )}
      <p className="broadcast-nav__keys muted">{t('nav.keys')}</p>
    </div>
  );
}
