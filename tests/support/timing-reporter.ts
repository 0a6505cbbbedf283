import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** One test file's run: its project, and when it started and ended (ms since epoch). */
export interface FileTiming {
  project: string;
  file: string;
  start: number;
  end: number;
  ok: boolean;
}

/**
 * Writes every test file's project, start and end to the file named by TEST_TIMINGS_FILE, for
 * .ci/run's table of phases (scripts/ci-report.mjs); does nothing without it.
 */
export default class TimingReporter implements Reporter {
  private readonly started = new Map<string, number>();
  private readonly timings: FileTiming[] = [];

  /** When a worker takes the file, before it is imported (so its set-up counts too). */
  onTestModuleQueued(testModule: TestModule): void {
    this.started.set(this.key(testModule), Date.now());
  }

  onTestModuleEnd(testModule: TestModule): void {
    const key = this.key(testModule);
    this.timings.push({
      project: testModule.project.name,
      file: testModule.relativeModuleId,
      start: this.started.get(key) ?? Date.now(),
      end: Date.now(),
      ok: testModule.ok(),
    });
  }

  onTestRunEnd(): void {
    const path = process.env.TEST_TIMINGS_FILE;
    if (path) writeFileSync(path, JSON.stringify(this.timings));
  }

  private key(testModule: TestModule): string {
    return `${testModule.project.name}:${testModule.moduleId}`;
  }
}
