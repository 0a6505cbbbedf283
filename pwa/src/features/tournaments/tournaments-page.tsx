import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameScript } from '@domain/format';
import { TOURNAMENT_MODES } from '@domain/tournament/grouping';
import { DownloadingNotice } from '@pwa/components/downloading-notice';
import { Loader } from '@pwa/components/loader';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useSession } from '@pwa/lib/session-store';
import { hasRole } from '@pwa/lib/session-user';
import { useLocationTree } from '@pwa/lib/use-location-tree';
import { TournamentsFilters } from './tournaments-filters';
import {
  usePinnedTournaments,
  useTournaments,
  useTournamentsReplica,
  useTournamentYears,
} from './tournaments-hooks';
import { TournamentsList } from './tournaments-list';
import { TournamentsPinned } from './tournaments-pinned';
import { useTournamentsView } from './tournaments-view';
import './tournaments.css';

/** Rows added by each "Load more". */
export const PAGE_SIZE = 50;

/** The tournament calendar: Past or Upcoming, by month, with filters kept in the URL. */
export function TournamentsPage() {
  const { t, i18n } = useTranslation('tournaments');
  useDocumentTitle(t('title'));
  const script = nameScript(i18n.resolvedLanguage);
  const [view, update] = useTournamentsView();
  const admin = useSession((state) => hasRole(state.user, 'admin'));
  const viewKey = JSON.stringify(view);
  const [paging, setPaging] = useState({ key: viewKey, limit: PAGE_SIZE });
  const limit = paging.key === viewKey ? paging.limit : PAGE_SIZE;
  const { result, pending } = useTournaments(view, script, limit, admin);
  const pinned = usePinnedTournaments(view, script, admin);
  const replica = useTournamentsReplica();
  const years = useTournamentYears();
  const tree = useLocationTree();
  const tournaments = result?.tournaments ?? [];

  const downloading = replica !== undefined && replica.empty && !replica.complete;
  let content;
  if (replica === undefined || (result === undefined && !downloading)) {
    content = <Loader />;
  } else if (downloading) {
    content = (
      <DownloadingNotice
        labels={{
          title: t('list.downloading'),
          text: t('list.downloadingText'),
          percent: (percent) => t('list.downloadingPercent', { percent }),
          offlineTitle: t('list.notDownloaded'),
          offlineText: t('list.notDownloadedOffline'),
        }}
      />
    );
  } else if (tournaments.length === 0) {
    content = (
      <p className="tournaments-empty" role="status">
        {t('list.empty')}
      </p>
    );
  } else {
    content = (
      <>
        {pinned && pinned.length > 0 && <TournamentsPinned tournaments={pinned} script={script} />}
        <TournamentsList tournaments={tournaments} script={script} tree={tree} />
        {result?.hasMore && (
          <button
            type="button"
            className="button tournaments-more"
            aria-busy={pending || undefined}
            disabled={pending}
            onClick={() => setPaging({ key: viewKey, limit: limit + PAGE_SIZE })}
          >
            {pending ? t('list.loading') : t('list.loadMore')}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="tournaments-page">
      <h1 className="page-title">{t('title')}</h1>
      <div className="segmented tournaments-modes" role="group" aria-label={t('modes.label')}>
        {TOURNAMENT_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className="segmented__option"
            aria-pressed={view.mode === mode}
            onClick={() => {
              // a status of the other mode does not carry over
              if (mode !== view.mode)
                update({ mode, status: view.status === 'active' ? 'active' : null });
            }}
          >
            {t(`modes.${mode}`)}
          </button>
        ))}
      </div>
      <TournamentsFilters
        view={view}
        update={update}
        tree={tree}
        script={script}
        years={years}
        admin={admin}
      />
      <p className="tournaments-count" aria-live="polite">
        {replica && !downloading && result
          ? t('list.shown', { count: tournaments.length, more: result.hasMore ? '+' : '' })
          : ''}
        {replica && !replica.empty && !replica.complete && (
          <span className="tournaments-count__partial"> {t('list.partial')}</span>
        )}
      </p>
      {content}
    </div>
  );
}
