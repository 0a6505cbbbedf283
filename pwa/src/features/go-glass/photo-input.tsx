import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraView } from './camera-view';
import { photoFromFile, type Photo } from './photo-image';

interface PhotoInputProps {
  onPhoto: (photo: Photo) => void;
  disabled: boolean;
}

const hasCamera = () => typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * Where a photo comes from: the camera's live preview (the back camera), the system's camera
 * through a file input where there is no getUserMedia, or an image file.
 */
export function PhotoInput({ onPhoto, disabled }: PhotoInputProps) {
  const { t } = useTranslation('goGlass');
  const [camera, setCamera] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const capture = useRef<HTMLInputElement>(null);

  const read = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUnreadable(false);
    photoFromFile(file).then(onPhoto, () => setUnreadable(true));
  };

  const openCamera = () => {
    if (hasCamera()) setCamera(true);
    else capture.current?.click();
  };
  const unavailable = useCallback(() => {
    setCamera(false);
    capture.current?.click();
  }, []);
  const closeCamera = useCallback(() => setCamera(false), []);
  const shot = (photo: Photo) => {
    setCamera(false);
    onPhoto(photo);
  };

  return (
    <div className="go-glass-input">
      <div className="go-glass-input__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={disabled}
          onClick={openCamera}
        >
          {t('input.camera')}
        </button>
        <label className={`button go-glass-input__file ${disabled ? 'is-disabled' : ''}`}>
          {t('input.file')}
          <input
            type="file"
            accept="image/*"
            className="visually-hidden"
            disabled={disabled}
            onChange={read}
          />
        </label>
        <input
          ref={capture}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          tabIndex={-1}
          onChange={read}
        />
      </div>
      {unreadable && (
        <p className="notice" role="alert">
          {t('input.unreadable')}
        </p>
      )}
      {camera && <CameraView onPhoto={shot} onClose={closeCamera} onUnavailable={unavailable} />}
    </div>
  );
}
