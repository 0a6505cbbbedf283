import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { decodeNetOutput } from '../domain/bots/net-output';
import type { NetEvaluation, NetQuery, NetRunner } from '../domain/bots/types';
import type { BoardSize } from '../domain/play/types';
import { startThread } from '../threads/start-thread';
import { splitRawOutputs } from './katago-net';
import { defaultModelDir } from './model-files';
import type { NetThreadBatch, NetThreadData, NetThreadMessage } from './net-worker';

/*
 * The server's NetRunner: the network runs in worker threads (net-worker.ts), never on the
 * API's event loop. Queries wait in one FIFO queue; a free worker takes the oldest and up to
 * `maxBatch` - 1 more of the same board size (a batch runs at one size), encodes them (ladder
 * reading included) and runs them as one batch. The answers are
 * decoded here (cheap). Each worker loads the model once.
 */

/** The workers a pool runs when not told: two, or one on a single core. */
export function defaultWorkerCount(): number {
  return Math.min(2, availableParallelism());
}

/** The queries one worker runs together when not told. */
export const DEFAULT_MAX_BATCH = 4;

export interface WorkerPoolOptions {
  /** number of workers; default min(2, available cores) */
  size?: number;
  /** default defaultModelDir() (KATAGO_MODEL_DIR or public/models/katago-b6c96) */
  modelDir?: string;
  /** queued queries one worker runs together; default 4 */
  maxBatch?: number;
  /** the symmetry of each query (0..7); default a random one, for variety */
  symmetry?: () => number;
}

interface Job {
  query: NetQuery;
  symmetry: number;
  resolve: (evaluation: NetEvaluation) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  jobs: Job[] | null;
}

export class WorkerPoolRunner implements NetRunner {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly maxBatch: number;
  private readonly symmetry: () => number;
  private closed = false;
  /** why the last worker could not start, while none runs */
  private startFailure: Error | null = null;
  /** resolves when every worker has loaded the model; rejects when one could not */
  readonly ready: Promise<void>;

  constructor(options: WorkerPoolOptions = {}) {
    const size = options.size ?? defaultWorkerCount();
    const modelDir = options.modelDir ?? defaultModelDir();
    this.maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
    this.symmetry = options.symmetry ?? (() => Math.floor(Math.random() * 8));
    this.ready = Promise.all(Array.from({ length: size }, () => this.startWorker(modelDir))).then(
      () => undefined,
    );
    // A caller that never awaits `ready` still sees failures through evaluate().
    this.ready.catch(() => undefined);
  }

  evaluate(query: NetQuery): Promise<NetEvaluation> {
    if (this.closed) return Promise.reject(new Error('The network pool is closed'));
    if (this.startFailure && this.slots.length === 0) return Promise.reject(this.startFailure);
    return new Promise((resolve, reject) => {
      this.queue.push({ query, symmetry: this.symmetry(), resolve, reject });
      this.dispatch();
    });
  }

  stats(): { busy: number; queued: number } {
    return {
      busy: this.slots.filter((slot) => slot.jobs !== null).length,
      queued: this.queue.length,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The network pool is closed');
    for (const job of this.queue.splice(0)) job.reject(error);
    for (const slot of this.slots) for (const job of slot.jobs ?? []) job.reject(error);
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  /**
   * One worker: it joins the pool once its model is loaded. A worker that dies after that
   * (an exception, an exit) fails its jobs and is replaced; one that cannot start fails the
   * queue, and the pool answers every later query with that failure while no worker runs.
   */
  private startWorker(modelDir: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const worker = startThread(join(__dirname, 'net-worker'), {
        workerData: { modelDir } satisfies NetThreadData,
      });
      const slot: Slot = { worker, jobs: null };
      let started = false;
      let failure: Error | null = null;
      const failStart = (error: Error): void => {
        this.startFailure = error;
        reject(error);
        if (this.slots.length === 0) for (const job of this.queue.splice(0)) job.reject(error);
      };
      worker.on('message', (message: NetThreadMessage) => {
        if (message.kind === 'ready') {
          started = true;
          this.startFailure = null;
          this.slots.push(slot);
          resolve();
          this.dispatch();
        } else if (message.kind === 'fatal') {
          failStart(new Error(`The network worker did not start: ${message.message}`));
          void worker.terminate();
        } else {
          this.finish(slot, message);
        }
      });
      worker.on('error', (error) => {
        failure = error;
      });
      worker.on('exit', (code) => {
        if (!started) {
          if (!this.closed) failStart(failure ?? new Error(`The network worker exited (${code})`));
          return;
        }
        const error = failure ?? new Error(`The network worker exited (${code})`);
        for (const job of slot.jobs ?? []) job.reject(error);
        slot.jobs = null;
        const index = this.slots.indexOf(slot);
        if (index >= 0) this.slots.splice(index, 1);
        if (!this.closed) this.startWorker(modelDir).catch(() => undefined);
      });
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.jobs !== null) continue;
      const jobs = this.takeBatch();
      slot.jobs = jobs;
      slot.worker.postMessage({
        queries: jobs.map((job) => withRecentHistory(job.query)),
        symmetries: jobs.map((job) => job.symmetry),
      } satisfies NetThreadBatch);
    }
  }

  /** The oldest queued job and the next ones of its board size, up to maxBatch. */
  private takeBatch(): Job[] {
    const size = this.queue[0].query.position.size;
    const jobs: Job[] = [];
    for (let index = 0; index < this.queue.length && jobs.length < this.maxBatch;) {
      if (this.queue[index].query.position.size === size) jobs.push(...this.queue.splice(index, 1));
      else index++;
    }
    return jobs;
  }

  private finish(
    slot: Slot,
    answer: Extract<NetThreadMessage, { kind: 'output' | 'error' }>,
  ): void {
    const jobs = slot.jobs ?? [];
    slot.jobs = null;
    if (answer.kind === 'error') {
      const error = new Error(`The network failed: ${answer.message}`);
      for (const job of jobs) job.reject(error);
    } else {
      const raw = splitRawOutputs(answer.output, jobs.length);
      jobs.forEach((job, index) => {
        try {
          job.resolve(
            decodeNetOutput(raw[index], job.query.position.size as BoardSize, job.symmetry),
          );
        } catch (error) {
          job.reject(error as Error);
        }
      });
    }
    this.dispatch();
  }
}

/** The query without the older boards of its history (the encoding reads the last two only). */
function withRecentHistory(query: NetQuery): NetQuery {
  const { position } = query;
  return { ...query, position: { ...position, history: position.history.slice(-2) } };
}
