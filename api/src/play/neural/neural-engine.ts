import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type {
  NetEvaluation,
  NetQuery,
  NetRunner,
  SearchRequest,
  SearchResult,
} from '@domain/bots/types';
import { defaultModelDir } from '@neural/model-files';
import { DEFAULT_MAX_BATCH, defaultWorkerCount, WorkerPoolRunner } from '@neural/worker-pool';

/** Worker threads running the network: NEURAL_WORKERS, else the pool's default (up to 2). */
function poolSize(): number | undefined {
  const configured = Number(process.env.NEURAL_WORKERS);
  return Number.isInteger(configured) && configured > 0 ? configured : undefined;
}

/**
 * The KataGo network for this instance: the modern bot's moves (its tree searches too), the dead
 * stones proposed at the end of every game. Its worker threads start on first use and end with the app.
 */
@Injectable()
export class NeuralEngine implements NetRunner, OnModuleDestroy {
  private readonly logger = new Logger('NeuralEngine');
  private pool: WorkerPoolRunner | null = null;
  private readonly modelDir = defaultModelDir();

  /** Whether the model's files are here (a checkout always has them). */
  available(): boolean {
    return existsSync(join(this.modelDir, 'model.json'));
  }

  evaluate(query: NetQuery): Promise<NetEvaluation> {
    return this.started().evaluate(query);
  }

  /** The modern bot's tree search, run whole in one of the workers (never on this thread). */
  search(request: SearchRequest): Promise<SearchResult> {
    return this.started().search(request);
  }

  /** How many queries the pool runs at once: its workers' batches. */
  capacity(): number {
    return (poolSize() ?? defaultWorkerCount()) * DEFAULT_MAX_BATCH;
  }

  stats(): { busy: number; queued: number } {
    return this.pool?.stats() ?? { busy: 0, queued: 0 };
  }

  private started(): WorkerPoolRunner {
    if (!this.pool) {
      this.logger.log(`Starting the network's workers (${this.modelDir})`);
      this.pool = new WorkerPoolRunner({ modelDir: this.modelDir, size: poolSize() });
    }
    return this.pool;
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.close();
  }
}
