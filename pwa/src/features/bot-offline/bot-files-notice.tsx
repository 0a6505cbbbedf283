import { useTranslation } from 'react-i18next';
import { DownloadProgress } from '@pwa/components/download-progress';
import type { NetFilesStatus } from '@pwa/lib/neural/use-net-files';

interface BotFilesNoticeProps {
  status: NetFilesStatus;
  onRetry: () => void;
  /** the files are here and the network is loading */
  starting: boolean;
  /** the worker could not start the network */
  failure: string | null;
}

/** The bot's download with a progress bar, or why it cannot be had now. */
export function BotFilesNotice({ status, onRetry, starting, failure }: BotFilesNoticeProps) {
  const { t } = useTranslation('botOffline');
  if (failure) {
    return (
      <div className="notice" role="alert">
        <p className="notice__text">{failure}</p>
      </div>
    );
  }
  switch (status.kind) {
    case 'downloading':
      return (
        <DownloadProgress
          title={t('download.title')}
          label={t('download.label')}
          progress={status.progress}
        />
      );
    case 'needsConnection':
      return (
        <div className="notice notice--offline" role="status">
          <p className="notice__text">{t('download.needsConnection')}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="notice" role="alert">
          <p className="notice__text">{t('download.failed')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('download.retry')}
          </button>
        </div>
      );
    default:
      return starting ? (
        <p className="muted bot-starting" role="status">
          {t('download.starting')}
        </p>
      ) : null;
  }
}
