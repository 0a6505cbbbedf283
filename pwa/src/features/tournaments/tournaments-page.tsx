/** Placeholder: being built (issue 4). */
export function TournamentsPage() {
  return null;
}
