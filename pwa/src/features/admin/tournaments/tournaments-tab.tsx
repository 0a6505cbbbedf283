import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AdminTournament } from '@sync/contract/admin-tournaments';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import { TournamentEditDialog } from './tournament-edit-dialog';
import { TournamentsFilters } from './tournaments-filters';
import { TournamentsPager } from './tournaments-pager';
import {
  readAdminTournamentsQuery,
  writeAdminTournamentsQuery,
  type AdminTournamentsQuery,
} from './tournaments-query';
import { TournamentsTable } from './tournaments-table';
import { useAdminTournaments } from './use-admin-tournaments';
import './admin-tournaments.css';

/** /admin/tournaments: every tournament, hidden ones too; pin, hide, process, edit. Online only. */
export function AdminTournamentsTab() {
  const { t } = useTranslation('adminTournaments');
  useDocumentTitle(t('title'));
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const query = readAdminTournamentsQuery(params);
  const { state, reload, replace } = useAdminTournaments(query, online);
  const [editing, setEditing] = useState<AdminTournament | null>(null);

  const update = (changes: Partial<AdminTournamentsQuery>) =>
    setParams(writeAdminTournamentsQuery({ ...query, page: 1, ...changes }));

  const list = state.data;
  return (
    <>
      <h2 className="admin-page__subtitle">{t('title')}</h2>
      {!online ? (
        <NeedsConnection what={t('offlineWhat')} />
      ) : (
        <>
          <TournamentsFilters key={params.toString()} query={query} onChange={update} />
          <p className="admin-page__summary" role="status" aria-live="polite">
            {list ? t('found', { count: list.total }) : ''}
          </p>
          {state.status === 'failed' && (
            <p className="admin-page__error" role="alert">
              {t('errors.load')}{' '}
              <button type="button" className="button" onClick={reload}>
                {t('retry')}
              </button>
            </p>
          )}
          {state.status === 'loading' && !list && <Loader />}
          {list && list.items.length === 0 && <p className="admin-page__empty">{t('empty')}</p>}
          {list && list.items.length > 0 && (
            <div aria-busy={state.status === 'loading'} className="admin-tournaments">
              <TournamentsTable tournaments={list.items} onChange={replace} onEdit={setEditing} />
              <TournamentsPager
                page={query.page}
                size={query.size}
                total={list.total}
                onPage={(page) => update({ page })}
                onSize={(size) => update({ size })}
              />
            </div>
          )}
        </>
      )}
      <TournamentEditDialog
        tournament={editing}
        onClose={() => setEditing(null)}
        onChange={replace}
      />
    </>
  );
}
