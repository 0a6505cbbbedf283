import { describe, expect, it } from 'vitest';
import type { Broadcast } from '@sync/contract/broadcasts';
import { SharedSnapshotReads } from './shared-snapshot-reads';

/** A read that ends when the test says, counting how many were started. */
function reader() {
  const pending: Array<(value: Broadcast) => void> = [];
  let started = 0;
  const read = () => {
    started++;
    return new Promise<Broadcast>((resolve) => pending.push(resolve));
  };
  return {
    read,
    started: () => started,
    finish: (title: string) => pending.shift()?.({ title } as Broadcast),
  };
}

describe('SharedSnapshotReads', () => {
  it('shares one read among the viewers arriving before it starts', async () => {
    const reads = new SharedSnapshotReads();
    const source = reader();
    const first = reads.read(1, source.read);
    const second = reads.read(1, source.read);
    await Promise.resolve();
    await Promise.resolve();
    expect(source.started()).toBe(1);
    source.finish('one');
    expect((await first).title).toBe('one');
    expect((await second).title).toBe('one');
  });

  it('gives a viewer arriving during a read the next read, shared with the others waiting', async () => {
    const reads = new SharedSnapshotReads();
    const source = reader();
    const early = reads.read(1, source.read);
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.started()).toBe(1);
    const late = reads.read(1, source.read);
    const later = reads.read(1, source.read);
    source.finish('before');
    expect((await early).title).toBe('before');
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.started()).toBe(2);
    source.finish('after');
    expect((await late).title).toBe('after');
    expect((await later).title).toBe('after');
  });

  it('reads each broadcast on its own, and passes a failure to the viewers of that read', async () => {
    const reads = new SharedSnapshotReads();
    const failing = reads.read(1, () => Promise.reject(new Error('No broadcast with such id')));
    const other = reads.read(2, () => Promise.resolve({ title: 'two' } as Broadcast));
    await expect(failing).rejects.toThrow('No broadcast with such id');
    expect((await other).title).toBe('two');
    const again = reads.read(1, () => Promise.resolve({ title: 'one' } as Broadcast));
    expect((await again).title).toBe('one');
  });
});
