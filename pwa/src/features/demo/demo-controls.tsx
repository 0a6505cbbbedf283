import { useTranslation } from 'react-i18next';
import type { PlayerAction, PlayerState, PlayerStep } from './demo-player-state';

/** The buttons' symbols, drawn rather than typed (media-control characters lack glyphs in many fonts). */
const ICONS = {
  first: 'M5 5h2.5v14H5zM19 5v14l-9-7z',
  previous: 'M16 5v14l-9-7z',
  play: 'M7 5v14l12-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  next: 'M8 5v14l9-7z',
  last: 'M16.5 5H19v14h-2.5zM5 5v14l9-7z',
} as const;

interface DemoControlsProps {
  state: PlayerState;
  total: number;
  dispatch: (action: PlayerAction) => void;
}

/** First, previous, play or pause, next and last move; a slider over the whole game. */
export function DemoControls({ state, total, dispatch }: DemoControlsProps) {
  const { t } = useTranslation('demo');
  const atStart = state.move === 0;
  const atEnd = state.move === total;
  const buttons: Array<{ name: keyof typeof ICONS; step: PlayerStep; disabled: boolean }> = [
    { name: 'first', step: 'first', disabled: atStart },
    { name: 'previous', step: 'previous', disabled: atStart },
    { name: state.playing ? 'pause' : 'play', step: 'toggle', disabled: false },
    { name: 'next', step: 'next', disabled: atEnd },
    { name: 'last', step: 'last', disabled: atEnd },
  ];
  return (
    <div className="demo-controls">
      <div className="demo-controls__buttons" role="group" aria-label={t('controls.label')}>
        {buttons.map(({ name, step, disabled }) => (
          <button
            key={step}
            type="button"
            className={`button demo-controls__button demo-controls__button--${step}`}
            aria-label={t(`controls.${name}`)}
            title={t(`controls.${name}`)}
            disabled={disabled}
            onClick={() => dispatch({ type: step })}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d={ICONS[name]} fill="currentColor" />
            </svg>
          </button>
        ))}
      </div>
      <input
        type="range"
        className="demo-controls__slider"
        min={0}
        max={total}
        value={state.move}
        aria-label={t('controls.slider')}
        aria-valuetext={t('controls.sliderValue', { move: state.move, total })}
        onChange={(event) => dispatch({ type: 'goTo', move: Number(event.target.value) })}
      />
      <p className="demo-controls__keys muted">{t('controls.keys')}</p>
    </div>
  );
}
