import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_STYLES } from '@domain/bots/types';
import { BOARD_SIZES } from '@domain/game/board-sizes';
import { defaultKomi } from '@domain/play/settings';
import { SelectField } from '@pwa/components/select-field';
import type { BoardPosition } from '@pwa/lib/position-analysis/types';
import { StartPositionPreview } from './start-position-preview';
import {
  DEFAULT_SETUP,
  OFFLINE_BOT_RANKS,
  TIME_PRESET_IDS,
  type BotGameSetup,
  type TimePresetId,
} from './bot-options';

interface BotSetupFormProps {
  /** false while the bot is not on the device yet */
  canStart: boolean;
  onStart: (setup: BotGameSetup) => void;
  /** a position to play on from (GoGlass): it sets the board size and the komi */
  from?: BoardPosition;
}

const TIME_LABEL: Record<TimePresetId, string> = {
  blitz: 'setup.timeBlitz',
  rapid: 'setup.timeRapid',
  byoyomi: 'setup.timeByoyomi',
};
const COLOUR_CHOICES = ['black', 'white', 'random'] as const;
const COLOUR_LABEL = {
  black: 'setup.colourBlack',
  white: 'setup.colourWhite',
  random: 'setup.colourRandom',
};

/**
 * The game's settings before it starts: board, colour, the bot's rank and style, the clock; or,
 * from a position, the position instead of the board size.
 */
export function BotSetupForm({ canStart, onStart, from }: BotSetupFormProps) {
  const { t } = useTranslation('botOffline');
  const [setup, setSetup] = useState<BotGameSetup>(DEFAULT_SETUP);
  const change = (changes: Partial<BotGameSetup>) => setSetup((now) => ({ ...now, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canStart) onStart(from ? { ...setup, from } : setup);
  };

  return (
    <form className="bot-panel bot-setup" onSubmit={submit} aria-labelledby="bot-setup-title">
      <h2 id="bot-setup-title" className="bot-panel__title">
        {t('setup.title')}
      </h2>
      {from && <StartPositionPreview position={from} />}
      <div className="bot-setup__fields">
        {!from && (
          <SelectField
            label={t('setup.boardSize')}
            value={setup.boardSize}
            options={BOARD_SIZES}
            optionLabel={(size) => t('setup.size', { size })}
            onChange={(boardSize) => change({ boardSize })}
          />
        )}
        <SelectField
          label={t('setup.colour')}
          value={setup.colour}
          options={COLOUR_CHOICES}
          optionLabel={(colour) => t(COLOUR_LABEL[colour])}
          onChange={(colour) => change({ colour })}
        />
        <SelectField
          label={t('setup.rank')}
          value={setup.rank}
          options={OFFLINE_BOT_RANKS}
          optionLabel={(rank) => rank}
          onChange={(rank) => change({ rank })}
        />
        <SelectField
          label={t('setup.style')}
          value={setup.style}
          options={BOT_STYLES}
          optionLabel={(style) => t(`style.${style}`)}
          onChange={(style) => change({ style })}
        />
        <SelectField
          label={t('setup.time')}
          value={setup.time}
          options={TIME_PRESET_IDS}
          optionLabel={(time) => t(TIME_LABEL[time])}
          onChange={(time) => change({ time })}
        />
      </div>
      <p className="muted">
        {from
          ? t('playOn.rules', { komi: from.komi })
          : t('setup.rules', { komi: defaultKomi('chinese', 0) })}
      </p>
      <button type="submit" className="button button--primary" disabled={!canStart}>
        {t('setup.start')}
      </button>
    </form>
  );
}
