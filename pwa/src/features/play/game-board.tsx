import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Marker, Vertex } from '@sabaki/shudan';
import { formatVertex, parsePoints, parseVertex } from '@domain/play/vertex';
import type { Colour, LiveGameState } from '@sync/contract/play';
import { Goban } from '@pwa/components/goban';
import type { PlayPosition } from './board-position';

interface GameBoardProps {
  state: LiveGameState;
  position: PlayPosition;
  /** the live position is shown (not an earlier one under review) */
  live: boolean;
  /** the signed-in player's colour; null for an observer */
  myColour: Colour | null;
  confirmMoves: boolean;
  onMove: (vertex: string) => void;
  onToggleDead: (vertex: string) => void;
}

/**
 * The game's board: a click plays on the player's turn (a second tap on the same point when
 * moves are confirmed), and during the removal phase marks a group dead or alive again.
 */
export function GameBoard(props: GameBoardProps) {
  const { state, position, live, myColour, confirmMoves, onMove, onToggleDead } = props;
  const { t } = useTranslation('play');
  const [pending, setPending] = useState<{ vertex: string; moveCount: number } | null>(null);
  const size = state.boardSize;
  const canPlay = live && state.phase === 'play' && myColour !== null && myColour === state.toMove;
  const canMark = live && state.phase === 'removal' && myColour !== null;
  // a tentative stone belongs to the position it was put on
  const tentative = pending && pending.moveCount === state.moves.length && canPlay ? pending : null;

  const markerMap = useMemo(() => {
    const map: (Marker | null)[][] = position.signMap.map((row) => row.map(() => null));
    if (position.lastMove) map[position.lastMove[1]][position.lastMove[0]] = { type: 'circle' };
    return map;
  }, [position]);

  const ghostStoneMap = useMemo(() => {
    if (!tentative) return undefined;
    const point = parseVertex(tentative.vertex, size);
    if (point === null || point === 'pass') return undefined;
    const sign: 1 | -1 = myColour === 'black' ? 1 : -1;
    return position.signMap.map((row, y) =>
      row.map((_, x) => (x === point[0] && y === point[1] ? { sign } : null)),
    );
  }, [tentative, size, myColour, position]);

  const dimmed = useMemo(
    () => (state.phase === 'removal' && live ? parsePoints(state.removal?.dead ?? [], size) : []),
    [state.phase, state.removal, live, size],
  );

  const click = (_event: MouseEvent, [x, y]: Vertex) => {
    const vertex = formatVertex([x, y], size);
    const sign = position.signMap[y]?.[x] ?? 0;
    if (canMark) {
      if (sign !== 0) onToggleDead(vertex);
      return;
    }
    if (!canPlay || sign !== 0) return;
    if (confirmMoves && tentative?.vertex !== vertex) {
      setPending({ vertex, moveCount: state.moves.length });
      return;
    }
    setPending(null);
    onMove(vertex);
  };

  return (
    <div className={`play-board ${canPlay || canMark ? 'play-board--active' : ''}`}>
      <Goban
        className="play-goban"
        label={t('game.boardLabel', { number: position.moveNumber })}
        signMap={position.signMap}
        markerMap={markerMap}
        ghostStoneMap={ghostStoneMap}
        dimmedVertices={dimmed}
        onVertexClick={click}
        showCoordinates
      />
      {tentative && (
        <p className="play-board__hint muted" role="status">
          {t('game.confirmHint')}
        </p>
      )}
    </div>
  );
}
