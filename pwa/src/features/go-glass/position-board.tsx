import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeatVertex, Marker, Vertex } from '@sabaki/shudan';
import type { StoneSign } from '@vision/types';
import { formatVertex, parseVertex } from '@domain/play/vertex';
import { Goban } from '@pwa/components/goban';
import type { PositionAnalysis } from '@pwa/lib/position-analysis/types';
import { movedCursor } from './board-keys';
import { pointsToConfirm } from './position-edit';

interface PositionBoardProps {
  signs: StoneSign[][];
  /** points the recognizer was unsure of (covered, low confidence): marked to be confirmed */
  doubtful: boolean[][] | null;
  analysis: PositionAnalysis | null;
  showOwnership: boolean;
  /** a click or Space/Enter on a point: confirms a marked one, cycles any other */
  onTouch: (x: number, y: number) => void;
}

const SIGN_KEYS = { 1: 'black', [-1]: 'white', 0: 'empty' } as const;

/**
 * The recognised position to confirm and correct: a click, or Space/Enter on the keyboard's
 * cursor (moved with the arrows), confirms a point marked uncertain as read, and cycles any
 * other point empty → black → white; how many marks are left is said below the board. The
 * analysis's best moves are drawn with their share, its ownership as the board's paint.
 */
export function PositionBoard({
  signs,
  doubtful,
  analysis,
  showOwnership,
  onTouch,
}: PositionBoardProps) {
  const { t } = useTranslation('goGlass');
  const size = signs.length;
  const [cursor, setCursor] = useState<[number, number]>(() => {
    const middle = Math.floor(size / 2);
    return [middle, middle];
  });
  const [focused, setFocused] = useState(false);
  const [x, y] = [Math.min(cursor[0], size - 1), Math.min(cursor[1], size - 1)];

  const markerMap = useMemo(
    () =>
      signs.map((row, rowY) =>
        row.map((_, columnX): Marker | null =>
          doubtful?.[rowY]?.[columnX] ? { type: 'triangle', label: t('board.doubtful') } : null,
        ),
      ),
    [signs, doubtful, t],
  );

  const heatMap = useMemo(() => {
    const map: (HeatVertex | null)[][] = signs.map((row) => row.map(() => null));
    for (const move of analysis?.topMoves ?? []) {
      const point = parseVertex(move.vertex, size);
      if (point === null || point === 'pass') continue;
      const percent = Math.round(move.share * 100);
      map[point[1]][point[0]] = {
        strength: Math.max(1, Math.min(9, Math.ceil(move.share * 9))),
        text: `${percent}`,
      };
    }
    return map;
  }, [signs, analysis, size]);

  // Shudan paints fractions too (their strength as opacity), though its types say -1, 0, 1
  const paintMap = (showOwnership && analysis ? analysis.ownership : undefined) as
    (0 | 1 | -1)[][] | undefined;

  const click = (_event: MouseEvent, [columnX, rowY]: Vertex) => {
    setCursor([columnX, rowY]);
    onTouch(columnX, rowY);
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moved = movedCursor(event.key, [x, y], size);
    if (moved) {
      event.preventDefault();
      setCursor(moved);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onTouch(x, y);
    }
  };

  const sign = signs[y]?.[x] ?? 0;
  const toConfirm = pointsToConfirm(doubtful);
  return (
    <div className="go-glass-board">
      <div
        className="go-glass-board__keys"
        tabIndex={0}
        role="group"
        aria-label={t('board.keysLabel')}
        aria-describedby="go-glass-cursor"
        onKeyDown={keyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        <Goban
          className="go-glass-goban"
          label={t('board.label', { size })}
          signMap={signs}
          markerMap={markerMap}
          heatMap={heatMap}
          paintMap={paintMap}
          selectedVertices={focused ? [[x, y]] : []}
          onVertexClick={click}
          showCoordinates
        />
      </div>
      <p id="go-glass-cursor" className="go-glass-board__cursor muted" aria-live="polite">
        {t(doubtful?.[y]?.[x] ? 'board.cursorToConfirm' : 'board.cursor', {
          vertex: formatVertex([x, y], size),
          sign: t(`sign.${SIGN_KEYS[sign]}`),
        })}
      </p>
      {doubtful && (
        <p className="go-glass-board__to-confirm" role="status" data-testid="go-glass-to-confirm">
          {toConfirm > 0 ? t('board.toConfirm', { count: toConfirm }) : t('board.allConfirmed')}
        </p>
      )}
    </div>
  );
}
