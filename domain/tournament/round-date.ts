const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day a round was played when a file only gives the tournament's dates: rounds spread
 * evenly from the first day to the last.
 */
export function roundDate(
  startDate: string,
  endDate: string,
  round: number,
  rounds: number,
): string {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Math.max(start, Date.parse(`${endDate}T00:00:00Z`));
  const days = Math.round((end - start) / DAY_MS);
  const offset = rounds > 1 ? Math.floor(((Math.min(round, rounds) - 1) * (days + 1)) / rounds) : 0;
  return new Date(start + Math.min(offset, days) * DAY_MS).toISOString().slice(0, 10);
}
