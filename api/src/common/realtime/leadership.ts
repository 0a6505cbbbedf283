import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { RealtimeBus } from './bus';
import { RedisBus } from './redis-bus';
import { ApiInstance } from './instance';

const LEASE_MS = 6000;
const RENEW_MS = 2000;

// Extends the lease only while this instance still holds it.
const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * Which instance does the work one instance does for all (the clocks, the bots' sweep, the
 * broadcasts' sources): the holder of a Redis lease, renewed every 2 s; when it dies the lease
 * lapses within 6 s and another instance takes it. Without Redis this instance alone.
 */
@Injectable()
export class Leadership implements OnModuleDestroy {
  private readonly logger = new Logger('Leadership');
  private timer: NodeJS.Timeout | null = null;
  private leading = false;

  constructor(
    private readonly bus: RealtimeBus,
    private readonly instance: ApiInstance,
  ) {}

  isLeader(): boolean {
    return this.leading;
  }

  /** Calls onGain when this instance becomes the leader and onLoss when it stops being one. */
  start(onGain: () => void, onLoss: () => void): void {
    if (!(this.bus instanceof RedisBus)) {
      this.leading = true;
      onGain();
      return;
    }
    const { client, prefix } = this.bus.redis();
    const key = `${prefix}leader`;
    const id = this.instance.id;
    const tick = async () => {
      try {
        const held = this.leading
          ? Number(await client.eval(RENEW_SCRIPT, 1, key, id, String(LEASE_MS))) === 1
          : (await client.set(key, id, 'PX', LEASE_MS, 'NX')) === 'OK';
        this.change(held, onGain, onLoss);
      } catch (error) {
        if (this.leading) this.logger.warn(`Leadership lost: ${String(error)}`);
        this.change(false, onGain, onLoss);
      }
    };
    void tick();
    this.timer = setInterval(() => void tick(), RENEW_MS);
    this.timer.unref();
  }

  private change(held: boolean, onGain: () => void, onLoss: () => void): void {
    if (held === this.leading) return;
    this.leading = held;
    if (held) onGain();
    else onLoss();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
