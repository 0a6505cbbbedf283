import { Module, type Provider } from '@nestjs/common';
import { ACCOUNTS_CONFIG, type AccountsConfig } from '../common/config/accounts-config';
import { DEFAULT_BROADCAST_SETTINGS } from '../common/config/broadcast-config';
import { RealtimeModule } from '../common/realtime/realtime.module';
import { GamesModule } from '../games/games.module';
import { LiveGamesModule } from '../play/live-games/live-games.module';
import { BroadcastBoardsController } from './broadcast-boards.controller';
import { BroadcastMovesService } from './broadcast-moves.service';
import { BroadcastNewsPublisher } from './broadcast-news';
import { BroadcastsController } from './broadcasts.controller';
import { BroadcastsService } from './broadcasts.service';
import { LiveGameRelay } from './sources/live-game-relay';
import { SgfAddressPolicy } from './sources/sgf-address-policy';
import { SgfPoller } from './sources/sgf-poller';
import { BroadcastStreamController } from './stream/broadcast-stream.controller';
import { BroadcastStreamHub } from './stream/broadcast-stream-hub';

/** Where SGF addresses may lead, from BROADCAST_SGF_ALLOWED_NETWORKS and BROADCAST_SGF_PORTS. */
const SGF_ADDRESS_POLICY: Provider = {
  provide: SgfAddressPolicy,
  inject: [ACCOUNTS_CONFIG],
  useFactory: (config: AccountsConfig) =>
    new SgfAddressPolicy(config.broadcasts ?? DEFAULT_BROADCAST_SETTINGS),
};

/** Broadcasts: live relays of a round's boards, entered by hand, relayed or polled. */
@Module({
  imports: [RealtimeModule, LiveGamesModule, GamesModule],
  controllers: [BroadcastStreamController, BroadcastBoardsController, BroadcastsController],
  providers: [
    SGF_ADDRESS_POLICY,
    BroadcastNewsPublisher,
    BroadcastStreamHub,
    BroadcastsService,
    BroadcastMovesService,
    SgfPoller,
    LiveGameRelay,
  ],
})
export class BroadcastsModule {}
