import { useTranslation } from 'react-i18next';

const MB = 1024 * 1024;

interface DownloadBarProps {
  title: string;
  /** bytes so far and in all (0: unknown, the bar runs without a value) */
  progress: { loaded: number; total: number };
}

/** A first download's progress: a bar and the megabytes. */
export function DownloadBar({ title, progress: { loaded, total } }: DownloadBarProps) {
  const { t } = useTranslation('goGlass');
  return (
    <div className="notice go-glass-download" role="status">
      <div className="go-glass-download__body">
        <p className="notice__title">{title}</p>
        <progress
          className="go-glass-download__bar"
          aria-label={title}
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
