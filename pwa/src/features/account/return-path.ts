/**
 * Where to go after signing in: the page RequireRole sent the visitor away from
 * (location.state.from), when it is a path of this site; else the home page.
 */
export function returnPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (from.startsWith('/sign-in') || from.startsWith('/sign-up')) return '/';
  return from;
}
