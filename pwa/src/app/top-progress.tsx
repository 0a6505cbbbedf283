import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { useSyncStatus } from '@pwa/lib/sync-status-store';

/** The thin bar on top of the page: the first sync's progress, else a page still loading. */
export function TopProgress() {
  const { t } = useTranslation('common');
  const status = useSyncStatus((state) => state.status);
  const navigating = useNavigation().state !== 'idle';

  if (status.state === 'syncing' && status.firstSync) {
    const percent = status.total
      ? Math.min(100, Math.floor((status.done / status.total) * 100))
      : null;
    return (
      <div
        className="top-progress"
        role="progressbar"
        aria-label={t('sync.firstSync')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
      >
        <div
          className="top-progress__bar"
          data-indeterminate={percent === null}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
    );
  }
  if (navigating) {
    return (
      <div className="top-progress top-progress--delayed" aria-hidden="true">
        <div className="top-progress__bar" data-indeterminate="true" />
      </div>
    );
  }
  return null;
}
