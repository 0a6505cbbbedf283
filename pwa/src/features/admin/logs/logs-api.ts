import type { AuditPage, LogPage } from '@sync/contract/logs';
import { http } from '@pwa/lib/http';
import { LOGS_PAGE_SIZE, sinceIso, type AuditFilters, type LogFilters } from './logs-query';

/** The error log and the audit trail (GET /log, GET /admin/audit; admins only). */

export function fetchLog(filters: LogFilters): Promise<LogPage> {
  const searchParams = pageParams(filters.page, filters.since);
  if (filters.level) searchParams.set('level', filters.level);
  if (filters.source) searchParams.set('source', filters.source);
  if (filters.text) searchParams.set('text', filters.text);
  return http.get('log', { searchParams }).json<LogPage>();
}

export function fetchAudit(filters: AuditFilters): Promise<AuditPage> {
  const searchParams = pageParams(filters.page, filters.since);
  if (filters.action) searchParams.set('action', filters.action);
  if (filters.actor) searchParams.set('actor', filters.actor);
  return http.get('admin/audit', { searchParams }).json<AuditPage>();
}

function pageParams(page: number, since: string): URLSearchParams {
  const params = new URLSearchParams({
    limit: String(LOGS_PAGE_SIZE),
    offset: String((page - 1) * LOGS_PAGE_SIZE),
  });
  const iso = sinceIso(since);
  if (iso) params.set('since', iso);
  return params;
}
