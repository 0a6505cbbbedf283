/** Placeholder: being built (issue 4). */
export function TournamentPage() {
  return null;
}
