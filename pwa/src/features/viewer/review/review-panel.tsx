import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WinrateGraph } from '@pwa/components/winrate-graph';
import type { ReviewPlan } from './review-plan';
import { biggestMistakes } from './review-result';
import { ReviewMistakes } from './review-mistakes';
import type { AiReviewState } from './use-ai-review';
import { reviewedPoints } from './use-record-review';
import './review.css';

interface ReviewPanelProps {
  plan: ReviewPlan;
  state: AiReviewState;
  start: () => void;
  stop: () => void;
  /** the position shown (null off the reviewed line) */
  index: number | null;
  onGo: (index: number) => void;
  /** the ownership map's switch, when the position shown has one */
  ownership: { shown: boolean; onShow: (shown: boolean) => void } | null;
}

const percent = (share: number) => Math.round(share * 100);

/** The AI review's action, progress, win-rate graph and biggest mistakes. */
export function ReviewPanel(props: ReviewPanelProps) {
  const { plan, state, start, stop, index, onGo, ownership } = props;
  const { t } = useTranslation('viewer');
  const points = reviewedPoints(state);
  const graphPoints = useMemo(
    () => points.map((point) => ({ winrate: point.blackWinrate, score: point.blackScoreLead })),
    [points],
  );
  const mistakes = useMemo(
    () => (state.kind === 'done' ? biggestMistakes(points, plan.moves, plan.colours) : []),
    [state.kind, points, plan],
  );
  const describe = (at: number) => {
    const point = points[at];
    if (!point) return t('status.move', { number: at });
    return t('review.point', {
      move: at,
      winrate: percent(point.blackWinrate),
      lead: point.blackScoreLead.toFixed(1),
      best: point.best,
    });
  };

  return (
    <section className="viewer-panel review-panel" aria-labelledby="review-title">
      <h2 id="review-title" className="viewer-panel__title">
        {t('review.title')}
      </h2>
      {(state.kind === 'idle' || state.kind === 'failed' || state.kind === 'needsConnection') && (
        <>
          <button type="button" className="button button--primary" onClick={start}>
            {t('review.start')}
          </button>
          <p className="muted">{t('review.about')}</p>
        </>
      )}
      {state.kind === 'needsConnection' && (
        <p className="notice" role="alert">
          {t('review.needsConnection')}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="notice" role="alert">
          {t('review.failed', { message: state.message })}
        </p>
      )}
      {(state.kind === 'loading' || state.kind === 'running') && (
        <div className="review-panel__progress">
          <p role="status">
            {state.kind === 'running'
              ? t('review.progress', { done: state.done, total: state.total })
              : state.progress && state.progress.total > 0
                ? t('review.downloading', {
                    percent: percent(state.progress.loaded / state.progress.total),
                  })
                : t('review.loading')}
          </p>
          <button type="button" className="button" onClick={stop}>
            {t('review.stop')}
          </button>
        </div>
      )}
      {graphPoints.length > 1 && (
        <WinrateGraph
          points={graphPoints}
          current={Math.min(index ?? 0, graphPoints.length - 1)}
          onSelect={onGo}
          label={t('review.graph')}
          describe={describe}
        />
      )}
      {index !== null && points[index] && <p role="status">{describe(index)}</p>}
      {ownership && (
        <label className="review-panel__ownership">
          <input
            type="checkbox"
            checked={ownership.shown}
            onChange={(event) => ownership.onShow(event.target.checked)}
          />
          {t('review.ownership')}
        </label>
      )}
      {state.kind === 'done' && <ReviewMistakes mistakes={mistakes} onGo={onGo} />}
    </section>
  );
}
