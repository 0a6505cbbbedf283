import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface Limit {
  points: number;
  durationSeconds: number;
}

/** Where attempts are counted: in this process, or in Redis, shared by every API instance. */
export interface RateLimitStore {
  limiter(name: string, limit: Limit): RateLimiterAbstract;
  /** Settles once the store can count, or has failed to connect (it then counts in memory). */
  connected(): Promise<void>;
  close(): Promise<void>;
}

export function memoryStore(): RateLimitStore {
  return {
    limiter: (_name, limit) =>
      new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds }),
    connected: async () => {},
    close: async () => {},
  };
}

/** Keys of the counters in Redis: `${REDIS_KEY_PREFIX}${limiter name}:${ip or account}`. */
export const REDIS_KEY_PREFIX = 'go:rate-limit:';

/**
 * Counters in Redis. While Redis cannot be reached, each counter falls back to one in this
 * process (insurance), so limits still hold and logins still work.
 */
export function redisStore(
  url: string,
  events: { onError: (error: Error) => void; onReady: () => void },
): RateLimitStore {
  // Without the offline queue a command fails at once while Redis is away, instead of waiting.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', events.onError);
  client.on('ready', events.onReady);
  const connected = new Promise<void>((settle) => {
    client.once('ready', settle);
    client.once('error', () => settle());
  });
  return {
    limiter: (name, limit) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${REDIS_KEY_PREFIX}${name}`,
        points: limit.points,
        duration: limit.durationSeconds,
        insuranceLimiter: new RateLimiterMemory({
          points: limit.points,
          duration: limit.durationSeconds,
        }),
      }),
    connected: () => connected,
    close: () => {
      client.disconnect();
      return Promise.resolve();
    },
  };
}
