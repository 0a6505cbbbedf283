import { create } from 'zustand';

interface ServiceWorkerUpdate {
  /** a new version of the app is installed and waiting to take over */
  needRefresh: boolean;
  /** activates the waiting version and reloads the page once it controls it */
  updateNow: () => void;
}

/** Whether a new version of the app is waiting (shown by the update prompt). */
export const useServiceWorkerUpdate = create<ServiceWorkerUpdate>(() => ({
  needRefresh: false,
  updateNow: () => undefined,
}));
