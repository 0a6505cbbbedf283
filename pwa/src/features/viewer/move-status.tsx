import { useTranslation } from 'react-i18next';
import { pointName } from './sgf/coordinates';
import type { Position } from './sgf/replay';

interface MoveStatusProps {
  position: Position;
  height: number;
}

/** The move number, the move just played and the stones each colour has taken. */
export function MoveStatus({ position, height }: MoveStatusProps) {
  const { t } = useTranslation('viewer');
  const { move, moveNumber, captures } = position;
  const color = move ? t(move.sign === 1 ? 'color.black' : 'color.white') : '';
  return (
    <div className="viewer-status">
      <p className="viewer-status__move" aria-live="polite">
        <span className="viewer-status__number">{t('status.move', { number: moveNumber })}</span>
        {move && (
          <span className="viewer-status__last">
            {move.vertex
              ? t('status.played', { color, point: pointName(move.vertex, height) })
              : t('status.passed', { color })}
          </span>
        )}
      </p>
      <dl className="viewer-status__captures">
        <div>
          <dt>
            <span className="viewer-stone viewer-stone--black" aria-hidden="true" />
            {t('status.capturedByBlack')}
          </dt>
          <dd data-color="black">{captures.black}</dd>
        </div>
        <div>
          <dt>
            <span className="viewer-stone viewer-stone--white" aria-hidden="true" />
            {t('status.capturedByWhite')}
          </dt>
          <dd data-color="white">{captures.white}</dd>
        </div>
      </dl>
    </div>
  );
}
