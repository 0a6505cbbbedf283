import { useTranslation } from 'react-i18next';

const MB = 1024 * 1024;

interface DownloadProgressProps {
  title: string;
  /** the bar's accessible name; the title when left out */
  label?: string;
  /** bytes so far and in all (0: unknown, the bar runs without a value) */
  progress: { loaded: number; total: number };
}

/** A first download's progress (the bot's network, board recognition): a bar and the megabytes. */
export function DownloadProgress({
  title,
  label = title,
  progress: { loaded, total },
}: DownloadProgressProps) {
  const { t } = useTranslation('common');
  return (
    <div className="notice download-progress" role="status">
      <div className="download-progress__body">
        <p className="notice__title">{title}</p>
        <progress
          className="download-progress__bar"
          aria-label={label}
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
