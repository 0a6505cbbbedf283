import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { BotKind } from '@sync/contract/play';
import { BotEngines } from './bot-engines';
import { EngineQueue, type EngineTicket } from './engine-queue';

/**
 * The bots' moves waiting for this instance's engines, one queue per bot kind, as many at once as
 * the engine runs (GNU Go's processes, the network's workers' batches), shared round robin
 * between the accounts the bots play (GET /bots reports it).
 */
@Injectable()
export class BotMoveQueue implements OnModuleDestroy {
  private readonly queues: Record<BotKind, EngineQueue>;

  constructor(engines: BotEngines) {
    this.queues = {
      modern: new EngineQueue(engines.capacity('modern')),
      'pre-ai': new EngineQueue(engines.capacity('pre-ai')),
    };
  }

  /** A place for a move of a bot of `kind` playing against `account`. */
  enter(kind: BotKind, account: number): EngineTicket {
    return this.queues[kind].enter(account);
  }

  load(kind: BotKind): { busy: number; queued: number } {
    return this.queues[kind].load();
  }

  onModuleDestroy(): void {
    for (const queue of Object.values(this.queues)) queue.close();
  }
}
