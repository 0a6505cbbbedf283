import { MISSING } from './numbers';

/** The product's default language: the locale of missing or unknown language codes. */
const DEFAULT_LOCALE = 'ru';

/** A locale Intl supports for `language` ('en', 'ru-RU'); the default for missing or bad codes. */
function locale(language: string | undefined): string {
  if (!language) return DEFAULT_LOCALE;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(language)[0] ?? DEFAULT_LOCALE;
  } catch {
    // a malformed tag ('en_US!'): Intl throws a RangeError
    return DEFAULT_LOCALE;
  }
}

/** At most this many formatters are kept (a list formats with one or two). */
const KEPT_FORMATS = 32;
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of `kind` for a language, made once: making one costs about a hundred times
 * formatting a date with it (a list of 50 tournaments formats 100 dates).
 */
function keptFormat(
  kind: string,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${kind} ${language ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= KEPT_FORMATS) formats.clear();
    format = new Intl.DateTimeFormat(locale(language), options);
    formats.set(key, format);
  }
  return format;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day an ISO date or date-time starts with, at UTC midnight; null if there is none. */
export function parseIsoDay(iso: string | null | undefined): Date | null {
  const match = iso ? ISO_DAY.exec(iso) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls '2024-02-30' over to March 1: such a day does not exist
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** An ISO date ('2024-05-01') in the language's short form: '01.05.2024', '05/01/2024', '2024/05/01'. */
export function formatDate(iso: string | null | undefined, language: string | undefined): string {
  const date = parseIsoDay(iso);
  if (!date) return MISSING;
  return keptFormat('date', language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** A year-month group heading, capitalised: 'Май 2024 г.', 'May 2024', '2024年5月'. */
export function formatMonthYear(year: number, month: number, language: string | undefined): string {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    return MISSING;
  }
  const text = keptFormat('month', language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
  return text.charAt(0).toLocaleUpperCase(locale(language)) + text.slice(1);
}

/**
 * A date range: one date when both are the same day or one of them is missing,
 * else '01.05.2024 – 03.05.2024'.
 */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  language: string | undefined,
): string {
  const from = parseIsoDay(start);
  const to = parseIsoDay(end);
  if (!from || !to || from.getTime() === to.getTime())
    return formatDate(from ? start : end, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}

/** Languages whose calendars start the week on Sunday; the rest (ru, zh) start on Monday. */
const SUNDAY_FIRST: readonly string[] = ['en'];

/** First day of the week in a language's calendars: 1 = Monday (ru, zh), 0 = Sunday (en). */
export function weekStart(language: string | undefined): 0 | 1 {
  const primary = (language ?? DEFAULT_LOCALE).trim().toLowerCase().split(/[-_]/)[0];
  return SUNDAY_FIRST.includes(primary) ? 0 : 1;
}

export interface TimeOptions {
  /** show the day and month too ('3 мая, 14:05'), for moments that are not today */
  withDay?: boolean;
  /** the clock to read, e.g. 'UTC'; the device's when omitted */
  timeZone?: string;
}

/** A moment on the reader's clock: '14:05', '02:05 PM', or with the day when asked. */
export function formatTime(
  moment: number | Date | null | undefined,
  language: string | undefined,
  { withDay = false, timeZone }: TimeOptions = {},
): string {
  if (moment === null || moment === undefined) return MISSING;
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return MISSING;
  return new Intl.DateTimeFormat(locale(language), {
    ...(withDay ? { day: 'numeric', month: 'short' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
}

/**
 * A moment (ISO date-time) with its day and time in the reader's time zone, or `timeZone`:
 * '24.11.2026, 15:04', '11/24/2026, 3:04 PM'; MISSING for a missing or bad value.
 */
export function formatDateTime(
  iso: string | null | undefined,
  language: string | undefined,
  timeZone?: string,
): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return MISSING;
  return new Intl.DateTimeFormat(locale(language), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
