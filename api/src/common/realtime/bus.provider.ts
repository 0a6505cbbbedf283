import type { Provider } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../config/accounts-config';
import { InProcessBus } from './in-process-bus';
import { RealtimeBus } from './bus';
import { RedisBus } from './redis-bus';

const READY_WAIT_MS = 3000;

/** Redis pub/sub when REDIS_URL is set (several instances), else this process alone. */
export const REALTIME_BUS_PROVIDER: Provider = {
  provide: RealtimeBus,
  inject: [ACCOUNTS_CONFIG, MikroORM],
  useFactory: async (config: AccountsConfig, orm: MikroORM): Promise<RealtimeBus> => {
    // instances of one database share news; another database's (a test's) are not ours
    const namespace = orm.config.get('dbName') ?? 'default';
    const bus = config.redisUrl ? new RedisBus(config.redisUrl, namespace) : new InProcessBus();
    // Redis away at start: the app starts anyway (serving this instance's clients) and
    // subscribes once Redis answers.
    await Promise.race([bus.ready(), new Promise((resolve) => setTimeout(resolve, READY_WAIT_MS))]);
    return bus;
  },
};
