import { lastItem } from '@domain/play/growing-list';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Marker, Vertex } from '@sabaki/shudan';
import { formatVertex, parsePoints, parseVertex } from '@domain/play/vertex';
import { Goban } from '@pwa/components/goban';
import type { BotGameState } from './offline-game';

interface BotBoardProps {
  state: BotGameState;
  /** the player may play now */
  canPlay: boolean;
  onMove: (vertex: string) => void;
  onToggleDead: (vertex: string) => void;
}

/** The board of the game against the bot: a click plays, or marks a group in the removal phase. */
export function BotBoard({ state, canPlay, onMove, onToggleDead }: BotBoardProps) {
  const { t } = useTranslation('botOffline');
  const { game } = state;
  const size = game.settings.boardSize;
  // Position holds 1, -1 and 0 only: Shudan's sign map.
  const signMap = game.position.signMap as (0 | 1 | -1)[][];
  const marking = game.phase === 'removal';

  const markerMap = useMemo(() => {
    const map: (Marker | null)[][] = signMap.map((row) => row.map(() => null));
    const last = lastItem(game.moves);
    const point = last ? parseVertex(last, size) : null;
    if (point && point !== 'pass') map[point[1]][point[0]] = { type: 'circle' };
    return map;
  }, [signMap, game.moves, size]);

  const dimmed = useMemo(
    () => (marking ? parsePoints(game.removal?.dead ?? [], size) : []),
    [marking, game.removal, size],
  );

  const click = (_event: MouseEvent, [x, y]: Vertex) => {
    const vertex = formatVertex([x, y], size);
    const sign = signMap[y]?.[x] ?? 0;
    if (marking) {
      if (sign !== 0) onToggleDead(vertex);
      return;
    }
    if (canPlay && sign === 0) onMove(vertex);
  };

  return (
    <div className={`bot-board ${canPlay || marking ? 'bot-board--active' : ''}`}>
      <Goban
        className="bot-goban"
        label={t('game.boardLabel', { number: game.moves.length })}
        signMap={signMap}
        markerMap={markerMap}
        dimmedVertices={dimmed}
        onVertexClick={click}
        showCoordinates
      />
    </div>
  );
}
