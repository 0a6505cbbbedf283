import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportReport, RecomputeResult } from '@sync/contract/admin-imports';
import { readHttpFailure } from '@pwa/lib/http';
import { useProcessingPoll } from '../use-processing-poll';
import { processTournament, recomputeRatings, type ProcessedTournament } from './imports-api';
import { useImportFailureText } from './use-import-failure-text';

type Step =
  | { kind: 'idle' }
  | { kind: 'working'; tournament?: ProcessedTournament }
  | { kind: 'ended'; tournament?: ProcessedTournament; recomputed?: RecomputeResult }
  | { kind: 'failed'; text: string };

/**
 * After an import: process the tournament (GET /admin/tournaments/process/{id}, then its status
 * until it is 'ended'), or recompute the ratings after a rating list.
 */
export function ProcessStep({ report }: { report: ImportReport }) {
  const { t } = useTranslation('adminImports');
  const failureText = useImportFailureText();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [polled, setPolled] = useState<number | null>(null);
  const tournamentId = report.tournament?.id ?? null;

  const onPolled = useCallback(
    (tournament: ProcessedTournament) => {
      if (tournament.status === 'processing') {
        setStep({ kind: 'working', tournament });
        return;
      }
      setPolled(null);
      const error = tournament.processing?.phase === 'failed' ? tournament.processing.error : null;
      setStep(
        error
          ? { kind: 'failed', text: t('process.failed', { error }) }
          : { kind: 'ended', tournament },
      );
    },
    [t],
  );
  useProcessingPoll(polled, onPolled);

  const start = async () => {
    setStep({ kind: 'working' });
    try {
      if (tournamentId !== null) {
        const tournament = await processTournament(tournamentId);
        setStep({ kind: 'working', tournament });
        setPolled(tournamentId);
      } else {
        setStep({ kind: 'ended', recomputed: await recomputeRatings() });
      }
    } catch (error) {
      setStep({ kind: 'failed', text: failureText(await readHttpFailure(error)) });
    }
  };

  const status =
    step.kind === 'working' || step.kind === 'ended' ? step.tournament?.status : undefined;
  const percent = step.kind === 'working' ? step.tournament?.processing?.percent : undefined;
  return (
    <section className="admin-import-process" aria-live="polite">
      <p>{t(tournamentId !== null ? 'process.tournamentHint' : 'process.listHint')}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={step.kind === 'working'}
        onClick={() => void start()}
      >
        {t(tournamentId !== null ? 'process.tournament' : 'process.recompute')}
      </button>
      {step.kind === 'working' && (
        <progress
          className="admin-import-progress__bar"
          aria-label={t('process.label')}
          max={100}
          value={percent}
        />
      )}
      {status && (
        <p className="admin-import-process__status" data-status={status}>
          {t('process.status', { status: t(`process.statuses.${status}`) })}
          {percent !== undefined && ` ${t('process.percent', { percent })}`}
        </p>
      )}
      {step.kind === 'working' && !step.tournament && <p>{t('process.working')}</p>}
      {step.kind === 'ended' && step.recomputed && (
        <p className="admin-import-process__status" data-status="ended">
          {t('process.recomputed', {
            tournaments: step.recomputed.tournaments,
            games: step.recomputed.games,
            players: step.recomputed.playersChanged,
          })}
        </p>
      )}
      {step.kind === 'failed' && (
        <p className="admin-page__error" role="alert">
          {step.text}
        </p>
      )}
    </section>
  );
}
