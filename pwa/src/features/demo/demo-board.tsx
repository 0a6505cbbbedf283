import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Goban } from '@pwa/components/goban';
import { DemoControls } from './demo-controls';
import { boardsOf, lastMoveMarkers, momentAt, pointName, readRecord } from './demo-record';
import { EAR_REDDENING_SGF, MOMENTS } from './ear-reddening-game';
import { useDemoPlayer } from './use-demo-player';

/** The ear-reddening game played out on the board, with the comment of its current moment. */
export function DemoBoard() {
  const { t } = useTranslation('demo');
  const record = useMemo(() => readRecord(EAR_REDDENING_SGF), []);
  const boards = useMemo(() => boardsOf(record), [record]);
  const total = record.moves.length;
  const { state, dispatch } = useDemoPlayer(total);
  const lastMove = state.move > 0 ? record.moves[state.move - 1] : undefined;
  const moment = momentAt(MOMENTS, state.move);

  const status = lastMove
    ? t('status.move', {
        move: state.move,
        total,
        color: t(lastMove.sign === 1 ? 'status.black' : 'status.white'),
        point: pointName(lastMove.vertex, record.size),
      })
    : t('status.start', { total });

  return (
    <div className="demo-layout">
      <div className="demo-layout__board">
        <Goban
          className="demo-goban"
          label={status}
          signMap={boards[state.move].signMap}
          markerMap={lastMoveMarkers(record.size, lastMove?.vertex)}
          showCoordinates
        />
        <DemoControls state={state} total={total} dispatch={dispatch} />
      </div>
      <div className="demo-layout__side">
        {/* read out when stepped by hand, not on every move while it plays by itself */}
        <p className="demo-status" aria-live={state.playing ? 'off' : 'polite'}>
          {status}
        </p>
        <section className="demo-comment" aria-labelledby="demo-comment-title">
          <h3 id="demo-comment-title" className="demo-comment__title">
            {t(`comments.${moment.key}.title`)}
          </h3>
          <p className="demo-comment__text">{t(`comments.${moment.key}.text`)}</p>
        </section>
        <nav className="demo-moments" aria-label={t('moments.label')}>
          <ul className="demo-moments__list">
            {MOMENTS.map(({ key, move }) => (
              <li key={key}>
                <button
                  type="button"
                  className="demo-moments__button"
                  aria-current={key === moment.key ? 'step' : undefined}
                  onClick={() => dispatch({ type: 'goTo', move })}
                >
                  {t(`comments.${key}.title`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
