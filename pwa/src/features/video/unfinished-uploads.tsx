import { useTranslation } from 'react-i18next';
import { formatBytes } from '@domain/format/numbers';
import { useUnfinishedUploads } from './use-unfinished-uploads';

/** Uploads this browser began and never finished: choosing the same file goes on from there. */
export function UnfinishedUploads({ refreshKey }: { refreshKey: string }) {
  const { t } = useTranslation('video');
  const { uploads, forget } = useUnfinishedUploads(refreshKey);
  if (uploads.length === 0) return null;
  return (
    <div className="notice video-unfinished" role="status">
      <p className="notice__title">{t('unfinished.title', { count: uploads.length })}</p>
      <p className="notice__text">{t('unfinished.text')}</p>
      <ul className="video-unfinished__list">
        {uploads.map((upload) => (
          <li key={upload.key} className="video-unfinished__item">
            <span className="video-unfinished__name">
              {upload.fileName || t('unfinished.noName')}
              {upload.size !== null && ` · ${formatBytes(upload.size)}`}
            </span>
            <button
              type="button"
              className="button"
              aria-label={t('unfinished.forgetLabel', { name: upload.fileName })}
              onClick={() => void forget(upload)}
            >
              {t('unfinished.forget')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
