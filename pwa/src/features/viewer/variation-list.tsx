import { useTranslation } from 'react-i18next';
import { variationLabel } from './sgf/board-markers';
import { pointName } from './sgf/coordinates';
import type { SgfNode } from './sgf/game-tree';
import { nodeMove, type BoardSize } from './sgf/replay';

interface VariationListProps {
  variations: readonly SgfNode[];
  size: BoardSize;
  /** the current node is on the game's main line, so the first variation continues it */
  onMainLine: boolean;
  onEnter: (index: number) => void;
}

/** The moves that may follow here, lettered as on the board; choosing one goes into it. */
export function VariationList({ variations, size, onMainLine, onEnter }: VariationListProps) {
  const { t } = useTranslation('viewer');
  if (variations.length === 0) return null;
  const board = {
    has: ([x, y]: [number, number]) => x >= 0 && y >= 0 && x < size.width && y < size.height,
  };
  return (
    <section className="viewer-panel viewer-variations" aria-labelledby="viewer-variations-title">
      <h2 id="viewer-variations-title" className="viewer-panel__title">
        {t('variations.title', { number: variations.length })}
      </h2>
      <ul className="viewer-variations__list">
        {variations.map((child, index) => {
          const move = nodeMove(child, board);
          const color = move ? t(move.sign === 1 ? 'color.black' : 'color.white') : '';
          const text = !move
            ? t('variations.noMove')
            : move.vertex
              ? t('status.played', { color, point: pointName(move.vertex, size.height) })
              : t('status.passed', { color });
          return (
            <li key={child.id}>
              <button
                type="button"
                className="button viewer-variations__button"
                onClick={() => onEnter(index)}
              >
                <span className="viewer-variations__label">{variationLabel(index)}</span>
                <span>{text}</span>
                {index === 0 && onMainLine && <span className="muted">{t('variations.main')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
