import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { AuditFilters } from './audit-filters';
import { AuditItem } from './audit-item';
import { fetchAudit } from './logs-api';
import { LogsPager } from './logs-pager';
import { readAuditFilters, writeAuditFilters, type AuditFilters as Filters } from './logs-query';
import { LoadFailure } from './load-failure';
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

  const page = state.data;
  return (
    <>
      <AuditFilters key={key} filters={filters} onChange={update} />
      <p className="admin-page__summary" role="status" aria-live="polite">
        {page ? t('audit.found', { count: page.total }) : ''}
      </p>
      {state.status === 'failed' && <LoadFailure onRetry={reload} />}
      {state.status === 'loading' && !page && <Loader />}
      {page && page.items.length === 0 && <p className="admin-page__empty">{t('audit.empty')}</p>}
      {page && page.items.length > 0 && (
        <div aria-busy={state.status === 'loading'}>
          <ul className="admin-log" aria-label={t('audit.listLabel')}>
            {page.items.map((item) => (
              <AuditItem key={item.id} item={item} />
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
