import { useTranslation } from 'react-i18next';
import { MoveEntry as PointEntry } from '@pwa/components/move-entry';

interface MoveEntryProps {
  boardSize: number;
  /** 'move' plays there, 'mark' marks the group there dead or alive */
  purpose: 'move' | 'mark';
  onSubmit: (vertex: string) => void;
  /** not the player's turn, or an earlier position is shown */
  disabled?: boolean;
}

/** The online game's board by keyboard: a point typed as its coordinates, played or marked. */
export function MoveEntry({ purpose, ...props }: MoveEntryProps) {
  const { t } = useTranslation('play');
  const move = purpose === 'move';
  return (
    <PointEntry
      {...props}
      labels={{
        label: t(move ? 'entry.moveLabel' : 'entry.markLabel'),
        submit: t(move ? 'entry.play' : 'entry.mark'),
        invalid: t('entry.invalid'),
      }}
    />
  );
}
