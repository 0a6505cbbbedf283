import { useTranslation } from 'react-i18next';
import { ApiState } from '@pwa/components/api-state';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { SignInNotice } from '@pwa/components/sign-in-notice';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import { useSession } from '@pwa/lib/session-store';
import { ConversionList } from './conversion-list';
import { UploadSection } from './upload-section';
import { useConversions } from './use-conversions';
import { VideoStatisticsView } from './video-statistics';
import './video.css';

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
      {session === 'loading' ? (
        <Loader />
      ) : signedIn ? (
        <VideoContent />
      ) : (
        <SignInNotice text={t('auth.text')} />
      )}
    </div>
  );
}
