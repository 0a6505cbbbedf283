/** Open sockets per client address, refusing one over a cap. */
export class AddressCounts {
  private readonly counts = new Map<string, number>();

  /** Counts one more socket from `address`, unless it already has `cap`: then false. */
  admit(address: string, cap: number): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= cap) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = this.counts.get(address) ?? 0;
    if (count <= 1) this.counts.delete(address);
    else this.counts.set(address, count - 1);
  }
}
