import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { CrashScreen } from './crash-screen';
import { isChunkLoadError, reloadOnceForChunkError, reportCrash } from './crash-report';
import { NotFoundPage } from './pages/not-found-page';

/** The error element of the routes: 404 responses show "page not found", the rest the crash screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const reported = useRef<unknown>(null);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const reloading = isChunkLoadError(error);

  useEffect(() => {
    if (notFound || reported.current === error) return;
    reported.current = error;
    if (reloading && reloadOnceForChunkError()) return;
    reportCrash(error);
  }, [error, notFound, reloading]);

  if (notFound) return <NotFoundPage />;
  return <CrashScreen error={error} />;
}
