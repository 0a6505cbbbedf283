import { useTranslation } from 'react-i18next';
import { Goban } from '@pwa/components/goban';
import type { BoardPosition } from '@pwa/lib/position-analysis/types';

/** The position a game will start from (play on from GoGlass): the board and who is to play. */
export function StartPositionPreview({ position }: { position: BoardPosition }) {
  const { t } = useTranslation('botOffline');
  const size = position.boardSize;
  const toPlay = t(position.toPlay === 'B' ? 'colour.black' : 'colour.white');
  return (
    <div className="bot-start-position">
      <p className="bot-start-position__text">
        {t('playOn.from', { size, colour: toPlay, komi: position.komi })}
      </p>
      <Goban
        className="bot-goban bot-start-position__board"
        label={t('playOn.boardLabel', { size, colour: toPlay })}
        signMap={position.signs}
        showCoordinates
      />
    </div>
  );
}
