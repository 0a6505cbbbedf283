import { parseDates } from '@sabaki/sgf';
import { DAY_MS, isCalendarDate } from '@domain/calendar/calendar-date';

/** The oldest game records known (China, 3rd century) are later than this year. */
export const SGF_EARLIEST_YEAR = 100;

/**
 * Whether an SGF DT value ('2024-05-01', '2024-05', '1846-09-11,12', '2024-05-01,06-02') names
 * only days of the calendar from SGF_EARLIEST_YEAR up to tomorrow: a game recorded has been
 * played. A year or a month alone stands for its first day.
 */
export function isPlausibleSgfDate(text: string, now: number = Date.now()): boolean {
  const dates = parseDates(text);
  if (dates === null || dates.length === 0) return false;
  return dates.every(([year, month = 1, day = 1]) => {
    if (year < SGF_EARLIEST_YEAR || !isCalendarDate({ year, month, day })) return false;
    return Date.UTC(year, month - 1, day) <= now + DAY_MS;
  });
}
