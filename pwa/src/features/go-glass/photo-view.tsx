import { useTranslation } from 'react-i18next';
import type { BoardRecognition } from '@vision/types';
import type { Photo } from './photo-image';

interface PhotoViewProps {
  photo: Photo;
  /** where the board's outer lines were found; null: not found (yet) */
  corners: BoardRecognition['corners'] | null;
}

/** The photo as recognised, with the board's found corners drawn over it. */
export function PhotoView({ photo, corners }: PhotoViewProps) {
  const { t } = useTranslation('goGlass');
  const { width, height } = photo.image;
  const radius = Math.max(width, height) / 80;
  return (
    <figure className="go-glass-photo">
      <div className="go-glass-photo__frame">
        <img
          className="go-glass-photo__image"
          src={photo.url}
          width={width}
          height={height}
          alt={t('photo.alt')}
        />
        {corners && (
          <svg
            className="go-glass-photo__corners"
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <polygon points={corners.map(([x, y]) => `${x},${y}`).join(' ')} />
            {corners.map(([x, y], index) => (
              <circle key={index} cx={x} cy={y} r={radius} />
            ))}
          </svg>
        )}
      </div>
      <figcaption className="muted">{corners ? t('photo.corners') : t('photo.noBoard')}</figcaption>
    </figure>
  );
}
