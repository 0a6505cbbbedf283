import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@pwa/lib/session-store';
import { hasRole } from '@pwa/lib/session-user';

interface RequireRoleProps {
  role: string;
  /** Where an anonymous visitor goes; a signed-in user without the role goes home. */
  anonymousRedirect: string;
  children: ReactNode;
}

/** Renders its children only for a user with the role; redirects everybody else. */
export function RequireRole({ role, anonymousRedirect, children }: RequireRoleProps) {
  const user = useSession((state) => state.user);
  const signedOut = useSession((state) => state.signedOut);
  const location = useLocation();
  if (hasRole(user, role)) return children;
  const target = user || signedOut ? '/' : anonymousRedirect;
  return <Navigate to={target} replace state={{ from: location.pathname }} />;
}
