/** Months as whole numbers (year × 12 + month − 1), for walking the start-date index by month. */

/** The month of an ISO date ('2024-05-17' -> 2024 × 12 + 4). */
export function monthIndex(isoDate: string): number {
  return Number(isoDate.slice(0, 4)) * 12 + Number(isoDate.slice(5, 7)) - 1;
}

/** The first day of a month as an ISO date, the lower bound of its index range. */
export function monthStart(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}
