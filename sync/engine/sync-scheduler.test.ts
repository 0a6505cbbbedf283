import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  startSyncScheduler,
  SYNC_INTERVAL_MS,
  type SchedulerEnvironment,
} from './sync-scheduler';

function fakeEnvironment() {
  const window = new EventTarget();
  const document = new EventTarget();
  const state = { online: true, visible: true };
  const environment: SchedulerEnvironment = {
    onlineEvents: window,
    visibilityEvents: document,
    isOnline: () => state.online,
    isVisible: () => state.visible,
    schedule: (callback, delayMs) => {
      const id = setTimeout(callback, delayMs);
      return () => clearTimeout(id);
    },
  };
  return {
    environment,
    state,
    goOnline: () => window.dispatchEvent(new Event('online')),
    setVisible: (visible: boolean) => {
      state.visible = visible;
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** A run whose calls stay pending until finished by hand. */
function manualRun() {
  const pending: Array<{ resolve: () => void; reject: (e: Error) => void }> = [];
  let active = 0;
  let maxActive = 0;
  const run = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        const settle = (finish: () => void) => () => {
          active -= 1;
          finish();
        };
        pending.push({
          resolve: settle(resolve),
          reject: (e) => settle(() => reject(e))(),
        });
      }),
  );
  return { run, pending, maxActive: () => maxActive };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('startSyncScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at start and then every five minutes after a success', async () => {
    const { environment } = fakeEnvironment();
    const run = vi.fn(() => Promise.resolve());
    const scheduler = startSyncScheduler({ run, environment });
    await flush();
    expect(run).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('runs on `online` and when the tab becomes visible, not when it is hidden', async () => {
    const env = fakeEnvironment();
    const run = vi.fn(() => Promise.resolve());
    const scheduler = startSyncScheduler({ run, environment: env.environment });
    await flush();

    env.goOnline();
    await flush();
    expect(run).toHaveBeenCalledTimes(2);
    env.setVisible(false);
    await flush();
    expect(run).toHaveBeenCalledTimes(2);
    env.setVisible(true);
    await flush();
    expect(run).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('skips timed runs while hidden or offline and catches up on the events', async () => {
    const env = fakeEnvironment();
    const run = vi.fn(() => Promise.resolve());
    const scheduler = startSyncScheduler({ run, environment: env.environment });
    await flush();

    env.state.visible = false;
    await vi.advanceTimersByTimeAsync(3 * SYNC_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(1);
    env.setVisible(true);
    await flush();
    expect(run).toHaveBeenCalledTimes(2);

    env.state.online = false;
    await vi.advanceTimersByTimeAsync(3 * SYNC_INTERVAL_MS);
    expect(run).toHaveBeenCalledTimes(2);
    env.state.online = true;
    env.goOnline();
    await flush();
    expect(run).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('never runs twice at once: triggers during a run queue exactly one more', async () => {
    const { environment } = fakeEnvironment();
    const manual = manualRun();
    const scheduler = startSyncScheduler({ run: manual.run, environment });
    await flush();

    scheduler.trigger();
    scheduler.trigger();
    scheduler.trigger();
    await flush();
    expect(manual.run).toHaveBeenCalledTimes(1);

    manual.pending[0].resolve();
    await flush();
    expect(manual.run).toHaveBeenCalledTimes(2);
    manual.pending[1].resolve();
    await flush();
    expect(manual.run).toHaveBeenCalledTimes(2);
    expect(manual.maxActive()).toBe(1);
    scheduler.stop();
  });

  it('backs off exponentially after failures, up to five minutes, and resets on success', async () => {
    const { environment } = fakeEnvironment();
    const startedAt: number[] = [];
    let fail = true;
    const run = vi.fn(() => {
      startedAt.push(Date.now());
      return fail ? Promise.reject(new Error('500')) : Promise.resolve();
    });
    const scheduler = startSyncScheduler({ run, environment });

    await vi.advanceTimersByTimeAsync(20 * 60_000);
    const gaps = startedAt.slice(1).map((t, i) => (t - startedAt[i]) / 1000);
    expect(gaps.slice(0, 8)).toEqual([5, 10, 20, 40, 80, 160, 300, 300]);

    fail = false;
    scheduler.trigger();
    await flush();
    const succeededAt = Date.now();
    fail = true;
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS + 5_000);
    expect(startedAt.filter((t) => t >= succeededAt).map((t) => t - succeededAt)).toEqual([
      0,
      SYNC_INTERVAL_MS,
      SYNC_INTERVAL_MS + 5_000,
    ]);
    scheduler.stop();
  });

  it('stop removes listeners and timers and aborts the run in progress', async () => {
    const env = fakeEnvironment();
    const manual = manualRun();
    const scheduler = startSyncScheduler({ run: manual.run, environment: env.environment });
    await flush();
    const [signal] = manual.run.mock.calls[0] as unknown as [AbortSignal];

    scheduler.stop();
    expect(signal.aborted).toBe(true);
    manual.pending[0].reject(new Error('aborted'));
    env.goOnline();
    env.setVisible(true);
    scheduler.trigger();
    await vi.advanceTimersByTimeAsync(60 * 60_000);

    expect(manual.run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('backoffDelay', () => {
  it('doubles from five seconds and caps at five minutes', () => {
    expect([1, 2, 3, 7, 8, 20].map((n) => backoffDelay(n))).toEqual([
      5_000, 10_000, 20_000, 300_000, 300_000, 300_000,
    ]);
  });
});
