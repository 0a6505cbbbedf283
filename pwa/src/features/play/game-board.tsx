import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vertex } from '@sabaki/shudan';
import { boardWithoutDead, territoryOwners } from '@domain/play/scoring';
import { formatVertex, parsePoints, parseVertex } from '@domain/play/vertex';
import type { Colour, LiveGameState } from '@sync/contract/play';
import { Goban } from '@pwa/components/goban';
import { lastMoveMarkers, type ShownPosition } from '@pwa/lib/replay-moves';

interface GameBoardProps {
  state: LiveGameState;
  position: ShownPosition;
  /** the live position is shown (not an earlier one under review) */
  live: boolean;
  /** the signed-in player's colour; null for an observer */
  myColour: Colour | null;
  confirmMoves: boolean;
  /** a move played while the connection is down, sent (or dropped) once it is back */
  waitingMove: string | null;
  onMove: (vertex: string) => void;
  onToggleDead: (vertex: string) => void;
}

/**
 * The game's board: a click plays on the player's turn, and during the removal phase marks a
 * group dead or alive again. When moves are confirmed, a tap puts a half-transparent stone of the
 * player's colour and a confirm button under the board: the button or a second tap on the stone
 * plays it, a tap on another point moves it, Cancel or a tap outside the board takes it back.
 */
export function GameBoard(props: GameBoardProps) {
  const { state, position, live, myColour, confirmMoves, waitingMove, onMove, onToggleDead } =
    props;
  const { t } = useTranslation('play');
  const [pending, setPending] = useState<{ vertex: string; moveCount: number } | null>(null);
  const boardArea = useRef<HTMLDivElement>(null);
  const size = state.boardSize;
  const canPlay = live && state.phase === 'play' && myColour !== null && myColour === state.toMove;
  const canMark = live && state.phase === 'removal' && myColour !== null;
  // a tentative stone belongs to the position it was put on
  const tentative = pending && pending.moveCount === state.moves.length && canPlay ? pending : null;

  const ghostVertex = tentative?.vertex ?? waitingMove;
  const ghostStoneMap = useMemo(() => {
    if (!ghostVertex) return undefined;
    const point = parseVertex(ghostVertex, size);
    if (point === null || point === 'pass') return undefined;
    const sign: 1 | -1 = myColour === 'black' ? 1 : -1;
    return position.signMap.map((row, y) =>
      row.map((_, x) => (x === point[0] && y === point[1] ? { sign } : null)),
    );
  }, [ghostVertex, size, myColour, position]);

  // a game counted to its end shows, at its last move, the dead stones taken off and the territory
  const counted = live && state.phase === 'finished' && state.endReason === 'score';
  const deadShown = (state.phase === 'removal' && live) || counted;
  const dimmed = useMemo(
    () => (deadShown ? parsePoints(state.removal?.dead ?? [], size) : []),
    [deadShown, state.removal, size],
  );
  const paintMap = useMemo(
    () =>
      counted
        ? territoryOwners(boardWithoutDead(position.signMap, state.removal?.dead ?? []))
        : undefined,
    [counted, position.signMap, state.removal],
  );

  // a tap anywhere outside the board and its confirm bar takes the tentative stone back
  useEffect(() => {
    if (!tentative) return;
    const cancelOutside = (event: PointerEvent) => {
      if (!boardArea.current?.contains(event.target as Node)) setPending(null);
    };
    document.addEventListener('pointerdown', cancelOutside);
    return () => document.removeEventListener('pointerdown', cancelOutside);
  }, [tentative]);

  const play = (vertex: string) => {
    setPending(null);
    onMove(vertex);
  };

  const markerMap = useMemo(() => {
    const map = lastMoveMarkers(position);
    // the dead stones of a counted game crossed out, as well as faded
    if (counted) for (const [x, y] of dimmed) map[y][x] = { type: 'cross' };
    return map;
  }, [position, counted, dimmed]);

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
    play(vertex);
  };

  return (
    <div ref={boardArea} className={`play-board ${canPlay || canMark ? 'play-board--active' : ''}`}>
      <Goban
        className="play-goban goban--page"
        label={t('game.boardLabel', { number: position.moveNumber })}
        signMap={position.signMap}
        markerMap={markerMap}
        ghostStoneMap={ghostStoneMap}
        dimmedVertices={dimmed}
        paintMap={paintMap}
        onVertexClick={click}
        showCoordinates
      />
      {waitingMove && !tentative && (
        <p className="play-board__waiting" role="status">
          {t('game.moveWaiting', { move: waitingMove })}
        </p>
      )}
      {tentative && (
        <div className="play-board__confirm">
          <button
            type="button"
            className="button button--primary"
            onClick={() => play(tentative.vertex)}
          >
            {t('game.confirmMove', { vertex: tentative.vertex })}
          </button>
          <button type="button" className="button" onClick={() => setPending(null)}>
            {t('game.cancelMove')}
          </button>
          <p className="play-board__hint muted" role="status">
            {t('game.confirmHint')}
          </p>
        </div>
      )}
    </div>
  );
}
