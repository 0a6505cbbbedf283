import { useTranslation } from 'react-i18next';
import { MoveEntry } from '@pwa/components/move-entry';

interface BotMoveEntryProps {
  boardSize: number;
  /** 'move' plays there, 'mark' marks the group there dead or alive */
  purpose: 'move' | 'mark';
  onSubmit: (vertex: string) => void;
  disabled: boolean;
}

/** The bot game's board by keyboard: a point typed as its coordinates, played or marked. */
export function BotMoveEntry({ purpose, ...props }: BotMoveEntryProps) {
  const { t } = useTranslation('botOffline');
  const move = purpose === 'move';
  return (
    <MoveEntry
      {...props}
      labels={{
        label: t(move ? 'entry.moveLabel' : 'entry.markLabel'),
        submit: t(move ? 'entry.play' : 'entry.mark'),
        invalid: t('entry.invalid'),
      }}
    />
  );
}
