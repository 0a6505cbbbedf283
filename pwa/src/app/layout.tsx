import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { Toaster } from '@pwa/components/toaster';
import { useScrollRestoration } from '@pwa/lib/scroll-restoration';
import { ConsentBanner } from './consent-banner';
import { useConnectionToasts } from './connection-toasts';
import { SiteFooter } from './footer/site-footer';
import { SiteHeader } from './header/site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopProgress } from './top-progress';
import { UpdatePrompt } from './update-prompt';

/** The frame of every page: header, main content, footer, toasts and the update prompt. */
export function Layout() {
  useScrollRestoration();
  useConnectionToasts();
  return (
    <div className="app">
      <SkipLink />
      <TopProgress />
      <SiteHeader />
      <main id={MAIN_ID} className="main container" tabIndex={-1}>
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <Toaster />
      <UpdatePrompt />
      <ConsentBanner />
    </div>
  );
}
