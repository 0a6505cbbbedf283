import { useTranslation } from 'react-i18next';
import { colourOfMove } from '@domain/broadcast';
import type { LocalBoard } from './local-board';

/** How many of the last moves the list shows (the board shows the rest). */
const SHOWN_MOVES = 12;

/** The last moves of the board, those waiting to be sent marked. */
export function ConsoleMoves({ local, handicap }: { local: LocalBoard; handicap: number }) {
  const { t } = useTranslation('broadcastConsole');
  const first = Math.max(0, local.moves.length - SHOWN_MOVES);
  return (
    <section className="console-moves" aria-label={t('moves.title')}>
      <h3 className="console-panel__title">{t('moves.count', { count: local.moves.length })}</h3>
      {local.moves.length === 0 ? (
        <p className="muted">{t('moves.none')}</p>
      ) : (
        <ol className="console-moves__list" data-testid="console-moves" start={first + 1}>
          {local.moves.slice(first).map((move, offset) => {
            const seq = first + offset + 1;
            const waiting = seq > local.confirmed;
            const colour = colourOfMove(handicap, seq);
            return (
              <li
                key={seq}
                data-seq={seq}
                data-move={move}
                data-waiting={waiting ? 'true' : 'false'}
                className={waiting ? 'console-moves__move--waiting' : undefined}
              >
                {t(`moves.${colour}`, { move: move === 'pass' ? t('moves.pass') : move })}
                {waiting && <span className="console-moves__mark"> · {t('moves.waiting')}</span>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
