import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { useLinkPrefetch } from '@pwa/lib/link-prefetch';
import { useSession } from '@pwa/lib/session-store';
import { useThemeSync } from '@pwa/lib/theme-sync';
import { router } from './router';
import { routes } from './routes';

/** The whole PWA: a full-page loader until translations and the session are known, then routes. */
export function App() {
  useThemeSync();
  useLinkPrefetch(routes);
  const sessionReady = useSession((state) => state.status === 'ready');
  return (
    <Suspense fallback={<Loader fullPage />}>
      {sessionReady ? <RouterProvider router={router} /> : <Loader fullPage />}
    </Suspense>
  );
}
