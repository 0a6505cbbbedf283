import { useEffect, useMemo, useRef } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { CrashScreen } from './crash-screen';
import {
  isChunkLoadError,
  mayReloadForChunkError,
  reloadOnceForChunkError,
  reportCrash,
} from './crash-report';
import { NotFoundPage } from './pages/not-found-page';

/** The error element of the routes: 404 responses show "page not found", the rest the crash screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const reported = useRef<unknown>(null);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Decided once per error: the reload itself marks the guard, which must not flip the screen.
  const reloading = useMemo(() => isChunkLoadError(error) && mayReloadForChunkError(), [error]);

  useEffect(() => {
    if (notFound || reported.current === error) return;
    reported.current = error;
    if (reloading && reloadOnceForChunkError()) return;
    reportCrash(error);
  }, [error, notFound, reloading]);

  if (notFound) return <NotFoundPage />;
  // A reload is on its way: no crash screen flashing before it.
  if (reloading) return <Loader />;
  return <CrashScreen error={error} />;
}
