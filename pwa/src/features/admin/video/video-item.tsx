import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@domain/format/dates';
import { formatBytes } from '@domain/format/numbers';
import type { AdminVideoConversion } from '@sync/contract/video';

interface VideoItemProps {
  conversion: AdminVideoConversion;
  busy: boolean;
  onRetry: () => void;
  onDelete: () => void;
}

/** One conversion of any user: status, its facts, the error in words, retry and delete. */
export function VideoItem({ conversion, busy, onRetry, onDelete }: VideoItemProps) {
  const { t, i18n } = useTranslation('video');
  const finished = conversion.status === 'done' || conversion.status === 'error';
  const statusText =
    conversion.status === 'processing'
      ? t('status.processingPercent', { percent: Math.floor(conversion.progress) })
      : t(`status.${conversion.status}`);
  const facts: [string, string][] = [
    [t('admin.user'), conversion.user.username],
    [t('row.file'), conversion.filename],
    [t('row.size'), formatBytes(conversion.size)],
    [t('row.submitted'), formatDateTime(conversion.submittedAt, i18n.resolvedLanguage)],
  ];
  if (conversion.status === 'done' && conversion.moves !== null) {
    facts.push([t('row.moves'), String(conversion.moves)]);
  }

  return (
    <li className="admin-video__item" data-conversion-id={conversion.id}>
      <div className="admin-video__head">
        <h3 className="admin-video__name">{conversion.name}</h3>
        <span
          className={`admin-video__status admin-video__status--${conversion.status}`}
          data-status={conversion.status}
        >
          {statusText}
        </span>
      </div>
      {conversion.status === 'processing' && (
        <progress
          className="admin-video__progress"
          aria-label={t('row.progressLabel', { name: conversion.name })}
          max={100}
          value={conversion.progress}
        />
      )}
      {conversion.status === 'error' && (
        <p className="admin-video__error">
          {t('row.error', { error: conversion.error ?? t('row.unknownError') })}
        </p>
      )}
      <dl className="admin-video__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="admin-video__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="admin-video__actions">
        <button
          type="button"
          className="button admin-action"
          disabled={!finished || busy}
          aria-label={t('admin.retryLabel', { name: conversion.name })}
          onClick={onRetry}
        >
          {t('admin.retry')}
        </button>
        <button
          type="button"
          className="button button--danger admin-action"
          disabled={busy}
          aria-label={t('admin.deleteLabel', { name: conversion.name })}
          onClick={onDelete}
        >
          {t('admin.delete')}
        </button>
      </div>
    </li>
  );
}
