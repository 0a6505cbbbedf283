/** The product's game order: date in milliseconds x 10 + round, newest first. */
export function gameSortKey(date: Date | string, round: number): number {
  const ms = typeof date === 'string' ? Date.parse(date) : date.getTime();
  return ms * 10 + round;
}
