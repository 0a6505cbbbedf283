import { useTranslation } from 'react-i18next';
import type { BroadcastBoard } from '@sync/contract/broadcasts';

interface BoardTabsProps {
  boards: BroadcastBoard[];
  selected: number;
  /** waiting actions per board */
  pending: ReadonlyMap<number, number>;
  onSelect: (board: number) => void;
}

/** The broadcast's boards to pick from, each with its players and what waits on it. */
export function BoardTabs({ boards, selected, pending, onSelect }: BoardTabsProps) {
  const { t } = useTranslation('broadcastConsole');
  return (
    <div className="console-tabs" role="group" aria-label={t('board.pick')}>
      {boards.map((board) => {
        const waiting = pending.get(board.number) ?? 0;
        return (
          <button
            key={board.number}
            type="button"
            className="console-tabs__tab"
            aria-pressed={board.number === selected}
            data-testid={`console-board-${board.number}`}
            onClick={() => onSelect(board.number)}
          >
            <span className="console-tabs__number">
              {t('board.number', { number: board.number })}
            </span>
            <span className="console-tabs__players">
              {board.black.name} – {board.white.name}
            </span>
            {board.result && <span className="console-tabs__result">{board.result}</span>}
            {waiting > 0 && (
              <span className="console-tabs__waiting">
                {t('board.waiting', { count: waiting })}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
