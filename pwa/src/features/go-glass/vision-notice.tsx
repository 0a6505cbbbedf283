import { useTranslation } from 'react-i18next';
import { DownloadProgress } from '@pwa/components/download-progress';
import type { VisionStatus } from './use-vision';

/** The recognizer's first download with a progress bar, its start, or why it cannot be had now. */
export function VisionNotice({ status, onRetry }: { status: VisionStatus; onRetry: () => void }) {
  const { t } = useTranslation('goGlass');
  switch (status.kind) {
    case 'downloading':
      return <DownloadProgress title={t('vision.download')} progress={status.progress} />;
    case 'starting':
      return (
        <p className="muted" role="status">
          {t('vision.starting')}
        </p>
      );
    case 'needsConnection':
      return (
        <div className="notice notice--offline" role="status">
          <div>
            <p className="notice__title">{t('vision.needsConnectionTitle')}</p>
            <p className="notice__text">{t('vision.needsConnection')}</p>
          </div>
        </div>
      );
    case 'failed':
      return (
        <div className="notice" role="alert">
          <p className="notice__text">{t('vision.failed')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      );
    default:
      return null;
  }
}
