import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveReview } from '@pwa/lib/live-review/use-live-review';
import type { MoveSteps } from '@pwa/lib/use-move-keys';
import '@pwa/styles/board.css';

/** The buttons' arrows, drawn rather than typed (media-control characters lack glyphs in many fonts). */
const ICONS = {
  first: 'M5 5h2.5v14H5zM19 5v14l-9-7z',
  previous: 'M16 5v14l-9-7z',
  next: 'M8 5v14l9-7z',
  last: 'M16.5 5H19v14h-2.5zM5 5v14l9-7z',
} as const;

interface MoveNavigationProps {
  steps: MoveSteps;
  atStart: boolean;
  atEnd: boolean;
  /** "Move 3 of 40" under the buttons, when the number of moves is known */
  where?: { number: number; total: number };
  /** more under the buttons (a live game's way back to its latest move) */
  children?: ReactNode;
}

/**
 * First, previous, next and last move, and the keys that do the same (given by `useMoveKeys`).
 * Its texts are common.json's `moveNav`.
 */
export function MoveNavigation({ steps, atStart, atEnd, where, children }: MoveNavigationProps) {
  const { t } = useTranslation('common');
  const buttons = [
    { name: 'first', disabled: atStart },
    { name: 'previous', disabled: atStart },
    { name: 'next', disabled: atEnd },
    { name: 'last', disabled: atEnd },
  ] as const;
  return (
    <div className="move-nav">
      <div className="move-nav__buttons" role="group" aria-label={t('moveNav.label')}>
        {buttons.map(({ name, disabled }) => (
          <button
            key={name}
            type="button"
            className="button move-nav__button"
            aria-label={t(`moveNav.${name}`)}
            title={t(`moveNav.${name}Title`)}
            disabled={disabled}
            onClick={steps[name]}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d={ICONS[name]} fill="currentColor" />
            </svg>
          </button>
        ))}
      </div>
      {where && (
        <p className="move-nav__where" aria-live="polite">
          {t('moveNav.where', where)}
        </p>
      )}
      {children}
      <p className="move-nav__keys muted">{t('moveNav.keys')}</p>
    </div>
  );
}

interface LiveMoveNavigationProps {
  review: LiveReview;
  /** the button's text that shows the latest move again while an earlier one is shown */
  backToLive: string;
}

/** A live game's navigation: "Move 3 of 40", and the way back to the latest move while reviewing. */
export function LiveMoveNavigation({ review, backToLive }: LiveMoveNavigationProps) {
  return (
    <MoveNavigation
      steps={review.steps}
      atStart={review.shown === 0}
      atEnd={!review.reviewing}
      where={{ number: review.shown, total: review.moveCount }}
    >
      {review.reviewing && (
        <button type="button" className="button button--primary" onClick={review.backToLive}>
          {backToLive}
        </button>
      )}
    </MoveNavigation>
  );
}
