import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { NeedsConnection } from '@pwa/components/needs-connection';
import { Pager } from '@pwa/components/pager';
import { useDocumentTitle } from '@pwa/components/use-document-title';
import { useOnline } from '@pwa/lib/online';
import { useSession } from '@pwa/lib/session-store';
import { UserActionDialog, type UserAction } from './user-action-dialog';
import { useUsers } from './use-users';
import { UsersFilters } from './users-filters';
import { readUsersQuery, USERS_PAGE_SIZE, writeUsersQuery, type UsersQuery } from './users-query';
import { UsersTable } from './users-table';

/** /admin's first tab: the accounts and their roles; it needs a connection. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('title'));
  const online = useOnline();
  const selfId = useSession((state) => state.user?.ID ?? 0);
  const [params, setParams] = useSearchParams();
  const query = readUsersQuery(params);
  const { state, reload, replace } = useUsers(query, online);
  const [action, setAction] = useState<UserAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const update = (changes: Partial<UsersQuery>) => {
    setNotice(null);
    setParams(writeUsersQuery({ ...query, page: 1, ...changes }));
  };

  const list = state.data;
  return (
    <>
      <h2 className="admin-page__subtitle">{t('users')}</h2>
      {!online ? (
        <NeedsConnection what={t('offlineWhat')} />
      ) : (
        <>
          <UsersFilters key={params.toString()} query={query} onChange={update} />
          <p className="admin-page__summary" role="status" aria-live="polite">
            {notice ?? (list ? t('found', { count: list.total }) : '')}
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
            <div aria-busy={state.status === 'loading'}>
              <UsersTable
                users={list.items}
                sort={query.sort}
                onSort={(sort) => update({ sort })}
                onAction={setAction}
                selfId={selfId}
              />
              <Pager
                ns="admin"
                pageSize={USERS_PAGE_SIZE}
                page={query.page}
                total={list.total}
                onPage={(page) => update({ page })}
              />
            </div>
          )}
        </>
      )}
      <UserActionDialog
        action={action}
        onClose={() => setAction(null)}
        onDone={(done, changed) => {
          setAction(null);
          setNotice(t(`done.${done.kind}`, { name: done.user.UserName }));
          if (changed) replace(changed);
          else reload();
        }}
      />
    </>
  );
}
