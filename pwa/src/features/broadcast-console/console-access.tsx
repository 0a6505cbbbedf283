import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@pwa/lib/session-store';
import { hasRole } from '@pwa/lib/session-user';

/** The roles that may create broadcasts and enter their moves (the API checks the same). */
export const EDITOR_ROLES = ['admin', 'broadcaster'] as const;

function onHistoryMove(callback: () => void): () => void {
  window.addEventListener('popstate', callback);
  return () => window.removeEventListener('popstate', callback);
}

/**
 * Shows the console only to an admin or a broadcaster: a visitor who is not signed in signs in
 * first, any other user is told the page is not theirs.
 */
export function ConsoleAccess({ children }: { children: ReactNode }) {
  const { t } = useTranslation('broadcastConsole');
  const user = useSession((state) => state.user);
  const location = useLocation();
  const addressPath = useSyncExternalStore(onHistoryMove, () => window.location.pathname);
  if (user === null) {
    // signing out has already moved the address on (home): this page is about to go
    if (addressPath !== location.pathname) return null;
    return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  }
  if (EDITOR_ROLES.some((role) => hasRole(user, role))) return children;
  return (
    <div className="console-page">
      <h1 className="console-page__title">{t('access.title')}</h1>
      <p className="notice" role="alert" data-testid="console-no-access">
        {t('access.text')}
      </p>
    </div>
  );
}
