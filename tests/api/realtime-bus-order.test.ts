import { afterAll, describe, expect, it } from 'vitest';
import { channel } from '@api/common/realtime/bus';
import { RedisBus } from '@api/common/realtime/redis-bus';

/** The Redis every machine runs (the developers' guide); CI's included. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A port nothing listens on: Redis away. */
const NO_REDIS_URL = 'redis://127.0.0.1:1';

const NUMBERS = channel<number>('order-test');

const opened: RedisBus[] = [];
const open = (url: string, namespace: string): RedisBus => {
  const bus = new RedisBus(url, namespace);
  opened.push(bus);
  return bus;
};
afterAll(async () => {
  for (const bus of opened) await bus.close();
});

/** Two real instances' buses on one real Redis. */
describe('the Redis bus', () => {
  it('gives every instance the messages in the order they were published, whichever published them', async () => {
    const namespace = `order-${process.pid}-${Date.now()}`;
    const [a, b] = [open(REDIS_URL, namespace), open(REDIS_URL, namespace)];
    await Promise.all([a.ready(), b.ready()]);
    const heardOnA: number[] = [];
    const heardOnB: number[] = [];
    a.subscribe(NUMBERS, (n) => heardOnA.push(n));
    b.subscribe(NUMBERS, (n) => heardOnB.push(n));

    // as moves posted alternately on two instances: each published once the one before was
    const published: number[] = [];
    for (let n = 1; n <= 40; n++) {
      await (n % 2 === 1 ? a : b).publish(NUMBERS, n);
      published.push(n);
    }

    await expect.poll(() => heardOnA.length).toBe(published.length);
    await expect.poll(() => heardOnB.length).toBe(published.length);
    expect(heardOnA).toEqual(published);
    expect(heardOnB).toEqual(published);
  });

  it("still gives this instance's subscribers its messages, once, while Redis is away", async () => {
    const bus = open(NO_REDIS_URL, `away-${process.pid}`);
    const heard: number[] = [];
    bus.subscribe(NUMBERS, (n) => heard.push(n));

    await expect(bus.publish(NUMBERS, 7)).rejects.toThrow();
    await expect(bus.publish(NUMBERS, 8)).rejects.toThrow();

    await expect.poll(() => heard).toEqual([7, 8]);
  });
});
