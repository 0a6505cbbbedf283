import { useTranslation } from 'react-i18next';
import type { ViewerActions } from './use-viewer';

/** The buttons' arrows, drawn rather than typed (media-control characters lack glyphs in many fonts). */
const ICONS = {
  first: 'M5 5h2.5v14H5zM19 5v14l-9-7z',
  previous: 'M16 5v14l-9-7z',
  next: 'M8 5v14l9-7z',
  last: 'M16.5 5H19v14h-2.5zM5 5v14l9-7z',
} as const;

interface NavigationBarProps {
  actions: ViewerActions;
  atStart: boolean;
  atEnd: boolean;
}

/** First, previous, next and last move, and the keys that do the same. */
export function NavigationBar({ actions, atStart, atEnd }: NavigationBarProps) {
  const { t } = useTranslation('viewer');
  const buttons = [
    { name: 'first', disabled: atStart, onClick: actions.first },
    { name: 'previous', disabled: atStart, onClick: actions.previous },
    { name: 'next', disabled: atEnd, onClick: actions.next },
    { name: 'last', disabled: atEnd, onClick: actions.last },
  ] as const;
  return (
    <div className="viewer-nav">
      <div className="viewer-nav__buttons" role="group" aria-label={t('nav.label')}>
        {buttons.map(({ name, disabled, onClick }) => (
          <button
            key={name}
            type="button"
            className="button viewer-nav__button"
            aria-label={t(`nav.${name}`)}
            title={t(`nav.${name}Title`)}
            disabled={disabled}
            onClick={onClick}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d={ICONS[name]} fill="currentColor" />
            </svg>
          </button>
        ))}
      </div>
      <p className="viewer-nav__keys muted">{t('nav.keys')}</p>
    </div>
  );
}
