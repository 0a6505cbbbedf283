import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@pwa/lib/session-store';
import { hasRole } from '@pwa/lib/session-user';

interface RequireRoleProps {
  role: string;
  /** Where a visitor who is not signed in goes (also after signing out); a user without the role goes home. */
  anonymousRedirect: string;
  children: ReactNode;
}

function onHistoryMove(callback: () => void): () => void {
  window.addEventListener('popstate', callback);
  return () => window.removeEventListener('popstate', callback);
}

/** The address bar's path, drawn again when Back or Forward moves it. */
function useAddressPath(): string {
  return useSyncExternalStore(onHistoryMove, () => window.location.pathname);
}

/** Renders its children only for a user with the role; redirects everybody else. */
export function RequireRole({ role, anonymousRedirect, children }: RequireRoleProps) {
  const user = useSession((state) => state.user);
  const location = useLocation();
  const addressPath = useAddressPath();
  if (hasRole(user, role)) return children;
  // The address has already moved on (signing out goes home first) and this page is about to
  // go: no redirect of its own. Back to this page (the router may not draw it anew, as it is the
  // page drawn last) draws the guard again through the address, and it redirects then.
  if (addressPath !== location.pathname) return null;
  const target = user ? '/' : anonymousRedirect;
  return <Navigate to={target} replace state={{ from: location.pathname }} />;
}
