/** Placeholder: being built (issue 4). */
export function GamesPage() {
  return null;
}
