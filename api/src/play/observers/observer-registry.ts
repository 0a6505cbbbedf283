import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { PlayBus } from '../bus/play-bus';
import { PlayInstance } from '../play-instance';
import { PresenceRegistry } from './presence-registry';

/** Who watches each game (its observers, not its players), over every instance. */
@Injectable()
export class ObserverRegistry extends PresenceRegistry {
  constructor(
    bus: PlayBus,
    playInstance: PlayInstance,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
  ) {
    super(bus, playInstance, config, 'observers');
  }
}
