import { useTranslation } from 'react-i18next';
import type { PositionAnalysisResult } from '@pwa/lib/position-analysis/use-position-analysis';
import type { AreaScore } from '@pwa/lib/position-analysis/types';
import { DownloadProgress } from '@pwa/components/download-progress';

interface AnalysisPanelProps {
  result: PositionAnalysisResult;
  showOwnership: boolean;
  onShowOwnership: (show: boolean) => void;
}

function useLeadText(): (margin: number) => string {
  const { t } = useTranslation('goGlass');
  return (margin) => {
    const points = Math.abs(margin).toFixed(1);
    if (margin > 0) return t('analysis.blackLeads', { points });
    if (margin < 0) return t('analysis.whiteLeads', { points });
    return t('analysis.even');
  };
}

function ScoreRow({ label, score }: { label: string; score: AreaScore }) {
  const { t } = useTranslation('goGlass');
  const lead = useLeadText();
  return (
    <div className="go-glass-analysis__row">
      <dt>{label}</dt>
      <dd>
        {lead(score.margin)}{' '}
        <span className="muted">
          {t('analysis.points', { black: score.black.toFixed(1), white: score.white.toFixed(1) })}
        </span>
      </dd>
    </div>
  );
}

/** What the network says of the position: win rate, lead, best moves, estimated scores. */
export function AnalysisPanel({ result, showOwnership, onShowOwnership }: AnalysisPanelProps) {
  const { t } = useTranslation('goGlass');
  const lead = useLeadText();
  const { state, analysis, progress } = result;

  return (
    <section className="go-glass-analysis" aria-labelledby="go-glass-analysis-title">
      <h2 id="go-glass-analysis-title" className="go-glass-section-title">
        {t('analysis.title')}
      </h2>
      {state === 'loading-model' && progress && (
        <DownloadProgress title={t('analysis.download')} progress={progress} />
      )}
      {(state === 'loading-model' && !progress) || state === 'analysing' ? (
        <p className="muted" role="status">
          {t('analysis.working')}
        </p>
      ) : null}
      {state === 'needs-connection' && (
        <p className="notice notice--offline" role="status">
          {t('analysis.needsConnection')}
        </p>
      )}
      {state === 'error' && (
        <div className="notice" role="alert">
          <p className="notice__text">{t('analysis.failed')}</p>
          <button type="button" className="button" onClick={result.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {analysis && state === 'ready' && (
        <>
          <dl className="go-glass-analysis__list" data-testid="go-glass-analysis">
            <div className="go-glass-analysis__row">
              <dt>{t('analysis.winrate')}</dt>
              <dd data-value="winrate">
                {t('analysis.winrateValue', {
                  black: Math.round(analysis.blackWinrate * 100),
                  white: 100 - Math.round(analysis.blackWinrate * 100),
                })}
              </dd>
            </div>
            <div className="go-glass-analysis__row">
              <dt>{t('analysis.scoreLead')}</dt>
              <dd data-value="lead">{lead(analysis.blackScoreLead)}</dd>
            </div>
            <ScoreRow label={t('analysis.chinese')} score={analysis.chinese} />
            <ScoreRow label={t('analysis.japanese')} score={analysis.japanese} />
          </dl>
          <h3 className="go-glass-analysis__subtitle">
            {t('analysis.bestMoves', { color: t(`color.${analysis.toPlay}`) })}
          </h3>
          <ol className="go-glass-analysis__moves">
            {analysis.topMoves.map((move) => (
              <li key={move.vertex}>
                {move.vertex === 'pass' ? t('analysis.pass') : move.vertex}{' '}
                <span className="muted">{Math.round(move.share * 100)} %</span>
              </li>
            ))}
          </ol>
          <label className="go-glass-analysis__ownership">
            <input
              type="checkbox"
              checked={showOwnership}
              onChange={(event) => onShowOwnership(event.target.checked)}
            />
            {t('analysis.ownership')}
          </label>
        </>
      )}
    </section>
  );
}
