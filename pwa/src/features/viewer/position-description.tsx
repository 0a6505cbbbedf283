import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stonePoints } from './position-words';
import type { Position } from './sgf/replay';

interface PositionDescriptionProps {
  position: Position;
}

/** "Describe position": the stones of each colour in words, read out once asked for. */
export function PositionDescription({ position }: PositionDescriptionProps) {
  const { t } = useTranslation('viewer');
  // The description is of the position it was asked at; another move hides it until asked again.
  const [describedAt, setDescribedAt] = useState<Position | null>(null);
  const stones = describedAt === position ? stonePoints(position.board) : null;
  const list = (points: string[]) => (points.length > 0 ? points.join(', ') : t('describe.none'));
  return (
    <div className="viewer-description">
      <button type="button" className="button" onClick={() => setDescribedAt(position)}>
        {t('describe.button')}
      </button>
      <div className="viewer-description__text" role="status" aria-live="polite">
        {stones && (
          <>
            <p>{t('describe.black', { count: stones.black.length, points: list(stones.black) })}</p>
            <p>{t('describe.white', { count: stones.white.length, points: list(stones.white) })}</p>
          </>
        )}
      </div>
    </div>
  );
}
