import { afterEach, describe, expect, it } from 'vitest';
import { InProcessBus } from '../../common/realtime/in-process-bus';
import { BroadcastViewerCounts } from './broadcast-viewer-counts';

describe('BroadcastViewerCounts', () => {
  const running: BroadcastViewerCounts[] = [];
  afterEach(() => running.splice(0).forEach((counts) => counts.stop()));

  /** Two instances' counts on one bus, each noting which broadcasts it was told changed. */
  const instances = () => {
    const bus = new InProcessBus();
    return ['a', 'b'].map((name) => {
      const changed: number[] = [];
      const counts = new BroadcastViewerCounts(bus, name, (id) => changed.push(id));
      counts.start();
      running.push(counts);
      return { counts, changed };
    });
  };

  it('counts its own viewers at once, and tells of each change', () => {
    const [a] = instances();
    a.counts.join(7, 'ip:10.0.0.1');
    a.counts.join(7, 'user:1');
    a.counts.join(8, 'ip:10.0.0.1');
    expect(a.counts.of(7)).toBe(2);
    a.counts.leave(7, 'ip:10.0.0.1');
    expect(a.counts.of(7)).toBe(1);
    expect(a.counts.of(8)).toBe(1);
    expect(a.changed).toEqual([7, 7, 8, 7]);
  });

  it('counts a viewer with several streams once, until the last of them leaves', () => {
    const [a] = instances();
    for (let stream = 0; stream < 3; stream++) a.counts.join(7, 'ip:10.0.0.1');
    a.counts.join(7, 'user:1');
    a.counts.join(7, 'user:1');
    expect(a.counts.of(7)).toBe(2);
    expect(a.changed).toEqual([7, 7]);
    a.counts.leave(7, 'ip:10.0.0.1');
    a.counts.leave(7, 'ip:10.0.0.1');
    a.counts.leave(7, 'user:1');
    expect(a.counts.of(7)).toBe(2);
    a.counts.leave(7, 'ip:10.0.0.1');
    expect(a.counts.of(7)).toBe(1);
    a.counts.leave(7, 'user:1');
    expect(a.counts.of(7)).toBe(0);
    expect(a.changed).toEqual([7, 7, 7, 7]);
  });

  it('sums the parts of every instance once they are shared', async () => {
    const [a, b] = instances();
    a.counts.join(7, 'user:1');
    b.counts.join(7, 'user:2');
    b.counts.join(7, 'ip:10.0.0.1');
    b.counts.join(7, 'ip:10.0.0.1');
    await expect.poll(() => a.counts.of(7)).toBe(3);
    await expect.poll(() => b.counts.of(7)).toBe(3);
    expect(a.changed).toContain(7);
    b.counts.leave(7, 'user:2');
    b.counts.leave(7, 'ip:10.0.0.1');
    b.counts.leave(7, 'ip:10.0.0.1');
    await expect.poll(() => a.counts.of(7)).toBe(1);
    expect(b.counts.of(7)).toBe(1);
    expect(a.counts.of(8)).toBe(0);
  });

  it('no longer counts a part not refreshed for a minute (its instance died)', async () => {
    const [a, b] = instances();
    b.counts.join(7, 'user:1');
    await expect.poll(() => a.counts.of(7)).toBe(1);
    expect(a.counts.of(7, Date.now() + 61_000)).toBe(0);
  });
});
