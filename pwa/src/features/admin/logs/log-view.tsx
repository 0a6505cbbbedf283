import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { fetchLog } from './logs-api';
import { LogEntryItem } from './log-entry-item';
import { LogFilters } from './log-filters';
import { LogsPager } from './logs-pager';
import { readLogFilters, writeLogFilters, type LogFilters as Filters } from './logs-query';
import { LoadFailure } from './load-failure';
import { usePolled } from './use-polled';

/** The error log: server errors and crash reports, newest first, refreshed while visible. */
export function LogView({ paused }: { paused: boolean }) {
  const { t } = useTranslation('adminLogs');
  const [params, setParams] = useSearchParams();
  const filters = readLogFilters(params);
  const key = writeLogFilters(filters).toString();
  const { state, reload } = usePolled(key, () => fetchLog(filters), paused);
  const update = (changes: Partial<Filters>) =>
    setParams(writeLogFilters({ ...filters, page: 1, ...changes }));

  const page = state.data;
  return (
    <>
      <LogFilters key={key} filters={filters} onChange={update} />
      <p className="admin-page__summary" role="status" aria-live="polite">
        {page ? t('found', { count: page.total }) : ''}
      </p>
      {state.status === 'failed' && <LoadFailure onRetry={reload} />}
      {state.status === 'loading' && !page && <Loader />}
      {page && page.items.length === 0 && <p className="admin-page__empty">{t('empty')}</p>}
      {page && page.items.length > 0 && (
        <div aria-busy={state.status === 'loading'}>
          <ul className="admin-log" aria-label={t('listLabel')}>
            {page.items.map((entry) => (
              <LogEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
          <LogsPager
            page={filters.page}
            total={page.total}
            onPage={(next) => update({ page: next })}
          />
        </div>
      )}
    </>
  );
}
