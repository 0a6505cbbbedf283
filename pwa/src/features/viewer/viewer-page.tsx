/** Placeholder: being built (issue 4). */
export function ViewerPage() {
  return null;
}
