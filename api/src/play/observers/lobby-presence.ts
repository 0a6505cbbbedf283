import { Inject, Injectable } from '@nestjs/common';
import type { LobbyPresenceInfo } from '@sync/contract/play';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../../common/config/accounts-config';
import { RealtimeBus } from '../../common/realtime/bus';
import { ApiInstance } from '../../common/realtime/instance';
import { PresenceRegistry } from './presence-registry';

/** The rooms of the lobby's presence. */
export const PRESENCE_ROOMS = {
  /** everyone with the live part of the site open: the lobby's stream or a game's socket */
  online: 1,
  /** everyone with the lobby open */
  lobby: 2,
} as const;

/** Who is online and who is in the lobby, over every instance (shown in the lobby). */
@Injectable()
export class LobbyPresence extends PresenceRegistry {
  constructor(
    bus: RealtimeBus,
    apiInstance: ApiInstance,
    @Inject(ACCOUNTS_CONFIG) config: AccountsConfig,
  ) {
    super(bus, apiInstance, config, 'lobby-presence');
  }

  /** What the lobby shows now. */
  info(): LobbyPresenceInfo {
    return {
      online: this.of(PRESENCE_ROOMS.online).count,
      lobby: this.of(PRESENCE_ROOMS.lobby),
    };
  }
}
