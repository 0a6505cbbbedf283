import { describe, expect, it } from 'vitest';
import {
  readAuditFilters,
  readLogFilters,
  readView,
  sinceIso,
  writeAuditFilters,
  writeLogFilters,
} from './logs-query';

describe('the logs tab address', () => {
  it('reads the error log filters and falls back to defaults for unknown values', () => {
    const params = new URLSearchParams(
      'since=2026-11-26T10:30&level=error&source=client&text=%20boom%20&page=3',
    );
    expect(readLogFilters(params)).toEqual({
      since: '2026-11-26T10:30',
      level: 'error',
      source: 'client',
      text: 'boom',
      page: 3,
    });
    expect(
      readLogFilters(new URLSearchParams('since=yesterday&level=fatal&source=x&page=-2')),
    ).toEqual({ since: '', level: null, source: null, text: '', page: 1 });
  });

  it('writes only what differs from the defaults and reads back the same', () => {
    const filters = { since: '', level: 'warn' as const, source: null, text: 'x', page: 1 };
    const params = writeLogFilters(filters);
    expect(params.toString()).toBe('level=warn&text=x');
    expect(readLogFilters(params)).toEqual(filters);
    expect(readView(params)).toBe('errors');
  });

  it('keeps the audit view and its filters apart', () => {
    const params = writeAuditFilters({ since: '', action: 'user.roles', actor: 'ann', page: 2 });
    expect(params.toString()).toBe('view=audit&action=user.roles&actor=ann&page=2');
    expect(readView(params)).toBe('audit');
    expect(readAuditFilters(params)).toEqual({
      since: '',
      action: 'user.roles',
      actor: 'ann',
      page: 2,
    });
  });

  it('sends the local time of the field as an ISO time', () => {
    expect(sinceIso('2026-11-26T10:30')).toBe(new Date(2026, 10, 26, 10, 30).toISOString());
    expect(sinceIso('')).toBeNull();
    expect(sinceIso('not a time')).toBeNull();
  });
});
