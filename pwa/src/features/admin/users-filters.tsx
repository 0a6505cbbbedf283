import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@domain/account';
import { LocationField } from '@pwa/components/location-field';
import type { UsersQuery } from './users-query';

interface UsersFiltersProps {
  query: UsersQuery;
  onChange: (filters: Pick<UsersQuery, 'username' | 'email' | 'role' | 'location'>) => void;
}

/** Username and e-mail substrings (applied on submit), the role and the place (applied at once). */
export function UsersFilters({ query, onChange }: UsersFiltersProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [username, setUsername] = useState(query.username);
  const [email, setEmail] = useState(query.email);

  const typed = () => ({ username: username.trim(), email: email.trim() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...typed(), role: query.role, location: query.location });
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
              ...typed(),
              role: (event.target.value || null) as Role | null,
              location: query.location,
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
      <div className="admin-filters__field admin-filters__place">
        <LocationField
          label={t('filters.location')}
          value={query.location}
          onChange={(location) => onChange({ ...typed(), role: query.role, location })}
        />
      </div>
      <button type="submit" className="button button--primary admin-filters__submit">
        {t('filters.apply')}
      </button>
    </form>
  );
}
