import { Logger } from '@nestjs/common';

/**
 * Reads the data revision every `intervalMs` (another process may move it: an import from the
 * command line, a second instance) and runs `onChange` when it moved, one run at a time; the
 * first read happens at start. A failed read or run is logged and tried at the next tick.
 */
export class RevisionWatcher {
  private readonly logger = new Logger('Statistics');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private seen: number | null = null;
  private stopped = false;

  constructor(
    private readonly readRevision: () => Promise<number>,
    private readonly onChange: (revision: number) => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.tick();
  }

  /** Stops watching; resolves when the run under way, if any, has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.stopped) return;
    this.running = this.check().finally(() => {
      this.running = null;
      if (this.stopped) return;
      this.timer = setTimeout(() => this.tick(), this.intervalMs);
      this.timer.unref();
    });
  }

  private async check(): Promise<void> {
    try {
      const revision = await this.readRevision();
      if (revision === this.seen || this.stopped) return;
      await this.onChange(revision);
      this.seen = revision;
    } catch (error) {
      this.logger.warn(
        `Warming the statistics failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
