/** Something that emits DOM-style events (window, document, an EventTarget in tests). */
export interface EventSource {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** What the scheduler needs of its host; a browser passes window, document and navigator. */
export interface SchedulerEnvironment {
  /** emits `online` */
  onlineEvents: EventSource;
  /** emits `visibilitychange` */
  visibilityEvents: EventSource;
  isOnline(): boolean;
  isVisible(): boolean;
  /** runs callback once after delayMs; returns a function that cancels it */
  schedule(callback: () => void, delayMs: number): () => void;
}

export interface SyncSchedulerOptions {
  /** one sync; a rejection counts as a failure */
  run: (signal: AbortSignal) => Promise<void>;
  environment: SchedulerEnvironment;
  intervalMs?: number;
  backoff?: { initialMs: number; maxMs: number };
}

export interface SyncScheduler {
  /** run now, or once more right after the run in progress */
  readonly trigger: () => void;
  /** removes listeners and timers and aborts the run in progress */
  readonly stop: () => void;
}

export const SYNC_INTERVAL_MS = 5 * 60_000;
export const SYNC_BACKOFF = { initialMs: 5_000, maxMs: 5 * 60_000 };

/** The delay before retry number `failures` (1-based): initial, doubling, capped. */
export function backoffDelay(failures: number, backoff = SYNC_BACKOFF): number {
  return Math.min(backoff.initialMs * 2 ** (failures - 1), backoff.maxMs);
}

/**
 * Runs `run` now, on `online`, when the tab becomes visible, and every intervalMs; after a
 * failure it retries with exponential backoff instead. Never two runs at once: a trigger during
 * a run queues one more. Timed runs are skipped while offline or hidden, since the `online` and
 * `visibilitychange` events trigger a run when that ends.
 */
export function startSyncScheduler(options: SyncSchedulerOptions): SyncScheduler {
  const { run, environment, intervalMs = SYNC_INTERVAL_MS, backoff = SYNC_BACKOFF } = options;
  const controller = new AbortController();
  let running = false;
  let queued = false;
  let stopped = false;
  let failures = 0;
  let cancelTimer: (() => void) | undefined;

  function clearTimer() {
    cancelTimer?.();
    cancelTimer = undefined;
  }

  function trigger() {
    if (stopped) return;
    if (running) {
      queued = true;
      return;
    }
    clearTimer();
    void execute();
  }

  async function execute() {
    running = true;
    let succeeded = true;
    try {
      await run(controller.signal);
    } catch {
      succeeded = false;
    }
    running = false;
    if (stopped) return;
    failures = succeeded ? 0 : failures + 1;
    if (queued) {
      queued = false;
      trigger();
      return;
    }
    cancelTimer = environment.schedule(
      onTimer,
      succeeded ? intervalMs : backoffDelay(failures, backoff),
    );
  }

  function onTimer() {
    cancelTimer = undefined;
    if (environment.isOnline() && environment.isVisible()) trigger();
  }

  function onVisibilityChange() {
    if (environment.isVisible()) trigger();
  }

  environment.onlineEvents.addEventListener('online', trigger);
  environment.visibilityEvents.addEventListener('visibilitychange', onVisibilityChange);
  trigger();

  return {
    trigger,
    stop() {
      stopped = true;
      clearTimer();
      environment.onlineEvents.removeEventListener('online', trigger);
      environment.visibilityEvents.removeEventListener('visibilitychange', onVisibilityChange);
      controller.abort();
    },
  };
}
