import { useTranslation } from 'react-i18next';
import { BOARD_SIZES, type BoardSize } from '@domain/game/board-sizes';

interface PositionControlsProps {
  boardSize: BoardSize;
  toPlay: 'B' | 'W';
  komi: number;
  /** the photo is being read: the size waits */
  busy: boolean;
  onBoardSize: (size: BoardSize) => void;
  onToPlay: (color: 'B' | 'W') => void;
  onKomi: (komi: number) => void;
}

/** The board's size (the photo is read again with it), whose turn it is, and komi. */
export function PositionControls(props: PositionControlsProps) {
  const { t } = useTranslation('goGlass');
  const { boardSize, toPlay, komi, busy } = props;
  return (
    <div className="go-glass-controls">
      <fieldset className="go-glass-controls__group">
        <legend>{t('controls.size')}</legend>
        {BOARD_SIZES.map((size) => (
          <label key={size} className="go-glass-controls__choice">
            <input
              type="radio"
              name="go-glass-size"
              checked={boardSize === size}
              disabled={busy}
              onChange={() => props.onBoardSize(size)}
            />
            {t('controls.sizeValue', { size })}
          </label>
        ))}
      </fieldset>
      <fieldset className="go-glass-controls__group">
        <legend>{t('controls.toPlay')}</legend>
        {(['B', 'W'] as const).map((color) => (
          <label key={color} className="go-glass-controls__choice">
            <input
              type="radio"
              name="go-glass-to-play"
              checked={toPlay === color}
              onChange={() => props.onToPlay(color)}
            />
            {t(`color.${color}`)}
          </label>
        ))}
      </fieldset>
      <label className="go-glass-controls__komi">
        {t('controls.komi')}
        <input
          className="input"
          type="number"
          inputMode="decimal"
          step={0.5}
          min={-50}
          max={50}
          value={komi}
          onChange={(event) => {
            const value = Number(event.target.value);
            if (Number.isFinite(value) && Math.abs(value) <= 50)
              props.onKomi(Math.round(value * 2) / 2);
          }}
        />
      </label>
    </div>
  );
}
