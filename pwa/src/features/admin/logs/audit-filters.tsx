import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditFilters as Filters } from './logs-query';
import { SinceField } from './since-field';

interface AuditFiltersProps {
  filters: Filters;
  onChange: (filters: Omit<Filters, 'page'>) => void;
}

/** Since (applied at once), the action and the actor (on submit). */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('adminLogs');
  const id = useId();
  const [action, setAction] = useState(filters.action);
  const [actor, setActor] = useState(filters.actor);
  const typed = () => ({ action: action.trim(), actor: actor.trim() });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ since: filters.since, ...typed() });
  };

  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <SinceField
        id={`${id}-since`}
        value={filters.since}
        onChange={(since) => onChange({ since, ...typed() })}
      />
      <div className="admin-filters__field">
        <label className="field-label" htmlFor={`${id}-action`}>
          {t('audit.filters.action')}
        </label>
        <input
          id={`${id}-action`}
          className="input"
          type="search"
          value={action}
          placeholder="user.roles"
          onChange={(event) => setAction(event.target.value)}
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <div className="admin-filters__field">
        <label className="field-label" htmlFor={`${id}-actor`}>
          {t('audit.filters.actor')}
        </label>
        <input
          id={`${id}-actor`}
          className="input"
          type="search"
          value={actor}
          onChange={(event) => setActor(event.target.value)}
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <button type="submit" className="button admin-filters__submit">
        {t('filters.apply')}
      </button>
    </form>
  );
}
