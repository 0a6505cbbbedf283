import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { colourOfMove } from '@domain/broadcast/board-moves';
import type { BroadcastBoard, BroadcastPlayer } from '@sync/contract/broadcasts';
import type { ShownPosition } from '@pwa/lib/replay-moves';
import { clockText } from './result-text';
import { useNow } from './use-now';

type Colour = 'black' | 'white';

interface BoardPlayersProps {
  board: BroadcastBoard;
  /** the position shown (its captures) */
  position: ShownPosition;
  /** the board is followed live (its running clock ticks) */
  live: boolean;
}

function PlayerLink({ player }: { player: BroadcastPlayer }) {
  return player.playerId !== null ? (
    <Link className="broadcast-player__name" to={`/players/${player.playerId}`}>
      {player.name}
    </Link>
  ) : (
    <span className="broadcast-player__name">{player.name}</span>
  );
}

/** The two players: stone, name (linked when known), captures and clock. */
export function BoardPlayers({ board, position, live }: BoardPlayersProps) {
  const { t } = useTranslation('broadcasts');
  const toMove = colourOfMove(board.handicap, board.moves.length + 1);
  const running = live && board.result === null && board.clocks !== null;
  const now = useNow(running);
  const clockOf = (colour: Colour): number | null => {
    const clocks = board.clocks;
    const left = clocks?.[colour] ?? null;
    if (clocks === null || left === null) return null;
    const since = running && colour === toMove ? now - Date.parse(clocks.readAt) : 0;
    return left - Math.max(0, Number.isNaN(since) ? 0 : since);
  };
  return (
    <div className="broadcast-players">
      {(['black', 'white'] as const).map((colour) => {
        const clock = clockOf(colour);
        return (
          <div
            key={colour}
            className={`broadcast-player${running && colour === toMove ? ' broadcast-player--to-move' : ''}`}
            data-colour={colour}
          >
            <span
              className={`broadcast-stone broadcast-stone--${colour}`}
              role="img"
              aria-label={t(`colour.${colour}`)}
            />
            <PlayerLink player={board[colour]} />
            <span className="broadcast-player__captures muted">
              {t('players.captures', { number: position.captures[colour] })}
            </span>
            {clock !== null && (
              <span className="broadcast-player__clock" aria-label={t('players.clock')}>
                {clockText(clock)}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
