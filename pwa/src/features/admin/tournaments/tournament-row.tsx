import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateRange, nameScript } from '@domain/format';
import type { AdminTournament } from '@sync/contract/admin-tournaments';
import { readHttpFailure } from '@pwa/lib/http';
import { startProcessing, toggleHidden, togglePinned } from './tournaments-api';
import { useAdminTournamentFailureText } from './use-failure-text';
import { useProcessingPoll } from '../use-processing-poll';

interface TournamentRowProps {
  tournament: AdminTournament;
  onChange: (tournament: AdminTournament) => void;
  onEdit: (tournament: AdminTournament) => void;
}

type Action = 'pin' | 'hide' | 'process';

const CALLS: Record<Action, (id: number) => Promise<AdminTournament>> = {
  pin: togglePinned,
  hide: toggleHidden,
  process: startProcessing,
};

/** One tournament: its facts, status (with the processing progress) and its actions. */
export function TournamentRow({ tournament, onChange, onEdit }: TournamentRowProps) {
  const { t, i18n } = useTranslation('adminTournaments');
  const failureText = useAdminTournamentFailureText();
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  useProcessingPoll(tournament.status === 'processing' ? tournament.id : null, onChange);

  const script = nameScript(i18n.resolvedLanguage);
  const title = script === 'cyrillic' ? tournament.title : tournament.titleLatin;
  const place = tournament.city ?? tournament.country ?? tournament.location;
  const processing = tournament.status === 'processing';
  const progress = tournament.processing;

  const run = async (action: Action) => {
    setBusy(action);
    setError(null);
    try {
      onChange(await CALLS[action](tournament.id));
    } catch (failure) {
      setError(failureText(await readHttpFailure(failure)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <tr className="admin-tournament" data-id={tournament.id}>
      <td className="admin-tournament__title" data-label={t('columns.title')}>
        <Link to={`/tournaments/${tournament.id}`}>{title}</Link>
        {!tournament.visible && <span className="admin-tournament__flag">{t('flags.hidden')}</span>}
        {tournament.pinned && <span className="admin-tournament__flag">{t('flags.pinned')}</span>}
      </td>
      <td data-label={t('columns.dates')}>
        {formatDateRange(tournament.startDate, tournament.endDate, i18n.resolvedLanguage)}
      </td>
      <td data-label={t('columns.place')}>
        {place ? (script === 'cyrillic' ? place.name : place.nameLatin) : ''}
      </td>
      <td data-label={t('columns.status')}>
        <span className="admin-tournament__status">{t(`status.${tournament.status}`)}</span>
        {processing && (
          <span className="admin-tournament__progress">
            <progress
              max={100}
              value={progress?.percent ?? 0}
              aria-label={t('process.progressLabel', { title })}
            />
            <span role="status">
              {progress ? t(`process.phase.${progress.phase}`, { percent: progress.percent }) : ''}
            </span>
          </span>
        )}
        {!processing && progress?.phase === 'failed' && (
          <span className="admin-tournament__error" role="alert">
            {t('process.failed', { error: progress.error })}
          </span>
        )}
      </td>
      <td className="admin-tournament__actions" data-label={t('columns.actions')}>
        <button
          type="button"
          className="button admin-action"
          disabled={busy !== null}
          aria-busy={busy === 'pin' || undefined}
          aria-label={t(tournament.pinned ? 'actions.unpinNamed' : 'actions.pinNamed', { title })}
          onClick={() => void run('pin')}
        >
          {t(tournament.pinned ? 'actions.unpin' : 'actions.pin')}
        </button>
        <button
          type="button"
          className="button admin-action"
          disabled={busy !== null}
          aria-busy={busy === 'hide' || undefined}
          aria-label={t(tournament.visible ? 'actions.hideNamed' : 'actions.showNamed', { title })}
          onClick={() => void run('hide')}
        >
          {t(tournament.visible ? 'actions.hide' : 'actions.show')}
        </button>
        <button
          type="button"
          className="button admin-action"
          disabled={busy !== null || processing}
          aria-busy={busy === 'process' || processing || undefined}
          aria-label={t('actions.processNamed', { title })}
          onClick={() => void run('process')}
        >
          {t('actions.process')}
        </button>
        <button
          type="button"
          className="button admin-action"
          disabled={busy !== null}
          aria-label={t('actions.editNamed', { title })}
          onClick={() => onEdit(tournament)}
        >
          {t('actions.edit')}
        </button>
        {error && (
          <span className="admin-tournament__error" role="alert">
            {error}
          </span>
        )}
      </td>
    </tr>
  );
}
