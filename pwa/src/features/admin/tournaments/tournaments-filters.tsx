import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TOURNAMENT_SORTS } from '@sync/contract/tournaments';
import { FEDERATIONS, STATUSES, type AdminTournamentsQuery } from './tournaments-query';

type Filters = Omit<AdminTournamentsQuery, 'page' | 'size'>;

interface TournamentsFiltersProps {
  query: AdminTournamentsQuery;
  onChange: (filters: Filters) => void;
}

/** Title and city (applied on submit); status, federation, flags and sort (applied at once). */
export function TournamentsFilters({ query, onChange }: TournamentsFiltersProps) {
  const { t } = useTranslation('adminTournaments');
  const id = useId();
  const [title, setTitle] = useState(query.title);
  const [city, setCity] = useState(query.city);
  const current = (): Filters => ({ ...query, title: title.trim(), city: city.trim() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(current());
  };

  const select = <K extends keyof Filters>(
    key: K,
    options: readonly string[],
    label: (option: string) => string,
    any: string | null,
  ) => (
    <div className="admin-filters__field">
      <label className="field-label" htmlFor={`${id}-${key}`}>
        {t(`filters.${key}`)}
      </label>
      <select
        id={`${id}-${key}`}
        className="input"
        value={String(query[key] ?? '')}
        onChange={(event) => onChange({ ...current(), [key]: event.target.value || null })}
      >
        {any !== null && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {label(option)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <div className="admin-filters__field">
        <label className="field-label" htmlFor={`${id}-title`}>
          {t('filters.title')}
        </label>
        <input
          id={`${id}-title`}
          className="input"
          type="search"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="admin-filters__field">
        <label className="field-label" htmlFor={`${id}-city`}>
          {t('filters.city')}
        </label>
        <input
          id={`${id}-city`}
          className="input"
          type="search"
          value={city}
          onChange={(event) => setCity(event.target.value)}
        />
      </div>
      <button type="submit" className="button admin-filters__submit">
        {t('filters.apply')}
      </button>
      {select('status', STATUSES, (s) => t(`status.${s}`), t('filters.any'))}
      {select('federation', FEDERATIONS, (f) => t(`federations.${f}`), t('filters.any'))}
      {select('visible', ['yes', 'no'], (v) => t(`filters.visibleOptions.${v}`), t('filters.any'))}
      {select('pinned', ['yes', 'no'], (v) => t(`filters.pinnedOptions.${v}`), t('filters.any'))}
      {select('sort', TOURNAMENT_SORTS, (s) => t(`sorts.${s}`), null)}
      {select('order', ['desc', 'asc'], (o) => t(`orders.${o}`), null)}
    </form>
  );
}
