import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { BotKind } from '@sync/contract/play';
import { NeuralEngine } from '../neural/neural-engine';
import { checkGnugo, type GnugoAvailability } from './gnugo/gnugo-path';
import { GnugoPool } from './gnugo/gnugo-pool';
import type { GnugoState } from './gnugo/gnugo-state';

/** GNU Go processes at once on this instance: GNUGO_PROCESSES, else 2. */
function gnugoProcesses(): number {
  const configured = Number(process.env.GNUGO_PROCESSES);
  return Number.isInteger(configured) && configured > 0 ? configured : 2;
}

/** A move may take GNU Go this long before its process is killed (the bot then plays the network's move). */
const GNUGO_MOVE_LIMIT_MS = 15_000;

/** The engines the bots think with on this instance, and whether each can play here. */
@Injectable()
export class BotEngines implements OnModuleDestroy {
  /** looked for once per app: GNUGO_PATH, PATH, /usr/games/gnugo */
  private readonly gnugoFound: GnugoAvailability = checkGnugo();
  private pool: GnugoPool | null = null;

  constructor(readonly neural: NeuralEngine) {}

  availability(kind: BotKind): { available: boolean; reason: string | null } {
    if (kind === 'pre-ai') {
      return { available: this.gnugoFound.available, reason: this.gnugoFound.reason };
    }
    return this.neural.available()
      ? { available: true, reason: null }
      : { available: false, reason: "The network's model files are missing on this server" };
  }

  /** Moves the engine thinks about at once on this instance (BotMoveQueue lets no more in). */
  capacity(kind: BotKind): number {
    return kind === 'modern' ? this.neural.capacity() : gnugoProcesses();
  }

  gnugoMove(state: GnugoState): Promise<string> {
    const path = this.gnugoFound.path;
    if (!path) return Promise.reject(new Error(this.gnugoFound.reason ?? 'GNU Go is missing'));
    this.pool ??= new GnugoPool({
      path,
      size: gnugoProcesses(),
      moveTimeLimitMs: GNUGO_MOVE_LIMIT_MS,
    });
    return this.pool.genmove(state);
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.close();
  }
}
