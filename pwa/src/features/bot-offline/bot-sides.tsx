import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clocksAt, runningColour } from '@domain/play/game-flow';
import type { PlayColour } from '@domain/play/types';
import { formatClock } from '@domain/format/clock';
import { timeShown } from './clock-text';
import type { BotGameState } from './offline-game';

/** The time now, again every `everyMs` while `running`. */
function useNow(running: boolean, everyMs = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [running, everyMs]);
  return running ? now : Date.now();
}

/** Both sides of the game: who plays which colour, captures and the clocks. */
export function BotSides({ state }: { state: BotGameState }) {
  const { t } = useTranslation('botOffline');
  const { game, record } = state;
  const running = runningColour(game);
  const now = useNow(running !== null);
  const clocks = clocksAt(game, now);
  const kind = game.settings.clock;
  const colours: PlayColour[] = ['black', 'white'];

  return (
    <div className="bot-sides">
      {colours.map((colour) => {
        const clock = clocks[colour];
        const name =
          colour === record.userColour ? t('game.you') : t('game.bot', { rank: record.rank });
        return (
          <div
            key={colour}
            className={`bot-side ${running === colour ? 'bot-side--running' : ''}`}
            data-colour={colour}
          >
            <span className={`bot-side__stone bot-side__stone--${colour}`} aria-hidden="true" />
            <div className="bot-side__who">
              <span className="visually-hidden">{t(`colour.${colour}`)}: </span>
              <span className="bot-side__name">{name}</span>
              <span className="bot-side__captures muted">
                {t('game.captures', { count: game.position.captures[colour] })}
              </span>
            </div>
            <div className="bot-side__clock" data-testid={`bot-clock-${colour}`}>
              <span className="bot-side__time">{formatClock(timeShown(kind, clock))}</span>
              {kind.kind === 'byoyomi' && (
                <span className="bot-side__periods muted">
                  {t('game.periods', { count: clock.periodsLeft })}
                </span>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
