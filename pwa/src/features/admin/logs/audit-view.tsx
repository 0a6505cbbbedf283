import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuditFilters } from './audit-filters';
import { AuditItem } from './audit-item';
import { fetchAudit } from './logs-api';
import { readAuditFilters, writeAuditFilters, type AuditFilters as Filters } from './logs-query';
import { PolledList } from './polled-list';
import { usePolled } from './use-polled';

/** The audit trail: the admins' actions, newest first, refreshed while visible. */
export function AuditView({ paused }: { paused: boolean }) {
  const { t } = useTranslation('adminLogs');
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const key = writeAuditFilters(filters).toString();
  const { state, reload } = usePolled(key, () => fetchAudit(filters), paused);
  const update = (changes: Partial<Filters>) =>
    setParams(writeAuditFilters({ ...filters, page: 1, ...changes }));

  return (
    <>
      <AuditFilters key={key} filters={filters} onChange={update} />
      <PolledList
        state={state}
        reload={reload}
        page={filters.page}
        onPage={(page) => update({ page })}
        texts={{
          found: (count) => t('audit.found', { count }),
          empty: t('audit.empty'),
          listLabel: t('audit.listLabel'),
        }}
      >
        {(item) => <AuditItem key={item.id} item={item} />}
      </PolledList>
    </>
  );
}
