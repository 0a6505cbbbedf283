import { useOnline } from '@pwa/lib/online';
import { useSyncStatus } from '@pwa/lib/sync-status-store';

/** The texts of a downloading notice, in the words of the list it stands in for. */
export interface DownloadingNoticeLabels {
  title: string;
  text: string;
  percent: (percent: number) => string;
  /** offline: the list is not on this device yet */
  offlineTitle: string;
  offlineText: string;
}

/** In place of a list while the first sync has not brought any of it yet: how far it has got. */
export function DownloadingNotice({ labels }: { labels: DownloadingNoticeLabels }) {
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
          <p className="notice__title">{labels.offlineTitle}</p>
          <p className="notice__text">{labels.offlineText}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="notice" role="status">
      <span className="loader__spinner downloading-notice__spinner" aria-hidden="true" />
      <div>
        <p className="notice__title">{labels.title}</p>
        <p className="notice__text">{percent === null ? labels.text : labels.percent(percent)}</p>
      </div>
    </div>
  );
}
