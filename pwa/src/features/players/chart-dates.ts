const DAY = 86_400;

/** What the date axis's ticks name at the step between them (in seconds). */
export type DateTickUnit = 'year' | 'month' | 'day';

export function dateTickUnit(step: number): DateTickUnit {
  if (step >= 365 * DAY) return 'year';
  if (step >= 28 * DAY) return 'month';
  return 'day';
}

/** The chart's dates are days in UTC (chartData), and its ticks fall on UTC days (tzDate). */
function dateFormat(
  language: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
}

/**
 * The date axis's tick labels (unix seconds) in the reader's language: years ('2020', zh
 * '2020年') when the ticks are a year or more apart, else months (ru 'янв.', en 'Jan', zh '1月')
 * or days (ru '5 янв.', en 'Jan 5'), the year on a second line under the first tick and where
 * the year changes.
 */
export function dateTicks(
  splits: readonly number[],
  step: number,
  language: string | undefined,
): string[] {
  const unit = dateTickUnit(step);
  const year = dateFormat(language, { year: 'numeric' });
  if (unit === 'year') return splits.map((split) => year.format(split * 1000));
  const label = dateFormat(
    language,
    unit === 'month' ? { month: 'short' } : { day: 'numeric', month: 'short' },
  );
  let shownYear: number | null = null;
  return splits.map((split) => {
    const date = new Date(split * 1000);
    const text = label.format(date);
    if (date.getUTCFullYear() === shownYear) return text;
    shownYear = date.getUTCFullYear();
    return `${text}\n${year.format(date)}`;
  });
}
