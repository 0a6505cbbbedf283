import { useTranslation } from 'react-i18next';
import { formatDate, nameScript } from '@domain/format';
import type { AccountStatus } from '@domain/account';
import type { UserListItem, UsersSort } from '@sync/contract/account';
import { DataTable } from '@pwa/components/data-table';
import { placePath } from '@pwa/lib/location-options';
import { useLocationTree } from '@pwa/lib/use-location-tree';
import type { UserAction } from './user-action-dialog';
import { roleActionOf } from './role-actions';
import { sortState, toggledSort } from './users-query';

type SortableColumn = 'username' | 'email' | 'created';

const STATUS_KEYS: Record<AccountStatus, string> = {
  'activation pending': 'pending',
  'consent pending': 'consentPending',
  active: 'active',
  'deletion scheduled': 'deletionScheduled',
};

interface UsersTableProps {
  users: UserListItem[];
  sort: UsersSort;
  onSort: (sort: UsersSort) => void;
  onAction: (action: UserAction) => void;
  /** the signed-in admin, who may not delete their own account from here */
  selfId: number;
}

/** The accounts of a page: sortable by username, e-mail and date; admin, broadcaster and delete actions. */
export function UsersTable({ users, sort, onSort, onAction, selfId }: UsersTableProps) {
  const { t, i18n } = useTranslation('admin');
  const tree = useLocationTree();
  const place = (id: number | null) =>
    id === null ? '' : (tree && placePath(tree, id, nameScript(i18n.language))) || '';

  const sortable = (column: SortableColumn) => {
    const state = sortState(sort, column);
    return (
      <th scope="col" aria-sort={state}>
        <button
          type="button"
          className="admin-sort"
          onClick={() => onSort(toggledSort(sort, column))}
        >
          {t(`columns.${column}`)}
          <span aria-hidden="true" className="admin-sort__mark">
            {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : ''}
          </span>
        </button>
      </th>
    );
  };

  return (
    <DataTable label={t('tableLabel')}>
      <thead>
        <tr>
          {sortable('username')}
          {sortable('email')}
          <th scope="col">{t('columns.roles')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.location')}</th>
          {sortable('created')}
          <th scope="col">{t('columns.consent')}</th>
          <th scope="col">{t('columns.updated')}</th>
          <th scope="col">{t('columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.ID}>
            <td className="admin-users__name">{user.UserName}</td>
            <td className="admin-users__email">{user.Email}</td>
            <td>{user.Roles.map((role) => t(`roles.${role}`)).join(', ')}</td>
            <td>{t(`status.${STATUS_KEYS[user.Status]}`)}</td>
            <td>{place(user.LocationID)}</td>
            <td>{formatDate(user.Created, i18n.resolvedLanguage)}</td>
            <td>{formatDate(user.ConsentDate, i18n.resolvedLanguage)}</td>
            <td>{formatDate(user.LastUpdate, i18n.resolvedLanguage)}</td>
            <td className="admin-users__actions">
              {(['admin', 'broadcaster'] as const).map((role) => {
                const kind = roleActionOf(user.Roles, role);
                return (
                  <button
                    key={role}
                    type="button"
                    className="button admin-action"
                    onClick={() => onAction({ kind, user })}
                    aria-label={t(`actions.${kind}Named`, { name: user.UserName })}
                  >
                    {t(`actions.${kind}`)}
                  </button>
                );
              })}
              {user.ID !== selfId && (
                <button
                  type="button"
                  className="button button--danger admin-action"
                  onClick={() => onAction({ kind: 'delete', user })}
                  aria-label={t('actions.deleteNamed', { name: user.UserName })}
                >
                  {t('actions.delete')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
