import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryGameList, LibraryStatistics } from '@sync/contract/game-library';
import { ApiState } from '@pwa/components/api-state';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { SignInNotice } from '@pwa/components/sign-in-notice';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { fetchAndStore, useCachedApi } from '@pwa/lib/cached-api';
import { db } from '@pwa/lib/db';
import { useOnline } from '@pwa/lib/online';
import { useSession } from '@pwa/lib/session-store';
import { hasRole } from '@pwa/lib/session-user';
import { LibraryFilters } from './library-filters';
import { LibraryList } from './library-list';
import { LibraryStatisticsView } from './library-statistics';
import { libraryListPath } from './library-url';
import { UploadSection } from './upload-section';
import { useLibraryFormats } from './use-library-formats';
import { useLibraryView } from './use-library-view';
import './library.css';

const STATISTICS_PATH = 'file/game/statistics';

interface LibraryContentProps {
  online: boolean;
}

/** The signed-in user's part: upload, statistics, filters and the list with its actions. */
function LibraryContent({ online }: LibraryContentProps) {
  const { t } = useTranslation('library');
  const formats = useLibraryFormats();
  const [view, update] = useLibraryView();
  const listPath = libraryListPath(view);
  const list = useCachedApi<LibraryGameList>(listPath);
  const statistics = useCachedApi<LibraryStatistics>(STATISTICS_PATH);
  // the API lets admins change any record they can see
  const admin = useSession((state) => hasRole(state.user, 'admin'));

  // After a change the list and statistics are read again; the cache's live reads show them.
  const reload = useCallback(() => {
    for (const path of [listPath, STATISTICS_PATH]) {
      fetchAndStore(db, path).catch(() => undefined);
    }
  }, [listPath]);

  return (
    <>
      <UploadSection formats={formats} onUploaded={reload} />
      <section className="library-card" aria-labelledby="library-stats-title">
        <h2 id="library-stats-title" className="library-card__title">
          {t('stats.title')}
        </h2>
        <ApiState state={statistics} what={t('stats.title')}>
          {(data) => <LibraryStatisticsView statistics={data} />}
        </ApiState>
      </section>
      <section className="library-card" aria-labelledby="library-list-title">
        <h2 id="library-list-title" className="library-card__title">
          {t('list.title')}
        </h2>
        <LibraryFilters view={view} update={update} />
        {!online && <NeedsConnection what={t('actions.what')} />}
        <ApiState state={list} what={t('list.title')}>
          {(page) => (
            <LibraryList
              page={page}
              formats={formats}
              canChange={online}
              admin={admin}
              onChanged={reload}
              onPage={(next) => update({ ...view, page: next })}
            />
          )}
        </ApiState>
      </section>
    </>
  );
}

/**
 * /games/records: the users' own SGF records and the public ones: upload, the list, statistics
 * and actions. The API answers signed-in users only; a visitor is asked to sign in.
 */
export function LibraryPage() {
  const { t } = useTranslation('library');
  useDocumentTitle(t('title'));
  const online = useOnline();
  const session = useSession((state) => state.status);
  const signedIn = useSession((state) => state.user !== null);

  return (
    <div className="library-page">
      <h1 className="library-page__title">{t('title')}</h1>
      <p className="library-page__intro muted">{t('intro')}</p>
      {session === 'loading' ? (
        <Loader />
      ) : signedIn ? (
        <LibraryContent online={online} />
      ) : (
        <SignInNotice text={t('auth.text')} />
      )}
    </div>
  );
}
