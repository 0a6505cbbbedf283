/** Placeholder: being built (issue 4). */
export function StatisticsPage() {
  return null;
}
