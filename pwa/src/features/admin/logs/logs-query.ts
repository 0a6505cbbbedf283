import { LOG_LEVELS, LOG_SOURCES, type LogLevel, type LogSource } from '@sync/contract/logs';

export const LOG_VIEWS = ['errors', 'audit'] as const;
export type LogsView = (typeof LOG_VIEWS)[number];

/** The error log's filters as kept in the address: ?since=&level=&source=&text=&page= */
export interface LogFilters {
  /** a local date-time as the date-time field writes it ('2026-11-26T10:00'), or '' */
  since: string;
  level: LogLevel | null;
  source: LogSource | null;
  text: string;
  /** from 1 */
  page: number;
}

/** The audit trail's filters as kept in the address: ?view=audit&since=&action=&actor=&page= */
export interface AuditFilters {
  since: string;
  action: string;
  actor: string;
  page: number;
}

export const LOGS_PAGE_SIZE = 50;
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export function readView(params: URLSearchParams): LogsView {
  return params.get('view') === 'audit' ? 'audit' : 'errors';
}

export function readLogFilters(params: URLSearchParams): LogFilters {
  const level = params.get('level');
  const source = params.get('source');
  return {
    since: readSince(params),
    level: LOG_LEVELS.find((known) => known === level) ?? null,
    source: LOG_SOURCES.find((known) => known === source) ?? null,
    text: params.get('text')?.trim() ?? '',
    page: readPage(params),
  };
}

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    since: readSince(params),
    action: params.get('action')?.trim() ?? '',
    actor: params.get('actor')?.trim() ?? '',
    page: readPage(params),
  };
}

/** The address of the error log's view, leaving defaults out. */
export function writeLogFilters(filters: LogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.since) params.set('since', filters.since);
  if (filters.level) params.set('level', filters.level);
  if (filters.source) params.set('source', filters.source);
  if (filters.text) params.set('text', filters.text);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The address of the audit trail's view, leaving defaults out. */
export function writeAuditFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams({ view: 'audit' });
  if (filters.since) params.set('since', filters.since);
  if (filters.action) params.set('action', filters.action);
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The local date-time of the field as the ISO time the API reads; null when none or bad. */
export function sinceIso(since: string): string | null {
  if (!since) return null;
  const date = new Date(since);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function readSince(params: URLSearchParams): string {
  const since = params.get('since') ?? '';
  return LOCAL_DATE_TIME.test(since) && sinceIso(since) ? since : '';
}

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
