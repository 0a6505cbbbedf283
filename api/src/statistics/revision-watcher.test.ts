import { describe, expect, it, vi } from 'vitest';
import { RevisionWatcher } from './revision-watcher';

describe('RevisionWatcher', () => {
  it('runs at start and again only when the revision moved', async () => {
    vi.useFakeTimers();
    try {
      let revision = 1;
      const seen: number[] = [];
      const watcher = new RevisionWatcher(
        () => Promise.resolve(revision),
        (r) => {
          seen.push(r);
          return Promise.resolve();
        },
        1000,
      );
      watcher.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toEqual([1]);
      await vi.advanceTimersByTimeAsync(3000);
      expect(seen).toEqual([1]);
      revision = 2;
      await vi.advanceTimersByTimeAsync(1000);
      expect(seen).toEqual([1, 2]);
      await watcher.stop();
      revision = 3;
      await vi.advanceTimersByTimeAsync(5000);
      expect(seen).toEqual([1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries a failed run again at the next tick, and stop waits for the run under way', async () => {
    vi.useFakeTimers();
    try {
      let attempts = 0;
      let finish!: () => void;
      const watcher = new RevisionWatcher(
        () => Promise.resolve(7),
        () => {
          attempts += 1;
          if (attempts === 1) return Promise.reject(new Error('busy'));
          return new Promise<void>((resolve) => (finish = resolve));
        },
        1000,
      );
      watcher.start();
      await vi.advanceTimersByTimeAsync(1000);
      expect(attempts).toBe(2);
      let stopped = false;
      const stopping = watcher.stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      finish();
      await stopping;
      expect(stopped).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
