import { useTranslation } from 'react-i18next';
import { useOnline } from '@pwa/lib/online';
import { useSyncStatus } from '@pwa/lib/sync-status-store';

/** In place of the list while the first sync has not brought any tournament yet. */
export function TournamentsDownloading() {
  const { t } = useTranslation('tournaments');
  const online = useOnline();
  const status = useSyncStatus((state) => state.status);
  const percent =
    status.state === 'syncing' && status.total
      ? Math.round((100 * status.done) / status.total)
      : null;
  if (!online) {
    return (
      <div className="notice notice--offline" role="status">
        <div>
          <p className="notice__title">{t('list.notDownloaded')}</p>
          <p className="notice__text">{t('list.notDownloadedOffline')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="notice" role="status">
      <span className="loader__spinner tournaments-downloading__spinner" aria-hidden="true" />
      <div>
        <p className="notice__title">{t('list.downloading')}</p>
        <p className="notice__text">
          {percent === null ? t('list.downloadingText') : t('list.downloadingPercent', { percent })}
        </p>
      </div>
    </div>
  );
}
