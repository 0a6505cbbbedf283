import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoFromVideo, type Photo } from './photo-image';

interface CameraViewProps {
  onPhoto: (photo: Photo) => void;
  onClose: () => void;
  /** the camera could not be opened: the page offers the system's camera instead */
  onUnavailable: () => void;
}

/** The back camera's live preview and a shutter button (getUserMedia). */
export function CameraView({ onPhoto, onClose, onUnavailable }: CameraViewProps) {
  const { t } = useTranslation('goGlass');
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let live = true;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (!live || !video.current) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        video.current.srcObject = opened;
        await video.current.play();
        if (live) setPlaying(true);
      })
      .catch(() => {
        if (live) onUnavailable();
      });
    return () => {
      live = false;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onUnavailable]);

  const shoot = async () => {
    if (!video.current) return;
    onPhoto(await photoFromVideo(video.current));
  };

  return (
    <section className="go-glass-camera" aria-label={t('camera.label')}>
      <video ref={video} className="go-glass-camera__preview" muted playsInline />
      {!playing && (
        <p className="muted" role="status">
          {t('camera.opening')}
        </p>
      )}
      <div className="go-glass-camera__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!playing}
          onClick={() => void shoot()}
        >
          {t('camera.shoot')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('camera.close')}
        </button>
      </div>
    </section>
  );
}
