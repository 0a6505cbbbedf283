/** An ISO date ('2024-05-01') in the language's short form; '—' when missing. */
export function formatDate(iso: string | null | undefined, language: string | undefined): string {
  if (!iso) return '—';
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language ?? 'ru', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** 'май 2024' / 'May 2024' / '2024年5月' for a year-month group heading. */
export function formatMonthYear(year: number, month: number, language: string | undefined): string {
  return new Intl.DateTimeFormat(language ?? 'ru', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/** A date range: one date when both are the same day. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  language: string | undefined,
): string {
  const from = formatDate(start, language);
  if (!end || end.slice(0, 10) === start?.slice(0, 10)) return from;
  return `${from} – ${formatDate(end, language)}`;
}

/** First day of the week in a language's calendars: 1 = Monday (ru, zh), 0 = Sunday (en). */
export function weekStart(language: string | undefined): 0 | 1 {
  return language?.startsWith('en') ? 0 : 1;
}
