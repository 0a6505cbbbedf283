import type { Provider } from '@nestjs/common';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../common/config/accounts-config';
import { InProcessBus } from './bus/in-process-bus';
import { PlayBus } from './bus/play-bus';
import { RedisBus } from './bus/redis-bus';

/** Redis pub/sub when REDIS_URL is set (several instances), else this process alone. */
export const PLAY_BUS_PROVIDER: Provider = {
  provide: PlayBus,
  inject: [ACCOUNTS_CONFIG],
  useFactory: async (config: AccountsConfig): Promise<PlayBus> => {
    const bus = config.redisUrl ? new RedisBus(config.redisUrl) : new InProcessBus();
    await bus.ready();
    return bus;
  },
};
