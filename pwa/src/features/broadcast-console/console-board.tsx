import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vertex } from '@sabaki/shudan';
import type { Position } from '@domain/play/position';
import { formatVertex, parseVertex } from '@domain/play/vertex';
import { Goban } from '@pwa/components/goban';
import { moveMarkers } from './board-view';
import type { LocalBoard } from './local-board';
import { useConfirmTaps } from './use-confirm-taps';

interface ConsoleBoardProps {
  size: number;
  position: Position;
  local: LocalBoard;
  /** moves may be entered now */
  canEnter: boolean;
  onMove: (vertex: string) => void;
}

/**
 * The board of the console: a click plays the point; on a phone a tap puts a ghost stone and
 * Confirm plays it (a fat finger on a small board is easily a point off).
 */
export function ConsoleBoard({ size, position, local, canEnter, onMove }: ConsoleBoardProps) {
  const { t } = useTranslation('broadcastConsole');
  const confirmTaps = useConfirmTaps();
  const [ghost, setGhost] = useState<{ vertex: string; moveCount: number } | null>(null);
  // a ghost belongs to the position it was put on
  const proposed =
    ghost && ghost.moveCount === local.moves.length && canEnter && confirmTaps ? ghost : null;
  const signMap = position.signMap as (0 | 1 | -1)[][];

  const markerMap = useMemo(() => moveMarkers(size, local), [size, local]);
  const ghostStoneMap = useMemo(() => {
    const point = proposed ? parseVertex(proposed.vertex, size) : null;
    if (point === null || point === 'pass') return undefined;
    const sign: 1 | -1 = position.toMove === 'black' ? 1 : -1;
    return signMap.map((row, y) =>
      row.map((_, x) => (x === point[0] && y === point[1] ? { sign } : null)),
    );
  }, [proposed, size, position.toMove, signMap]);

  const click = (_event: MouseEvent, [x, y]: Vertex) => {
    if (!canEnter || (signMap[y]?.[x] ?? 0) !== 0) return;
    const vertex = formatVertex([x, y], size);
    if (confirmTaps) {
      setGhost({ vertex, moveCount: local.moves.length });
      return;
    }
    onMove(vertex);
  };

  const confirm = () => {
    if (!proposed) return;
    setGhost(null);
    onMove(proposed.vertex);
  };

  return (
    <div className={`console-board ${canEnter ? 'console-board--active' : ''}`}>
      <Goban
        className="console-goban"
        label={t('board.label', { number: local.moves.length })}
        signMap={signMap}
        markerMap={markerMap}
        ghostStoneMap={ghostStoneMap}
        onVertexClick={click}
        showCoordinates
      />
      {proposed && (
        <div className="console-board__confirm" role="group" aria-label={t('board.proposed')}>
          <span>{t('board.proposedAt', { vertex: proposed.vertex })}</span>
          <button type="button" className="button button--primary" onClick={confirm}>
            {t('board.confirm')}
          </button>
          <button type="button" className="button" onClick={() => setGhost(null)}>
            {t('board.cancel')}
          </button>
        </div>
      )}
    </div>
  );
}
