import { Injectable } from '@nestjs/common';
import { RealtimeBus } from '../../common/realtime/bus';
import { RedisBus } from '../../common/realtime/redis-bus';
import { ApiInstance } from '../../common/realtime/instance';

/**
 * A claim lapses this long after its holder last renewed it: an instance that died while thinking
 * leaves the turn to another within it. The holder renews it every BOT_CLAIM_RENEW_MS.
 */
export const BOT_CLAIM_MS = 6000;
export const BOT_CLAIM_RENEW_MS = 2000;

const RENEW_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Which instance answers a bot's turn: the first to claim it (per game and step), for as long as
 * it keeps renewing the claim. With Redis the claim is shared by every instance; else it is this
 * process's own.
 */
@Injectable()
export class BotClaims {
  private readonly local = new Set<string>();

  constructor(
    private readonly bus: RealtimeBus,
    private readonly instance: ApiInstance,
  ) {}

  /** Runs `work` if this instance gets the claim on `key` (else returns false at once). */
  async holding(key: string, work: () => Promise<void>): Promise<boolean> {
    if (!(await this.claim(key))) return false;
    const renewal = setInterval(() => void this.renew(key), BOT_CLAIM_RENEW_MS);
    renewal.unref();
    try {
      await work();
    } finally {
      clearInterval(renewal);
      await this.release(key);
    }
    return true;
  }

  private async claim(key: string): Promise<boolean> {
    if (this.bus instanceof RedisBus) {
      const { client, prefix } = this.bus.redis();
      const set = await client.set(
        `${prefix}bot:${key}`,
        this.instance.id,
        'PX',
        BOT_CLAIM_MS,
        'NX',
      );
      return set === 'OK';
    }
    if (this.local.has(key)) return false;
    this.local.add(key);
    return true;
  }

  private async renew(key: string): Promise<void> {
    if (!(this.bus instanceof RedisBus)) return;
    const { client, prefix } = this.bus.redis();
    try {
      await client.eval(RENEW_SCRIPT, 1, `${prefix}bot:${key}`, this.instance.id, BOT_CLAIM_MS);
    } catch {
      // Redis away: the claim lapses and another instance may answer too; the game's
      // (game, actor, client_seq) key keeps the second answer from playing
    }
  }

  private async release(key: string): Promise<void> {
    if (!(this.bus instanceof RedisBus)) {
      this.local.delete(key);
      return;
    }
    const { client, prefix } = this.bus.redis();
    try {
      await client.eval(RELEASE_SCRIPT, 1, `${prefix}bot:${key}`, this.instance.id);
    } catch {
      // it lapses by itself
    }
  }
}
