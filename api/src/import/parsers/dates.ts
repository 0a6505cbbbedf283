const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function iso(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** '2023-07-23' (also '2023.07.23' or '2023/7/23') as an ISO date; undefined if not a date. */
export function isoDate(text: string): string | undefined {
  const match = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(text.trim());
  return match ? iso(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}

/** An American date '7/2/2008' (month/day/year) as an ISO date. */
export function usDate(text: string): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return match ? iso(Number(match[3]), Number(match[1]), Number(match[2])) : undefined;
}

/** The first date written like '27 Dec 2018' in the text. */
export function findDayMonthYear(text: string): string | undefined {
  const match = /\b(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})\b/.exec(text);
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[2].toLowerCase()) + 1;
  return month > 0 ? iso(Number(match[3]), month, Number(match[1])) : undefined;
}

/** The start date of an EGD tournament code: T230723B is 2023-07-23. */
export function dateFromEgdCode(code: string): string | undefined {
  const match = /^[A-Z](\d{2})(\d{2})(\d{2})/i.exec(code);
  if (!match) return undefined;
  const yy = Number(match[1]);
  return iso(yy >= 80 ? 1900 + yy : 2000 + yy, Number(match[2]), Number(match[3]));
}

/** An ISO date written in a file name: 'egf_db-2018-12-27.txt'. */
export function dateInFileName(fileName: string): string | undefined {
  const match = /(\d{4})-(\d{2})-(\d{2})/.exec(fileName);
  return match ? iso(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
}
