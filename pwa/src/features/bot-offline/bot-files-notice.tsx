import { useTranslation } from 'react-i18next';
import type { NetFilesStatus } from '@pwa/lib/neural/use-net-files';

interface BotFilesNoticeProps {
  status: NetFilesStatus;
  onRetry: () => void;
  /** the files are here and the network is loading */
  starting: boolean;
  /** the worker could not start the network */
  failure: string | null;
}

const MB = 1024 * 1024;

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
    case 'downloading': {
      const { loaded, total } = status.progress;
      return (
        <div className="notice bot-download" role="status">
          <div className="bot-download__body">
            <p className="notice__title">{t('download.title')}</p>
            {/* without every size known yet the bar runs without a value (indeterminate) */}
            <progress
              className="bot-download__bar"
              aria-label={t('download.label')}
              max={total || 1}
              value={total ? loaded : undefined}
            />
            <p className="notice__text">
              {total
                ? t('download.progress', {
                    loaded: (loaded / MB).toFixed(1),
                    total: (total / MB).toFixed(1),
                  })
                : t('download.received', { loaded: (loaded / MB).toFixed(1) })}
            </p>
          </div>
        </div>
      );
    }
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
