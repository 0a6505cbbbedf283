import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '@domain/format/dates';
import type { BroadcastPage, BroadcastStatus } from '@sync/contract/broadcasts';
import { ApiState } from '@pwa/components/api-state';
import { Pager } from '@pwa/components/pager';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useCachedApi } from '@pwa/lib/cached-api';
import { useOnline } from '@pwa/lib/online';
import { useSession } from '@pwa/lib/session-store';
import { hasRole } from '@pwa/lib/session-user';
import { BroadcastListEntry } from './broadcast-list-item';
import { broadcastListPath } from './broadcasts-api';
import {
  BROADCASTS_PAGE_SIZE,
  broadcastsViewParams,
  parseBroadcastsView,
  type BroadcastsView,
} from './broadcasts-url';
import { useListRefresh } from './use-list-refresh';
import './broadcasts.css';

function StatusFilter({ view }: { view: BroadcastsView }) {
  const { t } = useTranslation('broadcasts');
  const options: (BroadcastStatus | null)[] = [null, 'live', 'upcoming', 'finished'];
  return (
    <nav className="broadcasts-filter" aria-label={t('list.filter')}>
      {options.map((status) => {
        const query = broadcastsViewParams({ status, page: 1 }).toString();
        const current = status === view.status;
        return (
          <Link
            key={status ?? 'all'}
            className={`button${current ? ' button--primary' : ''}`}
            to={query ? `/broadcasts?${query}` : '/broadcasts'}
            aria-current={current ? 'page' : undefined}
          >
            {t(status ? `list.${status}` : 'list.all')}
          </Link>
        );
      })}
    </nav>
  );
}

/** /broadcasts: live, upcoming and finished broadcasts (a status filter and pages in the URL). */
export function BroadcastsPage() {
  const { t, i18n } = useTranslation('broadcasts');
  useDocumentTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const view = parseBroadcastsView(params);
  const path = broadcastListPath(
    view.status,
    BROADCASTS_PAGE_SIZE,
    (view.page - 1) * BROADCASTS_PAGE_SIZE,
  );
  const list = useCachedApi<BroadcastPage>(path);
  const online = useOnline();
  const user = useSession((s) => s.user);
  const canCreate = hasRole(user, 'admin') || hasRole(user, 'broadcaster');
  const hasLive = list.data?.items.some((item) => item.status === 'live') ?? false;
  useListRefresh(path, hasLive);
  const goTo = (page: number) => setParams(broadcastsViewParams({ ...view, page }));

  return (
    <div className="broadcasts-page">
      <div className="broadcasts-page__head">
        <h1 className="broadcasts-page__title">{t('list.title')}</h1>
        {canCreate && (
          <Link className="button button--primary" to="/broadcasts/new">
            {t('list.new')}
          </Link>
        )}
      </div>
      <StatusFilter view={view} />
      {!online && list.data !== undefined && (
        <p className="notice notice--offline" role="status" data-testid="broadcasts-offline">
          {t('list.offline', {
            time: formatDateTime(new Date(list.fetchedAt ?? 0).toISOString(), i18n.language),
          })}
        </p>
      )}
      <ApiState state={list} what={t('list.title')}>
        {(page) => {
          return page.items.length === 0 ? (
            <p className="muted broadcasts-page__empty">
              {t(view.status ? `list.none.${view.status}` : 'list.none.all')}
            </p>
          ) : (
            <>
              <ul className="broadcast-list">
                {page.items.map((item) => (
                  <BroadcastListEntry key={item.id} item={item} />
                ))}
              </ul>
              <Pager
                ns="broadcasts"
                page={view.page}
                total={page.total}
                pageSize={BROADCASTS_PAGE_SIZE}
                onPage={goTo}
              />
            </>
          );
        }}
      </ApiState>
    </div>
  );
}
