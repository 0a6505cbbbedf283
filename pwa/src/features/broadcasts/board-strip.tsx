import { useTranslation } from 'react-i18next';
import type { BroadcastBoard } from '@sync/contract/broadcasts';
import { MiniBoard } from './mini-board';
import { broadcastResultText } from './result-text';

interface BoardStripProps {
  boards: BroadcastBoard[];
  selected: number;
  onSelect: (number: number) => void;
}

/**
 * The round's boards: a grid of small live boards on a wide screen, a row of board buttons on a
 * phone (the small boards hidden by the CSS); each chooses the board shown large.
 */
export function BoardStrip({ boards, selected, onSelect }: BoardStripProps) {
  const { t } = useTranslation('broadcasts');
  return (
    <nav className="broadcast-boards" aria-label={t('boards.label')}>
      <ul className="broadcast-boards__list">
        {boards.map((board) => {
          const players = t('boards.players', { black: board.black.name, white: board.white.name });
          const state =
            board.result === null
              ? t('boards.moves', { number: board.moves.length })
              : broadcastResultText(board.result, t);
          return (
            <li key={board.number}>
              <button
                type="button"
                className="broadcast-boards__board"
                data-testid={`broadcast-board-${board.number}`}
                aria-pressed={board.number === selected}
                aria-label={t('boards.button', { number: board.number, players, state })}
                onClick={() => onSelect(board.number)}
              >
                <span className="broadcast-boards__number">{board.number}</span>
                <span className="broadcast-boards__picture" aria-hidden="true">
                  <MiniBoard board={board} label={players} />
                </span>
                <span className="broadcast-boards__players">{players}</span>
                <span className="broadcast-boards__state muted">{state}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
