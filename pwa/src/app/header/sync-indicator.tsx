import { useTranslation } from 'react-i18next';
import { formatTime } from '@domain/format';
import { AlertIcon, CheckCircleIcon, CloudOffIcon, SyncIcon } from '@pwa/components/icons';
import { Tooltip } from '@pwa/components/tooltip';
import { useSyncStatus, type SyncStatus } from '@pwa/lib/sync-status-store';

function syncPercent(done: number, total: number | null): number | null {
  if (!total) return null;
  return Math.min(100, Math.floor((done / total) * 100));
}

/** The time of the last sync; with its day when that was not today. */
function formatSyncTime(timestamp: number, language: string): string {
  const today = new Date().toDateString() === new Date(timestamp).toDateString();
  return formatTime(timestamp, language, { withDay: !today });
}

const ICONS = {
  idle: CheckCircleIcon,
  syncing: SyncIcon,
  offline: CloudOffIcon,
  error: AlertIcon,
} as const;

/** The replication state in the header: synced at, syncing with percent, offline or error. */
export function SyncIndicator() {
  const { t, i18n } = useTranslation('common');
  const status: SyncStatus = useSyncStatus((state) => state.status);
  const Icon = ICONS[status.state];

  /** full state (tooltip, screen readers), its short form next to the icon, and an explanation */
  let text: string;
  let short = '';
  let detail: string;
  switch (status.state) {
    case 'idle': {
      const time = status.lastSyncedAt ? formatSyncTime(status.lastSyncedAt, i18n.language) : null;
      text = time ? t('sync.idle', { time }) : t('sync.never');
      short = time ?? '';
      detail = time ? t('sync.idleDetail') : t('sync.neverDetail');
      break;
    }
    case 'syncing': {
      const percent = syncPercent(status.done, status.total);
      text = percent === null ? t('sync.syncing') : t('sync.syncingPercent', { percent });
      short = percent === null ? '' : `${percent}%`;
      detail = status.firstSync ? t('sync.firstSyncDetail') : t('sync.syncingDetail');
      break;
    }
    case 'offline':
      text = t('sync.offline');
      short = text;
      detail = t('sync.offlineDetail');
      break;
    case 'error':
      text = t('sync.error');
      detail = t('sync.errorDetail', { reason: status.reason });
      break;
  }

  return (
    <Tooltip
      className="sync-indicator-wrap"
      content={
        <>
          <span className="tooltip__line">{text}</span>
          <span className="tooltip__line">{detail}</span>
        </>
      }
    >
      {(props) => (
        <span className="sync-indicator" data-state={status.state} tabIndex={0} {...props}>
          <Icon className="sync-indicator__icon" width={18} height={18} />
          {short && (
            <span className="sync-indicator__short" aria-hidden="true">
              {short}
            </span>
          )}
          <span className="visually-hidden" role="status">
            {text}
          </span>
        </span>
      )}
    </Tooltip>
  );
}
