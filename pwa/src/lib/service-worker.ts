/// <reference types="vite/client" />
import { Workbox } from 'workbox-window';
import { i18n } from './i18n';
import { keepLocalesOffline } from './offline-locales';
import { useServiceWorkerUpdate } from './service-worker-update';

/** Built by vite-plugin-pwa (vite.config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The part of workbox-window's Workbox that offering an update needs. */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * When a new version is installed and waiting, raises needRefresh; updateNow then tells the
 * waiting worker to take over and reloads once it controls the page.
 */
export function offerUpdates(worker: UpdatableWorker, reload: () => void): void {
  worker.addEventListener('waiting', () => {
    useServiceWorkerUpdate.setState({
      needRefresh: true,
      updateNow: () => {
        worker.addEventListener('controlling', reload);
        worker.messageSkipWaiting();
      },
    });
  });
}

/**
 * Registers the service worker (production builds only: the dev server has none) and checks
 * for a new version every hour. Call once at start-up.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  offerUpdates(workbox, () => window.location.reload());
  workbox
    .register()
    .then((registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
  keepLocalesOffline(i18n);
}
