/** Dates as whole days since 1970-01-01 (UTC): cheap to compare, add and draw. */
const MS_PER_DAY = 86_400_000;

export function dayFromIso(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new Error(`Not an ISO date: ${iso}`);
  return Math.floor(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / MS_PER_DAY,
  );
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** The civil date of a day number (H. Hinnant's days_from_civil inverse), without a Date. */
export function isoFromDay(day: number): string {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

export function dayOfYearStart(year: number): number {
  return Math.floor(Date.UTC(year, 0, 1) / MS_PER_DAY);
}

export function yearOfDay(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The first Saturday on or after the day. */
export function nextSaturday(day: number): number {
  return day + ((6 - weekday(day) + 7) % 7);
}

/** Fractional year, e.g. 2012.5 in early July 2012; what strength drift is computed on. */
export function yearFraction(day: number): number {
  return 1970 + day / 365.2425;
}
