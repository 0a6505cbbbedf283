import type { RouteObject } from 'react-router-dom';
import { Loader } from '@pwa/components/loader';
import { Layout } from './layout';
import { NotFoundPage } from './pages/not-found-page';
import { RequireRole } from './require-role';
import { RouteErrorBoundary } from './route-error-boundary';
import type { SectionHandle } from './sections';

/** Every page is its own chunk; the layout and the error screen are in the entry bundle. */
const pages: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('@pwa/features/home/home-page')).HomePage }),
  },
  {
    path: 'players',
    lazy: async () => ({
      Component: (await import('@pwa/features/players/players-page')).PlayersPage,
    }),
  },
  {
    path: 'players/:id',
    lazy: async () => ({
      Component: (await import('@pwa/features/players/player-page')).PlayerPage,
    }),
  },
  {
    path: 'calculator',
    lazy: async () => ({
      Component: (await import('@pwa/features/calculator/calculator-page')).CalculatorPage,
    }),
  },
  {
    path: 'about',
    lazy: async () => ({ Component: (await import('./pages/about-page')).AboutPage }),
  },
  {
    path: 'throw-error',
    lazy: async () => ({ Component: (await import('./pages/throw-error-page')).ThrowErrorPage }),
  },
  {
    path: 'tournaments',
    lazy: async () => ({
      Component: (await import('@pwa/features/tournaments/tournaments-page')).TournamentsPage,
    }),
  },
  {
    path: 'tournaments/:id',
    lazy: async () => ({
      Component: (await import('@pwa/features/tournaments/tournament-page')).TournamentPage,
    }),
  },
  {
    path: 'games',
    lazy: async () => ({
      Component: (await import('@pwa/features/games/games-page')).GamesPage,
    }),
  },
  {
    path: 'viewer/:id',
    lazy: async () => ({
      Component: (await import('@pwa/features/viewer/viewer-page')).ViewerPage,
    }),
  },
  {
    path: 'viewer/file/:id',
    lazy: async () => ({
      Component: (await import('@pwa/features/viewer/file-viewer-page')).FileViewerPage,
    }),
  },
  {
    path: 'games/records',
    lazy: async () => ({
      Component: (await import('@pwa/features/game-library/library-page')).LibraryPage,
    }),
  },
  {
    path: 'games/video',
    lazy: async () => ({
      Component: (await import('@pwa/features/video/video-page')).VideoPage,
    }),
  },
  {
    path: 'viewer/online/:id',
    lazy: async () => ({
      Component: (await import('@pwa/features/viewer/online-viewer-page')).OnlineViewerPage,
    }),
  },
  {
    path: 'statistics',
    lazy: async () => ({
      Component: (await import('@pwa/features/statistics/statistics-page')).StatisticsPage,
    }),
  },
  {
    path: 'sign-in',
    lazy: async () => ({
      Component: (await import('@pwa/features/account/sign-in-page')).SignInPage,
    }),
  },
  {
    path: 'sign-up',
    lazy: async () => ({
      Component: (await import('@pwa/features/account/sign-up-page')).SignUpPage,
    }),
  },
  {
    path: 'sign-up/:code',
    lazy: async () => ({
      Component: (await import('@pwa/features/account/activate-page')).ActivatePage,
    }),
  },
  {
    path: 'confirm-email/:code',
    lazy: async () => ({
      Component: (await import('@pwa/features/account/confirm-email-page')).ConfirmEmailPage,
    }),
  },
  {
    path: 'reset-password',
    lazy: async () => ({
      Component: (await import('@pwa/features/account/reset-request-page')).ResetRequestPage,
    }),
  },
  {
    path: 'reset-password/:resetToken',
    lazy: async () => ({
      Component: (await import('@pwa/features/account/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    // GoGlass is for signed-in users: a visitor signs in first and comes back.
    path: 'go-glass',
    handle: { section: 'goGlass' } satisfies SectionHandle,
    lazy: async () => {
      const { GoGlassPage } = await import('@pwa/features/go-glass/go-glass-page');
      return {
        Component: () => (
          <RequireRole role="user" anonymousRedirect="/sign-in">
            <GoGlassPage />
          </RequireRole>
        ),
      };
    },
  },
  {
    path: 'games/self',
    lazy: async () => {
      const { MyGamesPage } = await import('@pwa/features/play/my-games-page');
      return {
        Component: () => (
          <RequireRole role="user" anonymousRedirect="/sign-in">
            <MyGamesPage />
          </RequireRole>
        ),
      };
    },
  },
  {
    path: 'server',
    lazy: async () => ({
      Component: (await import('@pwa/features/play/lobby-page')).LobbyPage,
    }),
  },
  {
    path: 'server/bot',
    lazy: async () => ({
      Component: (await import('@pwa/features/bot-offline/bot-offline-page')).BotOfflinePage,
    }),
  },
  {
    path: 'server/:id',
    lazy: async () => ({
      Component: (await import('@pwa/features/play/game-page')).GamePage,
    }),
  },
  {
    path: 'demo',
    lazy: async () => ({ Component: (await import('@pwa/features/demo/demo-page')).DemoPage }),
  },
  {
    path: 'broadcasts',
    lazy: async () => ({
      Component: (await import('@pwa/features/broadcasts/broadcasts-page')).BroadcastsPage,
    }),
  },
  {
    path: 'broadcasts/new',
    lazy: async () => ({
      Component: (await import('@pwa/features/broadcast-console/new-broadcast-page'))
        .NewBroadcastPage,
    }),
  },
  {
    path: 'broadcast/:id',
    lazy: async () => ({
      Component: (await import('@pwa/features/broadcasts/broadcast-page')).BroadcastPage,
    }),
  },
  {
    path: 'broadcast/:id/console',
    lazy: async () => ({
      Component: (await import('@pwa/features/broadcast-console/console-page')).ConsolePage,
    }),
  },
  {
    path: 'admin',
    handle: { section: 'admin' } satisfies SectionHandle,
    lazy: async () => {
      const { AdminLayout } = await import('@pwa/features/admin/admin-layout');
      return {
        Component: () => (
          <RequireRole role="admin" anonymousRedirect="/">
            <AdminLayout />
          </RequireRole>
        ),
      };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('@pwa/features/admin/admin-page')).AdminPage,
        }),
      },
      {
        path: 'tournaments',
        lazy: async () => ({
          Component: (await import('@pwa/features/admin/tournaments/tournaments-tab'))
            .AdminTournamentsTab,
        }),
      },
      {
        path: 'places',
        lazy: async () => ({
          Component: (await import('@pwa/features/admin/places/places-tab')).AdminPlacesTab,
        }),
      },
      {
        path: 'players',
        lazy: async () => ({
          Component: (await import('@pwa/features/admin/players/players-tab')).AdminPlayersTab,
        }),
      },
      {
        path: 'imports',
        lazy: async () => ({
          Component: (await import('@pwa/features/admin/imports/imports-tab')).AdminImportsTab,
        }),
      },
      {
        path: 'logs',
        lazy: async () => ({
          Component: (await import('@pwa/features/admin/logs/logs-tab')).AdminLogsTab,
        }),
      },
      {
        path: 'feedback',
        lazy: async () => ({
          Component: (await import('@pwa/features/admin/feedback/feedback-tab')).AdminFeedbackTab,
        }),
      },
      {
        path: 'video',
        lazy: async () => ({
          Component: (await import('@pwa/features/admin/video/video-tab')).AdminVideoTab,
        }),
      },
    ],
  },
  {
    path: 'user',
    lazy: async () => {
      const [{ UserPage }, { RecentGamesSection }] = await Promise.all([
        import('@pwa/features/profile/user-page'),
        import('@pwa/features/play/recent-games-section'),
      ]);
      return {
        Component: () => (
          <RequireRole role="user" anonymousRedirect="/sign-in">
            <UserPage renderGames={(userId) => <RecentGamesSection userId={userId} />} />
          </RequireRole>
        ),
      };
    },
  },
  // In the entry bundle anyway: the error screen shows it for 404 responses.
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    // The layout itself failed: the error screen without header and footer.
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        // Pages fail inside the layout, so the menu stays usable.
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: Loader,
        children: pages,
      },
    ],
  },
];
