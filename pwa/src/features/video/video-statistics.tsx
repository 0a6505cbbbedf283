import { useTranslation } from 'react-i18next';
import { VIDEO_STATUSES, type VideoStatistics } from '@sync/contract/video';
import { durationText } from './duration-text';

/** Counts by status and the average conversion time (the user's own, or everyone's for admins). */
export function VideoStatisticsView({ statistics }: { statistics: VideoStatistics }) {
  const { t } = useTranslation('video');
  return (
    <dl className="video-stats">
      {VIDEO_STATUSES.map((status) => (
        <div key={status} className="video-stats__item">
          <dt>{t(`status.${status}`)}</dt>
          <dd>{statistics[status]}</dd>
        </div>
      ))}
      <div className="video-stats__item">
        <dt>{t('stats.total')}</dt>
        <dd>{statistics.total}</dd>
      </div>
      <div className="video-stats__item video-stats__item--wide">
        <dt>{t('stats.average')}</dt>
        <dd>
          {statistics.averageProcessingSeconds === null
            ? t('stats.noAverage')
            : durationText(statistics.averageProcessingSeconds, t)}
        </dd>
      </div>
    </dl>
  );
}
