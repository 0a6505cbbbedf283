import { Injectable } from '@nestjs/common';
import { PlayBus } from '../bus/play-bus';
import { RedisBus } from '../bus/redis-bus';
import { PlayInstance } from '../play-instance';

/** A claim lapses after this: an instance that died while thinking leaves the turn to another. */
export const BOT_CLAIM_MS = 25_000;

const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Which instance answers a bot's turn: the first to claim it (per game and step). With Redis the
 * claim is shared by every instance; else it is this process's own.
 */
@Injectable()
export class BotClaims {
  private readonly local = new Map<string, { value: string; until: number }>();

  constructor(
    private readonly bus: PlayBus,
    private readonly instance: PlayInstance,
  ) {}

  /** Whether this instance now holds `key` (it did not, and nobody else does). */
  async claim(key: string): Promise<boolean> {
    const value = this.instance.id;
    if (this.bus instanceof RedisBus) {
      const { client, prefix } = this.bus.redis();
      return (await client.set(`${prefix}bot:${key}`, value, 'PX', BOT_CLAIM_MS, 'NX')) === 'OK';
    }
    const now = Date.now();
    const held = this.local.get(key);
    if (held && held.until > now) return false;
    this.local.set(key, { value, until: now + BOT_CLAIM_MS });
    return true;
  }

  async release(key: string): Promise<void> {
    if (this.bus instanceof RedisBus) {
      const { client, prefix } = this.bus.redis();
      await client.eval(RELEASE_SCRIPT, 1, `${prefix}bot:${key}`, this.instance.id);
      return;
    }
    this.local.delete(key);
  }
}
