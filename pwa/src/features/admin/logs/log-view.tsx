import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fetchLog } from './logs-api';
import { LogEntryItem } from './log-entry-item';
import { LogFilters } from './log-filters';
import { readLogFilters, writeLogFilters, type LogFilters as Filters } from './logs-query';
import { PolledList } from './polled-list';
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

  return (
    <>
      <LogFilters key={key} filters={filters} onChange={update} />
      <PolledList
        state={state}
        reload={reload}
        page={filters.page}
        onPage={(page) => update({ page })}
        texts={{
          found: (count) => t('found', { count }),
          empty: t('empty'),
          listLabel: t('listLabel'),
        }}
      >
        {(entry) => <LogEntryItem key={entry.id} entry={entry} />}
      </PolledList>
    </>
  );
}
