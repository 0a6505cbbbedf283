import { Logger } from '@nestjs/common';

/**
 * Runs a task every `periodMs()` (read again at each restart), never two runs at once; a failed
 * run is logged (under the repeater's name) and the next one comes as usual.
 */
export class Repeater {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly periodMs: () => number,
    private readonly task: () => Promise<void> | void,
  ) {}

  start(): void {
    this.stopTimer();
    this.timer = setInterval(() => void this.runOnce(), this.periodMs());
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopTimer();
    await this.running;
  }

  runOnce(): Promise<void> {
    this.running ??= this.run().finally(() => (this.running = null));
    return this.running;
  }

  private async run(): Promise<void> {
    try {
      await this.task();
    } catch (error) {
      new Logger(this.name).warn(
        `${this.name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
