import { useTranslation } from 'react-i18next';
import type { PlayOptions } from './play-options';

interface GameOptionsProps {
  options: PlayOptions;
  onChange: (changes: Partial<PlayOptions>) => void;
}

/** The player's switches: confirm moves with a second tap, and the move sound. */
export function GameOptions({ options, onChange }: GameOptionsProps) {
  const { t } = useTranslation('play');
  return (
    <div className="play-options">
      <label className="play-check">
        <input
          type="checkbox"
          checked={options.confirmMoves}
          onChange={(event) => onChange({ confirmMoves: event.target.checked })}
        />
        {t('game.options.confirm')}
      </label>
      <label className="play-check">
        <input
          type="checkbox"
          checked={options.moveSound}
          onChange={(event) => onChange({ moveSound: event.target.checked })}
        />
        {t('game.options.sound')}
      </label>
    </div>
  );
}
