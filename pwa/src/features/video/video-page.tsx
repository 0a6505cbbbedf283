import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiState } from '@pwa/components/api-state';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import { useSession } from '@pwa/lib/session-store';
import { ConversionList } from './conversion-list';
import { UploadSection } from './upload-section';
import { useConversions } from './use-conversions';
import { VideoStatisticsView } from './video-statistics';
import './video.css';

const PAGE_PATH = '/games/video';

/** For a visitor who is not signed in: what the page is for, and the way to sign in. */
function NeedAuth() {
  const { t } = useTranslation('video');
  return (
    <div className="notice video-auth" role="status">
      <p className="notice__title">{t('common:auth.needAuth')}</p>
      <p className="notice__text">{t('auth.text')}</p>
      <Link className="button button--primary" to="/sign-in" state={{ from: PAGE_PATH }}>
        {t('common:auth.signIn')}
      </Link>
    </div>
  );
}

/** The signed-in user's part: upload, statistics and the conversions. */
function VideoContent() {
  const { t } = useTranslation('video');
  const online = useOnline();
  const { list, statistics, reload } = useConversions();
  return (
    <>
      <UploadSection onSubmitted={reload} />
      <section className="video-card" aria-labelledby="video-list-title">
        <h2 id="video-list-title" className="video-card__title">
          {t('list.title')}
        </h2>
        {!online && list.data !== undefined && <NeedsConnection what={t('list.what')} />}
        <ApiState state={list} what={t('list.title')}>
          {(conversions) => (
            <ConversionList conversions={conversions} online={online} onDeleted={reload} />
          )}
        </ApiState>
      </section>
      <section className="video-card" aria-labelledby="video-stats-title">
        <h2 id="video-stats-title" className="video-card__title">
          {t('stats.title')}
        </h2>
        <ApiState state={statistics} what={t('stats.title')}>
          {(data) => <VideoStatisticsView statistics={data} />}
        </ApiState>
      </section>
    </>
  );
}

/**
 * /games/video: videos of games uploaded (resumable, with progress) and converted to SGF
 * records; the list follows the conversions live. Signed-in users only; a visitor is asked to
 * sign in.
 */
export function VideoPage() {
  const { t } = useTranslation('video');
  useDocumentTitle(t('title'));
  const session = useSession((state) => state.status);
  const signedIn = useSession((state) => state.user !== null);
  return (
    <div className="video-page">
      <h1 className="video-page__title">{t('title')}</h1>
      <p className="video-page__intro muted">{t('intro')}</p>
      {session === 'loading' ? <Loader /> : signedIn ? <VideoContent /> : <NeedAuth />}
    </div>
  );
}
