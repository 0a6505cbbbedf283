import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Goban } from '@pwa/components/goban';
import { MoveNavigation } from '@pwa/components/move-navigation';
import { useMoveKeys } from '@pwa/lib/use-move-keys';
import { boardLabel } from './board-label';
import { MoveStatus } from './move-status';
import { PositionDescription } from './position-description';
import { ReviewPanel } from './review/review-panel';
import { useRecordReview } from './review/use-record-review';
import type { GameTree } from './sgf/game-tree';
import { useViewer } from './use-viewer';
import { VariationList } from './variation-list';

interface RecordViewerProps {
  tree: GameTree;
  /** panels beside the board, under the move's own (game information, download) */
  children?: ReactNode;
  /** the record's identity its AI review is kept under ('game/12'); none: no review */
  reviewKey?: string;
}

/** The board of a game record with its navigation, the move's comment and variations. */
export function RecordViewer({ tree, children, reviewKey }: RecordViewerProps) {
  const { t } = useTranslation('viewer');
  const viewer = useViewer(tree);
  useMoveKeys(viewer.actions);
  const review = useRecordReview(tree, reviewKey ?? null, viewer.node.id);
  const goToPosition = (index: number) => {
    const id = review.nodeOf(index);
    if (id !== undefined) viewer.actions.goTo(id);
  };
  return (
    <div className="viewer-layout">
      <div className="viewer-layout__board">
        <Goban
          className="viewer-goban goban--page"
          label={boardLabel(t, viewer.position, viewer.lastMoveNumber)}
          signMap={viewer.position.board.signMap}
          markerMap={viewer.markers}
          // Shudan paints fractions too (their strength as opacity), though its types say -1, 0, 1
          paintMap={(review.ownershipPaint as (0 | 1 | -1)[][]) ?? viewer.territory.paintMap}
          dimmedVertices={viewer.territory.dead}
          ghostStoneMap={review.ghostStones}
          showCoordinates
        />
        <MoveNavigation steps={viewer.actions} atStart={viewer.atStart} atEnd={viewer.atEnd} />
        <PositionDescription position={viewer.position} />
        {review.plan && review.review.state.kind !== 'unavailable' && (
          <ReviewPanel
            plan={review.plan}
            state={review.review.state}
            start={review.review.start}
            stop={review.review.stop}
            index={review.index}
            onGo={goToPosition}
            ownership={
              review.hasOwnership
                ? { shown: review.showOwnership, onShow: review.setShowOwnership }
                : null
            }
          />
        )}
      </div>
      <div className="viewer-layout__side">
        <MoveStatus position={viewer.position} height={viewer.size.height} />
        <section className="viewer-panel viewer-comment" aria-labelledby="viewer-comment-title">
          <h2 id="viewer-comment-title" className="viewer-panel__title">
            {t('comment.title')}
          </h2>
          {viewer.comment ? (
            <p className="viewer-comment__text">{viewer.comment}</p>
          ) : (
            <p className="muted">{t('comment.none')}</p>
          )}
        </section>
        <VariationList
          variations={viewer.variations}
          size={viewer.size}
          onMainLine={viewer.onMainLine}
          onEnter={viewer.actions.enter}
        />
        {children}
      </div>
    </div>
  );
}
