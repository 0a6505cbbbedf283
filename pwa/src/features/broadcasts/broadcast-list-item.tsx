import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BroadcastListItem } from '@sync/contract/broadcasts';
import { BroadcastFacts } from './broadcast-facts';
import { MiniBoard } from './mini-board';
import { broadcastResultText } from './result-text';
import { StatusBadge } from './status-badge';

/** How many boards of a live broadcast the list shows small. */
const LIST_BOARDS = 4;

/** A broadcast in the list: its title (linked), status and facts; live ones with small boards. */
export function BroadcastListEntry({ item }: { item: BroadcastListItem }) {
  const { t } = useTranslation('broadcasts');
  const boards = item.status === 'live' ? item.boards.slice(0, LIST_BOARDS) : [];
  return (
    <li className="broadcast-item" data-broadcast-id={item.id} data-status={item.status}>
      <div className="broadcast-item__head">
        <Link className="broadcast-item__title" to={`/broadcast/${item.id}`}>
          {item.title}
        </Link>
        <StatusBadge status={item.status} />
      </div>
      <BroadcastFacts facts={item} />
      {boards.length > 0 && (
        <ul className="broadcast-item__boards" aria-label={t('list.liveBoards')}>
          {boards.map((board) => {
            const players = t('boards.players', {
              black: board.black.name,
              white: board.white.name,
            });
            return (
              <li key={board.number}>
                <Link
                  className="broadcast-item__board"
                  to={`/broadcast/${item.id}?board=${board.number}`}
                  data-board={board.number}
                >
                  <MiniBoard
                    board={board}
                    label={t('boards.picture', { number: board.number, players })}
                  />
                  <span className="broadcast-item__players">{players}</span>
                  <span className="muted">
                    {board.result === null
                      ? t('boards.moves', { number: board.moves.length })
                      : broadcastResultText(board.result, t)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
