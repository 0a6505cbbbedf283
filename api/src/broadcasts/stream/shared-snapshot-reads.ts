import type { Broadcast } from '@sync/contract/broadcasts';

interface Reads {
  /** the read running (or done) last */
  last: Promise<unknown>;
  /** the read not started yet, which every viewer arriving now shares */
  next: Promise<Broadcast> | null;
}

/**
 * Snapshot reads of a broadcast shared by the viewers arriving together (a crowd opening the
 * page at the start of a round makes a few reads, not one each). A viewer shares only a read
 * that starts after it listens: the one waiting for the read in progress to end.
 */
export class SharedSnapshotReads {
  private readonly reads = new Map<number, Reads>();

  read(broadcastId: number, read: () => Promise<Broadcast>): Promise<Broadcast> {
    let reads = this.reads.get(broadcastId);
    if (reads?.next) return reads.next;
    if (!reads) this.reads.set(broadcastId, (reads = { last: Promise.resolve(), next: null }));
    const own = reads;
    const next = own.last.then(
      () => this.start(broadcastId, own, read),
      () => this.start(broadcastId, own, read),
    );
    own.next = next;
    own.last = next;
    return next;
  }

  private async start(
    broadcastId: number,
    reads: Reads,
    read: () => Promise<Broadcast>,
  ): Promise<Broadcast> {
    const running = reads.next;
    reads.next = null;
    try {
      return await read();
    } finally {
      if (reads.last === running && this.reads.get(broadcastId) === reads) {
        this.reads.delete(broadcastId);
      }
    }
  }
}
