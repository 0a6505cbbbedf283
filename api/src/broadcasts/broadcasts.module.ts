import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { LiveGamesModule } from '../play/live-games/live-games.module';
import { BroadcastBoardsController } from './broadcast-boards.controller';
import { BroadcastMovesService } from './broadcast-moves.service';
import { BroadcastNewsPublisher } from './broadcast-news';
import { BroadcastsController } from './broadcasts.controller';
import { BroadcastsService } from './broadcasts.service';
import { LiveGameRelay } from './sources/live-game-relay';
import { SgfPoller } from './sources/sgf-poller';
import { BroadcastStreamController } from './stream/broadcast-stream.controller';
import { BroadcastStreamHub } from './stream/broadcast-stream-hub';

/** Broadcasts: live relays of a round's boards, entered by hand, relayed or polled. */
@Module({
  imports: [LiveGamesModule, GamesModule],
  controllers: [BroadcastStreamController, BroadcastBoardsController, BroadcastsController],
  providers: [
    BroadcastNewsPublisher,
    BroadcastStreamHub,
    BroadcastsService,
    BroadcastMovesService,
    SgfPoller,
    LiveGameRelay,
  ],
})
export class BroadcastsModule {}
