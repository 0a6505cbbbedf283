import { useTranslation } from 'react-i18next';
import type { VideoConversion } from '@sync/contract/video';

/** A conversion's status in words; with its percent while processing. */
export function StatusBadge({ conversion }: { conversion: VideoConversion }) {
  const { t } = useTranslation('video');
  const text =
    conversion.status === 'processing'
      ? t('status.processingPercent', { percent: Math.floor(conversion.progress) })
      : t(`status.${conversion.status}`);
  return (
    <span
      className={`video-badge video-badge--${conversion.status}`}
      data-status={conversion.status}
    >
      {text}
    </span>
  );
}
