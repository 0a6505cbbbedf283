import { useTranslation } from 'react-i18next';
import type { VideoConversionList } from '@sync/contract/video';
import { ConversionRow } from './conversion-row';

interface ConversionListProps {
  conversions: VideoConversionList;
  online: boolean;
  /** after a delete (or a failed one): the list is read again */
  onDeleted: () => void;
}

/** The user's conversions, newest first. */
export function ConversionList({ conversions, online, onDeleted }: ConversionListProps) {
  const { t } = useTranslation('video');
  if (conversions.length === 0) {
    return <p className="muted video-list__empty">{t('list.empty')}</p>;
  }
  return (
    <ul className="video-list" aria-label={t('list.title')}>
      {conversions.map((conversion) => (
        <ConversionRow
          key={conversion.id}
          conversion={conversion}
          online={online}
          onDeleted={onDeleted}
        />
      ))}
    </ul>
  );
}
