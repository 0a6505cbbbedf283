import { useTranslation } from 'react-i18next';
import { formatBytes } from '@domain/format/numbers';
import type { VideoUploadState } from './use-video-upload';
import { useVideoFailure } from './use-video-failure';

interface UploadProgressProps {
  state: VideoUploadState;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}

/** The upload under way: its bar (bytes and percent), what happens now, pause, resume, cancel. */
export function UploadProgress({ state, onPause, onResume, onCancel }: UploadProgressProps) {
  const { t } = useTranslation('video');
  const { textOf } = useVideoFailure();
  const percent = state.total > 0 ? Math.floor((100 * state.sent) / state.total) : 0;
  const phaseText =
    state.phase === 'failed' && state.failure
      ? t(`upload.failed.${state.failure.step}`, { reason: textOf(state.failure) })
      : t(`upload.phase.${state.phase}`);

  return (
    <div className="video-progress" data-phase={state.phase}>
      <p className="video-progress__file">{state.fileName}</p>
      <progress
        className="video-progress__bar"
        aria-label={t('upload.progressLabel', { name: state.fileName })}
        max={Math.max(1, state.total)}
        value={state.sent}
      />
      <p className="video-progress__bytes">
        {t('upload.bytes', {
          sent: formatBytes(state.sent),
          total: formatBytes(state.total),
          percent,
        })}
      </p>
      <p
        className={`video-progress__phase${state.phase === 'failed' ? ' video-progress__phase--failed' : ''}`}
        role={state.phase === 'failed' ? 'alert' : 'status'}
      >
        {phaseText}
      </p>
      {state.resumed && state.phase !== 'failed' && (
        <p className="video-progress__resumed muted">{t('upload.resumed')}</p>
      )}
      <div className="video-actions">
        {state.phase === 'uploading' && (
          <button type="button" className="button" onClick={onPause}>
            {t('upload.pause')}
          </button>
        )}
        {(state.phase === 'paused' || state.phase === 'failed') && (
          <button type="button" className="button button--primary" onClick={onResume}>
            {state.phase === 'paused' ? t('upload.resume') : t('upload.retry')}
          </button>
        )}
        {state.phase !== 'submitting' && (
          <button type="button" className="button" onClick={onCancel}>
            {t('upload.cancel')}
          </button>
        )}
      </div>
    </div>
  );
}
