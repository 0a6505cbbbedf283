import { isSyncOfflineError } from '@sync/engine/offline-error';
import { isFullyReplicated, syncAll } from '@sync/engine/sync-engine';
import { startSyncScheduler, type SchedulerEnvironment } from '@sync/engine/sync-scheduler';
import type { SyncProgress, SyncStorage, SyncTransport } from '@sync/engine/types';
import { db } from './db';
import { useSyncStatus, type SyncStatus } from './sync-status-store';
import { createDexieSyncStorage } from './sync-storage';
import { createHttpSyncTransport } from './sync-transport';

/** Dispatched (on window) to ask the running background sync for a run now. */
export const SYNC_REQUEST_EVENT = 'go:sync-request';

/** Asks the background sync to run now (or right after the run in progress). */
export function requestSync(target: EventTarget = window): void {
  target.dispatchEvent(new Event(SYNC_REQUEST_EVENT));
}

/** Everything is injectable for tests; by default the app's database, ky instance and window. */
export interface BackgroundSyncOptions {
  storage?: SyncStorage;
  transport?: SyncTransport;
  /** its onlineEvents also carry SYNC_REQUEST_EVENT */
  environment?: SchedulerEnvironment;
  setStatus?: (status: SyncStatus) => void;
  now?: () => number;
}

interface RunContext {
  storage: SyncStorage;
  transport: SyncTransport;
  setStatus: (status: SyncStatus) => void;
  now: () => number;
}

function browserEnvironment(): SchedulerEnvironment {
  return {
    onlineEvents: window,
    visibilityEvents: document,
    isOnline: () => navigator.onLine,
    isVisible: () => document.visibilityState === 'visible',
    schedule: (callback, delayMs) => {
      const id = window.setTimeout(callback, delayMs);
      return () => window.clearTimeout(id);
    },
  };
}

function failureStatus(error: unknown): SyncStatus {
  if (isSyncOfflineError(error)) return { state: 'offline' };
  return { state: 'error', reason: error instanceof Error ? error.message : String(error) };
}

/** Shows the engine's progress; each collection reports at least once, often the same figures. */
function progressReporter(firstSync: boolean, setStatus: (status: SyncStatus) => void) {
  let shown: { done: number; total: number | null } = { done: 0, total: null };
  if (firstSync) setStatus({ state: 'syncing', ...shown, firstSync });
  return ({ done, total }: SyncProgress) => {
    // a routine check that finds nothing new does not flash "syncing" in the header
    if (!firstSync && total === 0) return;
    if (shown.done === done && shown.total === total) return;
    shown = { done, total };
    setStatus({ state: 'syncing', done, total, firstSync });
  };
}

/** One sync of every collection, reported to the status store; rethrows so the scheduler backs off. */
async function syncOnce(context: RunContext, signal: AbortSignal): Promise<void> {
  const { storage, transport, setStatus, now } = context;
  try {
    const firstSync = !(await isFullyReplicated(storage));
    const onProgress = progressReporter(firstSync, setStatus);
    await syncAll({ storage, transport, signal, onProgress });
    setStatus({ state: 'idle', lastSyncedAt: now() });
  } catch (error) {
    if (!signal.aborted) setStatus(failureStatus(error));
    throw error;
  }
}

/** Starts replication in the background (start, online, tab visible, interval); returns stop. */
export function startBackgroundSync(options: BackgroundSyncOptions = {}): () => void {
  const context: RunContext = {
    storage: options.storage ?? createDexieSyncStorage(db),
    transport: options.transport ?? createHttpSyncTransport(),
    setStatus: options.setStatus ?? ((status) => useSyncStatus.getState().setStatus(status)),
    now: options.now ?? (() => Date.now()),
  };
  const environment = options.environment ?? browserEnvironment();
  const scheduler = startSyncScheduler({
    environment,
    run: (signal) => syncOnce(context, signal),
  });
  environment.onlineEvents.addEventListener(SYNC_REQUEST_EVENT, scheduler.trigger);
  return () => {
    environment.onlineEvents.removeEventListener(SYNC_REQUEST_EVENT, scheduler.trigger);
    scheduler.stop();
  };
}
