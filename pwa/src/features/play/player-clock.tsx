import { useTranslation } from 'react-i18next';
import type { Colour, PlayerCard } from '@sync/contract/play';
import { formatClock } from '@domain/format/clock';
import { LOW_TIME_MS, timeShown, type ClockNow } from './clock-display';
import { PlayerCardName } from './player-card';

interface PlayerClockProps {
  colour: Colour;
  player: PlayerCard;
  clock: ClockNow;
  running: boolean;
  captures: number;
  /** byoyomi: show the periods left */
  byoyomi: boolean;
}

/** One side: the player, the captures and the clock (the running one marked). */
export function PlayerClock({
  colour,
  player,
  clock,
  running,
  captures,
  byoyomi,
}: PlayerClockProps) {
  const { t } = useTranslation('play');
  const low = running && timeShown(clock) < LOW_TIME_MS;
  return (
    <div
      className={`play-side play-side--${colour} ${running ? 'play-side--running' : ''}`}
      data-colour={colour}
    >
      <span className={`play-side__stone play-side__stone--${colour}`} aria-hidden="true" />
      <div className="play-side__who">
        <span className="visually-hidden">{t(`colour.${colour}`)}: </span>
        <PlayerCardName player={player} showRank />
        <span className="play-side__captures muted">{t('game.captures', { count: captures })}</span>
      </div>
      <div
        className={`play-side__clock ${low ? 'play-side__clock--low' : ''}`}
        data-testid={`clock-${colour}`}
      >
        <span className="play-side__time">{formatClock(timeShown(clock))}</span>
        {byoyomi && (clock.overtime || clock.periodsLeft > 0) && (
          <span className="play-side__periods muted">
            {t('game.periods', { count: clock.periodsLeft })}
          </span>
        )}
      </div>
    </div>
  );
}
