import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@domain/account';
import type { UsersQuery } from './users-query';

interface UsersFiltersProps {
  query: UsersQuery;
  onChange: (filters: Pick<UsersQuery, 'username' | 'email' | 'role'>) => void;
}

/** Username and e-mail substrings (applied on submit) and the role (applied at once). */
export function UsersFilters({ query, onChange }: UsersFiltersProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [username, setUsername] = useState(query.username);
  const [email, setEmail] = useState(query.email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ username: username.trim(), email: email.trim(), role: query.role });
  };

  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <div className="admin-filters__field">
        <label className="field-label" htmlFor={`${id}-username`}>
          {t('filters.username')}
        </label>
        <input
          id={`${id}-username`}
          className="input"
          type="search"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <div className="admin-filters__field">
        <label className="field-label" htmlFor={`${id}-email`}>
          {t('filters.email')}
        </label>
        <input
          id={`${id}-email`}
          className="input"
          type="search"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <div className="admin-filters__field">
        <label className="field-label" htmlFor={`${id}-role`}>
          {t('filters.role')}
        </label>
        <select
          id={`${id}-role`}
          className="input"
          value={query.role ?? ''}
          onChange={(event) =>
            onChange({
              username: username.trim(),
              email: email.trim(),
              role: (event.target.value || null) as Role | null,
            })
          }
        >
          <option value="">{t('filters.anyRole')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary admin-filters__submit">
        {t('filters.apply')}
      </button>
    </form>
  );
}
