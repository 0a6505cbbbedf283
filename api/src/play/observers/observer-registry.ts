import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { RealtimeBus } from '../../common/realtime/bus';
import { ApiInstance } from '../../common/realtime/instance';
import { PresenceRegistry } from './presence-registry';

/** Who watches each game (its observers, not its players), over every instance. */
@Injectable()
export class ObserverRegistry extends PresenceRegistry {
  constructor(
    bus: RealtimeBus,
    apiInstance: ApiInstance,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
  ) {
    super(bus, apiInstance, config, 'observers');
  }
}
