import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOG_LEVELS, LOG_SOURCES, type LogLevel, type LogSource } from '@sync/contract/logs';
import type { LogFilters as Filters } from './logs-query';
import { SinceField } from './since-field';

interface LogFiltersProps {
  filters: Filters;
  onChange: (filters: Omit<Filters, 'page'>) => void;
}

/** Since, level and source (applied at once) and a text in the message or path (on submit). */
export function LogFilters({ filters, onChange }: LogFiltersProps) {
  const { t } = useTranslation('adminLogs');
  const id = useId();
  const [text, setText] = useState(filters.text);
  const change = (changes: Partial<Filters>) =>
    onChange({ ...filters, text: text.trim(), ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({});
  };

  return (
    <form className="admin-filters" role="search" onSubmit={submit}>
      <SinceField
        id={`${id}-since`}
        value={filters.since}
        onChange={(since) => change({ since })}
      />
      <div className="admin-filters__field">
        <label className="field-label" htmlFor={`${id}-level`}>
          {t('filters.level')}
        </label>
        <select
          id={`${id}-level`}
          className="input"
          value={filters.level ?? ''}
          onChange={(event) => change({ level: (event.target.value || null) as LogLevel | null })}
        >
          <option value="">{t('filters.anyLevel')}</option>
          {LOG_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`levels.${level}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label className="field-label" htmlFor={`${id}-source`}>
          {t('filters.source')}
        </label>
        <select
          id={`${id}-source`}
          className="input"
          value={filters.source ?? ''}
          onChange={(event) => change({ source: (event.target.value || null) as LogSource | null })}
        >
          <option value="">{t('filters.anySource')}</option>
          {LOG_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(`sources.${source}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-filters__field">
        <label className="field-label" htmlFor={`${id}-text`}>
          {t('filters.text')}
        </label>
        <input
          id={`${id}-text`}
          className="input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
        />
      </div>
      <button type="submit" className="button admin-filters__submit">
        {t('filters.apply')}
      </button>
    </form>
  );
}
