import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { decodeNetOutput, splitRawOutputs } from '../domain/bots/net-output';
import type {
  NetEvaluation,
  NetQuery,
  NetRunner,
  SearchRequest,
  SearchResult,
} from '../domain/bots/types';
import { emptyList } from '../domain/play/growing-list';
import type { BoardSize } from '../domain/play/types';
import { startThread } from '../threads/start-thread';
import { defaultModelDir } from './model-files';
import type {
  NetThreadBatch,
  NetThreadData,
  NetThreadMessage,
  NetThreadSearch,
} from './net-worker';

/*
 * The server's NetRunner: the network runs in worker threads (net-worker.ts), never on the
 * API's event loop. Queries wait in one FIFO queue; a free worker takes the oldest and up to
 * `maxBatch` - 1 more of the same board size (a batch runs at one size), encodes them (ladder
 * reading included) and runs them as one batch. The answers are
 * decoded here (cheap). A tree search (search()) is one job of that queue, which a worker runs
 * whole, tree and network (net-worker.ts): the API's thread only posts it and reads the answer.
 * Each worker loads the model once.
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

/** A caller waiting for its answer. */
interface Waiting<T> {
  resolve: (answer: T) => void;
  reject: (error: Error) => void;
}

interface EvaluationJob extends Waiting<NetEvaluation> {
  kind: 'evaluate';
  query: NetQuery;
  symmetry: number;
}

interface SearchJob extends Waiting<SearchResult> {
  kind: 'search';
  request: SearchRequest;
  /** Date.now's time by which the search must have stopped */
  deadline: number;
}

type Job = EvaluationJob | SearchJob;

interface Slot {
  worker: Worker;
  /** what the worker runs: a batch of evaluations, or one search alone */
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
    const symmetry = this.symmetry();
    return this.enqueue<NetEvaluation>((waiting) => ({
      kind: 'evaluate',
      query,
      symmetry,
      ...waiting,
    }));
  }

  /**
   * A whole tree search in one worker thread; its time budget runs from this call (waiting in
   * the queue included), on the wall clock. Its leaves get random symmetries.
   */
  search(request: SearchRequest): Promise<SearchResult> {
    const deadline = Date.now() + request.timeBudgetMs;
    return this.enqueue<SearchResult>((waiting) => ({
      kind: 'search',
      request,
      deadline,
      ...waiting,
    }));
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

  private enqueue<T>(job: (waiting: Waiting<T>) => Job): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The network pool is closed'));
    if (this.startFailure && this.slots.length === 0) return Promise.reject(this.startFailure);
    return new Promise((resolve, reject) => {
      this.queue.push(job({ resolve, reject }));
      this.dispatch();
    });
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
      const oldest = this.queue[0];
      if (oldest.kind === 'search') {
        this.queue.shift();
        slot.jobs = [oldest];
        const { request, deadline } = oldest;
        slot.worker.postMessage({ kind: 'search', request, deadline } satisfies NetThreadSearch);
        continue;
      }
      const jobs = this.takeBatch(oldest.query.position.size);
      slot.jobs = jobs;
      slot.worker.postMessage({
        kind: 'batch',
        queries: jobs.map((job) => withoutHistory(job.query)),
        symmetries: jobs.map((job) => job.symmetry),
      } satisfies NetThreadBatch);
    }
  }

  /** The oldest queued evaluations of this board size, up to maxBatch. */
  private takeBatch(size: number): EvaluationJob[] {
    const jobs: EvaluationJob[] = [];
    for (let index = 0; index < this.queue.length && jobs.length < this.maxBatch; index++) {
      const job = this.queue[index];
      if (job.kind === 'evaluate' && job.query.position.size === size) jobs.push(job);
    }
    for (const job of jobs) this.queue.splice(this.queue.indexOf(job), 1);
    return jobs;
  }

  private finish(
    slot: Slot,
    answer: Extract<NetThreadMessage, { kind: 'output' | 'searched' | 'error' }>,
  ): void {
    const jobs = slot.jobs ?? [];
    slot.jobs = null;
    if (answer.kind === 'error') {
      const error = new Error(`The network failed: ${answer.message}`);
      for (const job of jobs) job.reject(error);
    } else if (answer.kind === 'searched') {
      const [job] = jobs;
      if (job?.kind === 'search') job.resolve(answer.result);
    } else {
      const raw = splitRawOutputs(answer.output, jobs.length);
      jobs.forEach((job, index) => {
        if (job.kind !== 'evaluate') return;
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

/** The query without the keys of its earlier boards (the encoding reads the recent boards only). */
function withoutHistory(query: NetQuery): NetQuery {
  return { ...query, position: { ...query.position, history: emptyList<number>() } };
}
