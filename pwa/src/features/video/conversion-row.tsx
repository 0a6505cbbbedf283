import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@domain/format/dates';
import { formatBytes } from '@domain/format/numbers';
import type { VideoConversion } from '@sync/contract/video';
import { ConversionActions } from './conversion-actions';
import { ConversionDelete } from './conversion-delete';
import { durationText } from './duration-text';
import { StatusBadge } from './status-badge';

interface ConversionRowProps {
  conversion: VideoConversion;
  online: boolean;
  onDeleted: () => void;
}

/**
 * One conversion: name, status (progress, the error in words), facts, the SGF's actions, and
 * Delete once it is finished.
 */
export function ConversionRow({ conversion, online, onDeleted }: ConversionRowProps) {
  const { t, i18n } = useTranslation('video');
  const facts: [string, string][] = [
    [t('row.file'), conversion.filename],
    [t('row.size'), formatBytes(conversion.size)],
    [t('row.submitted'), formatDateTime(conversion.submittedAt, i18n.resolvedLanguage)],
  ];
  if (conversion.status === 'done') {
    if (conversion.boardSize !== null) {
      facts.push([t('row.board'), t('size', { size: conversion.boardSize })]);
    }
    if (conversion.moves !== null) facts.push([t('row.moves'), String(conversion.moves)]);
    if (conversion.durationSeconds !== null) {
      facts.push([t('row.duration'), durationText(conversion.durationSeconds, t)]);
    }
    if (conversion.skippedChanges) {
      facts.push([t('row.skipped'), String(conversion.skippedChanges)]);
    }
  }

  return (
    <li className="video-row" data-conversion-id={conversion.id}>
      <div className="video-row__head">
        <h3 className="video-row__name">{conversion.name}</h3>
        <StatusBadge conversion={conversion} />
      </div>
      {conversion.status === 'processing' && (
        <progress
          className="video-row__progress"
          aria-label={t('row.progressLabel', { name: conversion.name })}
          max={100}
          value={conversion.progress}
        />
      )}
      {conversion.status === 'error' && (
        <p className="video-row__error">
          {t('row.error', { error: conversion.error ?? t('row.unknownError') })}
        </p>
      )}
      <dl className="video-row__facts">
        {facts.map(([label, value]) => (
          <div key={label} className="video-row__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {conversion.status === 'done' && conversion.sgf !== null && (
        <ConversionActions
          id={conversion.id}
          name={conversion.name}
          sgf={conversion.sgf}
          online={online}
        />
      )}
      {(conversion.status === 'done' || conversion.status === 'error') && (
        <div className="video-row__remove">
          <ConversionDelete
            id={conversion.id}
            name={conversion.name}
            online={online}
            onDeleted={onDeleted}
          />
        </div>
      )}
    </li>
  );
}
