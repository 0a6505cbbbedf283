import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@pwa/lib/session-store';
import { hasRole } from '@pwa/lib/session-user';

interface RequireRoleProps {
  role: string;
  /** Where a visitor who is not signed in goes (also after signing out); a user without the role goes home. */
  anonymousRedirect: string;
  children: ReactNode;
}

/** Renders its children only for a user with the role; redirects everybody else. */
export function RequireRole({ role, anonymousRedirect, children }: RequireRoleProps) {
  const user = useSession((state) => state.user);
  const location = useLocation();
  if (hasRole(user, role)) return children;
  // The address has already moved on (signing out goes home first) and this page is about to
  // go: no redirect of its own.
  if (window.location.pathname !== location.pathname) return null;
  const target = user ? '/' : anonymousRedirect;
  return <Navigate to={target} replace state={{ from: location.pathname }} />;
}
